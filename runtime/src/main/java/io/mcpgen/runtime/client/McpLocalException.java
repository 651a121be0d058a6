package io.mcpgen.runtime.client;

import io.mcpgen.json.JsonObject;

/**
 * A call ended by this client, not by an error from the server. Carries the last result the
 * server sent for the call (its last {@code InputRequiredResult}, or null before any) and how many
 * requests the call had sent.
 */
public class McpLocalException extends McpException {
  private static final long serialVersionUID = 1L;

  private final transient JsonObject lastResult;
  private final int requestsSent;

  protected McpLocalException(String message, JsonObject lastResult, int requestsSent, Throwable cause) {
    super(message, cause);
    this.lastResult = lastResult;
    this.requestsSent = requestsSent;
  }

  /** The last result received for the call, or null. */
  public JsonObject lastResult() {
    return lastResult;
  }

  /** How many requests (rounds) the call sent. */
  public int requestsSent() {
    return requestsSent;
  }
}
