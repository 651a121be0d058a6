package io.mcpgen.runtime.testing;

import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.jsonrpc.JsonRpcMessage;
import io.mcpgen.runtime.jsonrpc.JsonRpcResult;
import io.mcpgen.runtime.jsonrpc.RequestId;
import io.mcpgen.runtime.server.McpEndpoint;
import io.mcpgen.runtime.server.RequestContext;
import io.mcpgen.runtime.server.ServerReply;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.Function;

/**
 * A fake server that answers each request with a result chosen by the test, for client tests
 * that need answers no real server would give (an unknown resultType, a state with unusual
 * characters, a server that never completes).
 */
public final class ScriptedServer implements McpEndpoint {

  private final Function<JsonObject, JsonObject> results;
  private final List<JsonObject> requests = new ArrayList<>();

  /** @param results the {@code result} object for each request, by the request */
  public ScriptedServer(Function<JsonObject, JsonObject> results) {
    this.results = results;
  }

  /** Answers the n-th request with the n-th result, repeating the last one. */
  public static ScriptedServer answering(JsonObject... results) {
    int[] next = {0};
    return new ScriptedServer(request -> results[Math.min(next[0]++, results.length - 1)]);
  }

  @Override
  public synchronized CompletionStage<ServerReply> handle(JsonRpcMessage message, RequestContext context) {
    JsonObject request = message.toJson();
    if (!request.has("id")) {
      return CompletableFuture.completedFuture(ServerReply.accepted());
    }
    requests.add(request);
    JsonObject result = results.apply(request);
    return CompletableFuture.completedFuture(ServerReply.response(
        new JsonRpcResult(RequestId.from(request.get("id")), result).toJson(), 200));
  }

  /** The requests received, in order. */
  public synchronized List<JsonObject> requests() {
    return List.copyOf(requests);
  }

  /** The params of the n-th request. */
  public synchronized JsonObject params(int n) {
    return requests.get(n).get("params").asObject();
  }
}
