package io.mcpgen.runtime.typed;

import io.mcpgen.json.JsonObject;

/**
 * A typed client's tool call completed with {@code isError: true}: the tool ran and reported a
 * failure (the server's method threw). Not a protocol error: {@link #result()} is the whole
 * {@code CallToolResult}; the message is its text.
 */
public final class ToolErrorException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final transient JsonObject result;
  private final String tool;

  public ToolErrorException(String tool, String message, JsonObject result) {
    super("tool " + tool + " failed: " + message);
    this.tool = tool;
    this.result = result;
  }

  /** The tool's name. */
  public String tool() {
    return tool;
  }

  /** The {@code CallToolResult} the server sent. */
  public JsonObject result() {
    return result;
  }
}
