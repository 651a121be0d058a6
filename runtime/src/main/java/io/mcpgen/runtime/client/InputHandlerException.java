package io.mcpgen.runtime.client;

import io.mcpgen.json.JsonObject;

/**
 * An input handler failed, or produced an answer that does not fit its question (form values
 * outside the schema); nothing was retried.
 */
public final class InputHandlerException extends McpLocalException {
  private static final long serialVersionUID = 1L;

  /**
   * @param lastResult the last result the server sent for the call, or null
   * @param requestsSent how many requests (rounds) the call had sent
   */
  public InputHandlerException(String message, JsonObject lastResult, int requestsSent, Throwable cause) {
    super(message, lastResult, requestsSent, cause);
  }
}
