package io.mcpgen.runtime.server;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.jsonrpc.ErrorCodes;
import io.mcpgen.runtime.jsonrpc.JsonRpcError;

/**
 * Thrown by a handler to answer the request with a JSON-RPC error instead of a result. For a tool
 * whose work failed, return a {@code CallToolResult} with {@code isError: true} instead: that is a
 * result, not a protocol error.
 *
 * <p>Codes in the range reserved for the MCP specification that it does not define, and the
 * retired {@code -32002} and {@code -32042}, are never sent: the engine turns them into
 * {@code -32603}.
 */
public class McpErrorException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final int code;
  private final transient JsonValue data;

  public McpErrorException(int code, String message, JsonValue data) {
    super(message);
    this.code = code;
    this.data = data;
  }

  public McpErrorException(int code, String message) {
    this(code, message, null);
  }

  /** {@code -32602} Invalid params, e.g. an argument the handler cannot use. */
  public static McpErrorException invalidParams(String message) {
    return new McpErrorException(ErrorCodes.INVALID_PARAMS, message);
  }

  /** {@code -32602} for a resource that does not exist, with {@code data: {"uri": ...}}. */
  public static McpErrorException resourceNotFound(String uri) {
    return new McpErrorException(ErrorCodes.INVALID_PARAMS, "Resource not found",
        JsonObject.of("uri", JsonString.of(uri)));
  }

  public int code() {
    return code;
  }

  /** The error's data, or null. */
  public JsonValue data() {
    return data;
  }

  /** The error as it goes on the wire. */
  public JsonRpcError toError() {
    return new JsonRpcError(code, getMessage(), data);
  }
}
