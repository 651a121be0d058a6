package io.mcpgen.it.interop;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.jsonrpc.JsonRpcMessage;
import io.mcpgen.runtime.server.McpEndpoint;
import io.mcpgen.runtime.server.RequestContext;
import io.mcpgen.runtime.server.ServerReply;
import io.mcpgen.runtime.server.SessionEra;
import java.util.Optional;
import java.util.concurrent.CompletionStage;

/**
 * Marks every result with the replica that made it ({@code _meta} of the result), so that a load
 * test through a load balancer can show that the rounds of one flow land on different replicas.
 * A sample's device: a production server would rather count in its metrics.
 */
final class ReplicaTag implements McpEndpoint {

  /** The {@code _meta} key of the replica's name. */
  static final String META_KEY = "io.mcpgen.it/replica";

  private final McpEndpoint endpoint;
  private final JsonString name;

  ReplicaTag(McpEndpoint endpoint, String name) {
    this.endpoint = endpoint;
    this.name = JsonString.of(name);
  }

  @Override
  public CompletionStage<ServerReply> handle(JsonRpcMessage message, RequestContext context) {
    return endpoint.handle(message, context).thenApply(this::tag);
  }

  /** The wrapped endpoint's sessions: a 2025-era client is served as well (its results untagged). */
  @Override
  public Optional<SessionEra> sessions() {
    return endpoint.sessions();
  }

  private ServerReply tag(ServerReply reply) {
    if (reply.kind() != ServerReply.Kind.RESPONSE || reply.body().isEmpty()
        || !(reply.body().get().get("result") instanceof JsonObject)) {
      return reply;
    }
    JsonObject body = reply.body().get();
    JsonObject result = (JsonObject) body.get("result");
    JsonObject meta = result.get("_meta") instanceof JsonObject ? (JsonObject) result.get("_meta") : JsonObject.empty();
    return ServerReply.response(body.with("result", result.with("_meta", meta.with(META_KEY, name))),
        reply.httpStatus());
  }

  /** The replica named in a result's {@code _meta}, or null. */
  static String of(JsonObject result) {
    JsonValue meta = result == null ? null : result.get("_meta");
    JsonValue replica = meta instanceof JsonObject ? ((JsonObject) meta).get(META_KEY) : null;
    return replica instanceof JsonString ? replica.asString() : null;
  }
}
