package io.mcpgen.runtime.client;

import java.util.concurrent.CompletableFuture;

/**
 * Finds out, before a client's first request, whether its server speaks 2026-07-28 or a
 * session-based era the client also speaks, and opens the session of the latter. The runtime
 * speaks 2026-07-28 only; {@code mcpgen-legacy} adds the 2025 era this way.
 *
 * <p>A client that names a version of a session-based era in
 * {@link McpClientEngine.Builder#supportedVersions} uses the negotiator it was given
 * ({@link McpClientEngine.Builder#eraNegotiator}), else the first one listed on the class path
 * ({@link java.util.ServiceLoader}) that {@link #speaks} the version.
 */
public interface EraNegotiator {

  /** True for a version of the era this negotiator adds (e.g. {@code 2025-11-25}). */
  boolean speaks(String version);

  /**
   * Finds out the server's era: completes with null when it speaks 2026-07-28, with the session
   * opened otherwise, or fails with an {@link McpException} (the next request asks again).
   *
   * @param client what the client offers: its transport, identity, handlers and id counter
   * @param options the options of the call that waits for the answer (its round timeout)
   * @param sessionLost true when a session of the era was open and the server lost it: the era is
   *     known, so a new session is opened without asking again
   */
  CompletableFuture<SessionConnection> negotiate(ClientContext client, CallOptions options, boolean sessionLost);
}
