package io.mcpgen.runtime.testing;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.jsonrpc.InvalidMessageException;
import io.mcpgen.runtime.jsonrpc.JsonRpcMessages;
import io.mcpgen.runtime.server.McpEndpoint;
import io.mcpgen.runtime.server.RequestContext;
import io.mcpgen.runtime.server.ServerReply;

/**
 * Sends raw messages to a server and reads the replies, as a transport would: classified first (a
 * copy of the runtime tests' helper: see {@link Fixtures}).
 */
public final class Wire {

  private Wire() {}

  public static ServerReply send(McpEndpoint server, JsonValue message) {
    return send(server, message, RequestContext.anonymous());
  }

  public static ServerReply send(McpEndpoint server, JsonValue message, RequestContext context) {
    try {
      return server.handle(JsonRpcMessages.parse(message), context).toCompletableFuture().join();
    } catch (InvalidMessageException invalid) {
      return ServerReply.invalid(invalid);
    }
  }

  /** The {@code result} of a reply, failing when it is an error. */
  public static JsonObject result(ServerReply reply) {
    JsonObject body = reply.body().orElseThrow();
    assertTrue(body.has("result"), () -> "expected a result but got " + body);
    return body.get("result").asObject();
  }

  /** The {@code error} of a reply, failing when it is a result. */
  public static JsonObject error(ServerReply reply) {
    JsonObject body = reply.body().orElseThrow();
    assertTrue(body.has("error"), () -> "expected an error but got " + body);
    return body.get("error").asObject();
  }
}
