package io.mcpgen.runtime.transport.stdio.server;

import io.mcpgen.testkit.stdio.StdioHarness;
import static io.mcpgen.testkit.TestServer.call;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.jsonrpc.JsonRpcRequest;
import io.mcpgen.runtime.jsonrpc.RequestId;
import io.mcpgen.runtime.mrtr.McpMeta;
import io.mcpgen.runtime.server.McpHandler;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.server.Subscriptions;
import io.mcpgen.testkit.TestServer;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * {@code subscriptions/listen} on stdio: two streams share the channel, told apart by their
 * subscription ids, and {@code notifications/cancelled} ends one without a response.
 */
class StdioSubscriptionsTest {

  private final Subscriptions updates = Subscriptions.create(4, 4);
  private final McpServerEngine engine = McpServerEngine.builder()
      .tool(JsonObject.builder().put("name", "echo").put("inputSchema", Json.parse("{\"type\":\"object\"}")).build(),
          McpHandler.simple(call -> TestServer.text("echo")))
      .subscriptions(updates)
      .build();
  private StdioHarness stdio;

  @AfterEach
  void stop() {
    if (stdio != null) {
      stdio.close();
    }
  }

  private static JsonObject listen(long id) {
    return new JsonRpcRequest(RequestId.of(id), "subscriptions/listen", JsonObject.builder()
        .put("notifications", Json.parse("{\"toolsListChanged\":true}"))
        .put("_meta", TestServer.meta().build())
        .build()).toJson();
  }

  private static int subscriptionId(JsonObject notification) {
    return notification.get("params").asObject().get("_meta").asObject().get(McpMeta.SUBSCRIPTION_ID).asNumber()
        .intValue();
  }

  @Test
  void streamsShareTheChannelByIdAndACancelledOneGetsNothingMore() throws Exception {
    stdio = new StdioHarness(engine, options -> options.shutdownGrace(Duration.ofMillis(200))).readLines();
    stdio.send(listen(1));
    assertEquals(1, subscriptionId(stdio.next()));
    stdio.send(listen(2));
    assertEquals(2, subscriptionId(stdio.next()));
    stdio.send(Json.parse("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":1}}")
        .asObject());
    // The cancellation and the next request travel the same ordered input: once the echo is answered,
    // the first stream is gone.
    stdio.send(call(3, "echo", JsonObject.empty()));
    assertEquals(3, stdio.next().get("id").asNumber().intValue());
    assertEquals(1, updates.listeners());
    updates.toolsListChanged();
    JsonObject changed = stdio.next();
    assertEquals(JsonString.of("notifications/tools/list_changed"), changed.get("method"));
    assertEquals(2, subscriptionId(changed));
    updates.close();
    JsonObject cancelled = stdio.next();
    assertEquals(JsonString.of("notifications/cancelled"), cancelled.get("method"));
    assertEquals(2, cancelled.get("params").asObject().get("requestId").asNumber().intValue());
    JsonObject end = stdio.next();
    assertEquals(2, end.get("id").asNumber().intValue());
    assertEquals(JsonString.of("complete"), end.get("result").asObject().get("resultType"));
  }
}
