package io.mcpgen.runtime.client;

import io.mcpgen.json.JsonObject;

/** The server still wanted input after the call's {@code maxRounds} requests; the call stopped there. */
public final class RoundsExceededException extends McpLocalException {
  private static final long serialVersionUID = 1L;

  /**
   * @param lastResult the last result the server sent for the call, or null
   * @param requestsSent how many requests (rounds) the call had sent
   */
  public RoundsExceededException(String message, JsonObject lastResult, int requestsSent, Throwable cause) {
    super(message, lastResult, requestsSent, cause);
  }
}
