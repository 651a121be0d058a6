package io.mcpgen.runtime.server;

import io.mcpgen.json.JsonValue;
import java.util.concurrent.CompletionStage;

/**
 * The transport-neutral face of an MCP server: one incoming JSON-RPC message in, one reply out.
 *
 * <p>Transports (stdio, Streamable HTTP, in memory) parse bytes, call {@link #handle} once per
 * message with a fresh {@link RequestContext}, write the request-scoped notifications the context's
 * sink receives while the request runs, and then write {@link ServerReply#body()} if there is one,
 * using {@link ServerReply#httpStatus()} where the transport has statuses. The stage never
 * completes exceptionally: every failure is already a JSON-RPC error body.
 */
@FunctionalInterface
public interface McpEndpoint {

  /**
   * Handles one message (a request, a notification, or something invalid).
   *
   * @param message the parsed JSON of one message; batch arrays and non-objects get {@code -32600}
   * @param context who sent it, where its notifications go, and its cancellation flag
   */
  CompletionStage<ServerReply> handle(JsonValue message, RequestContext context);
}
