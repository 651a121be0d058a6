package io.mcpgen.runtime.client;

import java.io.IOException;

/**
 * A transport lost a round: the request or its reply did not make it. A transport completes a
 * request's response with this so that the client can decide whether to send the round again
 * ({@link CallOptions}: {@code lostRoundRetries}, {@code resendLostReplies}).
 *
 * <ul>
 *   <li>{@link #reachedServer()} false: no server can have received the whole request (connection
 *       refused, reset before the body was handed to the connection, HTTP 503). Sending it again
 *       cannot run anything twice, so the client always does.
 *   <li>true: the request may have been handled and only the reply lost (the connection broke
 *       after the request was sent, a gateway answered 502 or 504, an event stream ended before
 *       the response). The client sends it again only for the reads (lists, {@code resources/read},
 *       {@code prompts/get}, ...), read-only or idempotent tools, or when the call opts in.
 * </ul>
 */
public final class RoundLostException extends IOException {
  private static final long serialVersionUID = 1L;

  private final boolean reachedServer;

  /**
   * @param reachedServer whether the request may have reached a server (when unsure: true)
   */
  public RoundLostException(String message, boolean reachedServer, Throwable cause) {
    super(message, cause);
    this.reachedServer = reachedServer;
  }

  /** Whether a server may have received (and handled) the request; false only when it cannot have. */
  public boolean reachedServer() {
    return reachedServer;
  }
}
