package io.mcpgen.runtime.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.jsonrpc.JsonRpcError;
import io.mcpgen.runtime.jsonrpc.JsonRpcResult;
import io.mcpgen.runtime.jsonrpc.RequestId;
import io.mcpgen.runtime.server.ServerReply;
import io.mcpgen.runtime.testing.WireTap;
import io.mcpgen.runtime.transport.memory.InMemoryTransport;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * After {@code -32020} on {@code tools/call} the client lists the tools again (every page until
 * the tool's) and calls once more; a second mismatch is the caller's error.
 */
class HeaderMismatchRetryTest {

  /** A server that refuses the first {@code mismatches} tool calls and lists "route" on page 2. */
  private static WireTap server(int mismatches) {
    AtomicInteger refusals = new AtomicInteger(mismatches);
    return new WireTap((message, context) -> {
      JsonObject request = message.toJson();
      RequestId id = RequestId.from(request.get("id"));
      String method = request.get("method").asString();
      JsonObject params = request.get("params").asObject();
      if (method.equals("tools/call") && refusals.getAndDecrement() > 0) {
        return CompletableFuture.completedFuture(ServerReply.error(id, new JsonRpcError(-32020,
            "Header mismatch: required header Mcp-Param-Region is missing", null)));
      }
      String result = method.equals("tools/call")
          ? "{\"resultType\":\"complete\",\"content\":[{\"type\":\"text\",\"text\":\"routed\"}]}"
          : params.has("cursor")
              ? "{\"resultType\":\"complete\",\"tools\":[{\"name\":\"route\",\"inputSchema\":{\"type\":\"object\"}}]}"
              : "{\"resultType\":\"complete\",\"tools\":[],\"nextCursor\":\"2\"}";
      return CompletableFuture.completedFuture(ServerReply.response(
          new JsonRpcResult(id, JsonValue.parse(result).asObject()).toJson(), 200));
    });
  }

  private static List<String> methods(WireTap wire) {
    List<String> methods = new ArrayList<>();
    wire.requests().forEach(request -> methods.add(request.get("method").asString()));
    return methods;
  }

  @Test
  void aHeaderMismatchIsFollowedByAListingAndOneMoreCall() {
    WireTap wire = server(1);
    McpClientEngine client = McpClientEngine.builder(InMemoryTransport.connect(wire)).build();
    CallOutcome outcome = client.callTool("route", JsonObject.empty()).join();
    assertInstanceOf(CallOutcome.Complete.class, outcome);
    assertEquals(List.of("tools/call", "tools/list", "tools/list", "tools/call"), methods(wire));
  }

  @Test
  void aSecondMismatchEndsTheCall() {
    WireTap wire = server(2);
    McpClientEngine client = McpClientEngine.builder(InMemoryTransport.connect(wire)).build();
    McpServerException error = assertInstanceOf(McpServerException.class,
        assertThrows(CompletionException.class, () -> client.callTool("route", JsonObject.empty()).join()).getCause());
    assertEquals(-32020, error.code());
    assertEquals(List.of("tools/call", "tools/list", "tools/list", "tools/call"), methods(wire));
  }
}
