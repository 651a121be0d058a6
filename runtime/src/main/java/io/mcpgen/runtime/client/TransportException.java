package io.mcpgen.runtime.client;

import io.mcpgen.json.JsonObject;

/** The transport could not deliver the request or its response. */
public final class TransportException extends McpLocalException {
  private static final long serialVersionUID = 1L;

  /**
   * @param lastResult the last result the server sent for the call, or null
   * @param requestsSent how many requests (rounds) the call had sent
   */
  public TransportException(String message, JsonObject lastResult, int requestsSent, Throwable cause) {
    super(message, lastResult, requestsSent, cause);
  }
}
