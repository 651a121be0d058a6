package io.mcpgen.runtime.client;

import io.mcpgen.json.JsonObject;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * A session an {@link EraNegotiator} opened with a server of a session-based era: every request
 * of the client goes through it until the server loses it ({@link SessionExpiredException}), when
 * the next request negotiates a new one.
 */
public interface SessionConnection {

  /** The protocol version the session agreed on. */
  String protocolVersion();

  /**
   * What the session learnt of the server, in the shape of a {@code DiscoverResult}, so that
   * {@link McpClientEngine#discover} answers alike in both eras.
   */
  JsonObject discoverResult();

  /**
   * Answers a request the server sent the client, the response going back through the client's
   * transport.
   *
   * @param calls the client's calls the request may belong to: the one on whose stream it came, or
   *     every call on the wire when the transport cannot tell (stdio, a stream of the session)
   */
  void serverRequest(JsonObject request, List<CallInFlight> calls);

  /**
   * Readies the session for a request sent with {@code options}, before the request goes: a
   * 2025-era session asks the server for the log messages the call wants ({@code logging/setLevel}),
   * which that era sets per session rather than per request. Completes when the request may go,
   * never exceptionally (a session that could not be readied sends the request all the same).
   */
  default CompletableFuture<Void> prepare(CallOptions options) {
    return CompletableFuture.completedFuture(null);
  }
}
