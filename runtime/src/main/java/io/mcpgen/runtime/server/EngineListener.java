package io.mcpgen.runtime.server;

import io.mcpgen.runtime.state.RejectionReason;

/**
 * Observes what a {@link McpServerEngine} does, for metrics and tracing: every round of a
 * {@code tools/call}, {@code prompts/get} or {@code resources/read} that reached its handler, and
 * every requestState refused. Set with {@link McpServerEngine.Builder#listener}.
 *
 * <p>Called on the thread that ran the round, before its reply is handed to the transport: keep
 * it quick and never block. An exception thrown here is logged and ignored; the reply is sent
 * anyway. Every method does nothing by default.
 */
public interface EngineListener {

  /** A listener that ignores everything. */
  EngineListener NONE = new EngineListener() {};

  /**
   * One round is about to run its handler, on the thread that runs it; {@link #roundEnded} follows
   * on the same thread, whatever the outcome (a round cancelled before its handler ran included),
   * so what starts here (a tracing span, made current) can be ended there.
   */
  default void roundStarted(RoundStart start) {}

  /** One round ended: its reply is about to be sent. */
  default void roundEnded(RoundEvent event) {}

  /**
   * A request brought a requestState that was refused (the request got the generic
   * {@code invalid_request_state} error). Nothing of the token is passed on.
   */
  default void requestStateRejected(RejectionReason reason) {}
}
