package io.mcpgen.runtime.client;

import io.mcpgen.json.JsonObject;

/**
 * The server sent something this client cannot act on: an unknown {@code resultType}, an interim
 * result with neither questions nor state, a malformed result, a response to another id; for a
 * typed client, a result that does not fit the interface's types.
 */
public final class ProtocolViolationException extends McpLocalException {
  private static final long serialVersionUID = 1L;

  /**
   * @param lastResult the result that could not be used
   * @param requestsSent how many requests the call had sent
   */
  public ProtocolViolationException(String message, JsonObject lastResult, int requestsSent, Throwable cause) {
    super(message, lastResult, requestsSent, cause);
  }
}
