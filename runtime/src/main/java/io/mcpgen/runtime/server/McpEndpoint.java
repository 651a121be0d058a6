package io.mcpgen.runtime.server;

import io.mcpgen.runtime.jsonrpc.JsonRpcMessage;
import java.util.Optional;
import java.util.concurrent.CompletionStage;

/**
 * The transport-neutral face of an MCP server: one incoming JSON-RPC message in, one reply out.
 *
 * <p>Transports (stdio, Streamable HTTP, in memory) parse bytes, classify the JSON once with
 * {@link io.mcpgen.runtime.jsonrpc.JsonRpcMessages#parse} (answering what is no message with
 * {@link ServerReply#invalid}), call {@link #handle} once per message with a fresh
 * {@link RequestContext}, write the request-scoped notifications the context's sink receives while
 * the request runs, and then write {@link ServerReply#body()} if there is one, using
 * {@link ServerReply#httpStatus()} where the transport has statuses. The stage never completes
 * exceptionally: every failure is already a JSON-RPC error body.
 */
@FunctionalInterface
public interface McpEndpoint {

  /**
   * Handles one message: a request, a notification, or a response (which a server takes from no
   * client, and answers {@code -32600}).
   *
   * @param context who sent it, where its notifications go, and its cancellation flag
   */
  CompletionStage<ServerReply> handle(JsonRpcMessage message, RequestContext context);

  /**
   * The session-based era this endpoint also serves, if any (see {@link SessionEra}); none by
   * default. Transports that carry sessions ask here, never the concrete endpoint.
   */
  default Optional<SessionEra> sessions() {
    return Optional.empty();
  }
}
