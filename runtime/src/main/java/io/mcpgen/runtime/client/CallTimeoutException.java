package io.mcpgen.runtime.client;

import io.mcpgen.json.JsonObject;

/** A time limit of the call ran out; {@link #limit()} says which. */
public final class CallTimeoutException extends McpLocalException {
  private static final long serialVersionUID = 1L;

  /** Which limit. */
  public enum Limit {
    /** {@code roundTimeout}, waiting for the server's reply to one request. */
    SERVER_REPLY,
    /** {@code roundTimeout}, waiting for the input handlers to answer one round. */
    INPUT_HANDLERS,
    /** {@code maxTotalTimeout}, for the whole call. */
    TOTAL
  }

  private final Limit limit;

  /**
   * @param lastResult the last result the server sent for the call, or null
   * @param requestsSent how many requests (rounds) the call had sent
   */
  public CallTimeoutException(Limit limit, String message, JsonObject lastResult, int requestsSent) {
    super(message, lastResult, requestsSent, null);
    this.limit = limit;
  }

  public Limit limit() {
    return limit;
  }
}
