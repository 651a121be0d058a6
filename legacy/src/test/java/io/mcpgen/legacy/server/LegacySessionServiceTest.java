package io.mcpgen.legacy.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.server.McpHandler;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.server.SessionEra;
import io.mcpgen.runtime.server.Subscriptions;
import io.mcpgen.runtime.state.RequestStateCodec;
import io.mcpgen.runtime.transport.http.server.StreamableHttpService;
import io.mcpgen.runtime.transport.http.server.StreamableHttpSettings;
import io.mcpgen.testkit.TestServer;
import io.mcpgen.testkit.http.LegacySessionContract;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The 2025-era session on the service itself (in-memory exchanges): the GET stream and its
 * resumption, resource subscriptions, a cancelled request, an unanswered input, the older version.
 */
class LegacySessionServiceTest {

  /** How many times the {@code ask} handler ran. */
  private final AtomicInteger rounds = new AtomicInteger();
  private StreamableHttpService service = StreamableHttpService.create(engine(), StreamableHttpSettings.defaults());

  @AfterEach
  void stop() {
    service.close();
  }

  @Test
  void updatesOfSubscribedResourcesGoOnTheGetStreamAndAReconnectResumesAfterTheLastEventId() throws Exception {
    Subscriptions updates = Subscriptions.create(4, 4);
    service.close();
    service = StreamableHttpService.create(engine(updates), StreamableHttpSettings.defaults());
    String session = initialize("2025-11-25", JsonObject.empty());
    assertEquals(200, serve(SessionExchange.post(LegacySessionContract.request(2, "resources/subscribe",
        JsonObject.of("uri", JsonString.of("test://watched"))), "Mcp-Session-Id", session)));
    SessionExchange first = SessionExchange.of("GET", "Mcp-Session-Id", session);
    service.serve(first);
    updates.resourceUpdated("test://watched");
    updates.resourceUpdated("test://other");
    List<String> events = events(first.text());
    assertEquals(1, ids(first.text()).size(), "only the resource subscribed to");
    String seen = ids(first.text()).get(0);
    assertEquals("test://watched", Json.parse(events.get(0)).asObject().get("params").asObject().get("uri")
        .asString());

    // The client drops; an update meanwhile is kept; it reconnects saying it saw the first event.
    service.serve(SessionExchange.of("GET", "Mcp-Session-Id", session, "Last-Event-ID", seen));
    assertTrue(first.ended.isDone(), "the new GET took the stream over");
    updates.resourceUpdated("test://watched");
    SessionExchange resumed = SessionExchange.of("GET", "Mcp-Session-Id", session, "Last-Event-ID", seen);
    service.serve(resumed);
    assertEquals(1, ids(resumed.text()).size(), "only what came after the first event, once");
    String second = ids(resumed.text()).get(0);
    assertEquals(seen.substring(0, seen.lastIndexOf('.') + 1) + "2", second, "the next event of the same stream");

    assertEquals(200, serve(SessionExchange.post(LegacySessionContract.request(3, "resources/unsubscribe",
        JsonObject.of("uri", JsonString.of("test://watched"))), "Mcp-Session-Id", session)));
    updates.resourceUpdated("test://watched");
    assertEquals(List.of(second), ids(resumed.text()), "nothing after the unsubscription");
  }

  @Test
  void oneSubscriptionsUpdateReachesTheSessionsThatSubscribedUntilTheServiceCloses() throws Exception {
    Subscriptions updates = Subscriptions.create(4, 4);
    service.close();
    service = StreamableHttpService.create(engine(updates), StreamableHttpSettings.defaults());
    String session = initialize("2025-11-25", JsonObject.empty());
    assertEquals(200, serve(SessionExchange.post(LegacySessionContract.request(2, "resources/subscribe",
        JsonObject.of("uri", JsonString.of("test://watched"))), "Mcp-Session-Id", session)));
    SessionExchange stream = SessionExchange.of("GET", "Mcp-Session-Id", session);
    service.serve(stream);

    updates.resourceUpdated("test://watched");  // the 2026-07-28 publisher, not the service
    updates.resourceUpdated("test://other");
    List<String> events = events(stream.text());
    assertEquals(1, events.size(), stream.text());
    assertEquals("notifications/resources/updated", Json.parse(events.get(0)).asObject().get("method").asString());
    assertEquals("test://watched", Json.parse(events.get(0)).asObject().get("params").asObject().get("uri")
        .asString());

    service.close();
    updates.resourceUpdated("test://watched");  // a closed service observes nothing more
    assertEquals(1, events(stream.text()).size());
  }

  @Test
  void theOlderRevisionIsServedAsAsked() throws Exception {
    SessionExchange init = SessionExchange.post(LegacySessionContract.request(1, "initialize", JsonObject.builder()
        .put("protocolVersion", "2025-06-18").put("capabilities", JsonObject.empty()).build()));
    assertEquals(200, serve(init));
    assertTrue(init.text().contains("\"protocolVersion\":\"2025-06-18\""), init.text());
  }

  @Test
  void aCancelledRequestCancelsItsInputRequestAndGetsNoResponse() throws Exception {
    String session = initialize("2025-11-25", JsonObject.of("elicitation", JsonObject.empty()));
    SessionExchange call = SessionExchange.post(call(7, "ask"), "Mcp-Session-Id", session);
    service.serve(call);
    JsonObject asked = awaitEvent(call, 0);
    assertEquals("elicitation/create", asked.get("method").asString());
    assertEquals(202, serve(SessionExchange.post(JsonObject.builder().put("jsonrpc", "2.0")
        .put("method", "notifications/cancelled")
        .put("params", JsonObject.builder().put("requestId", 7).put("reason", "changed my mind").build()).build(),
        "Mcp-Session-Id", session)));
    call.awaitStatus();
    List<String> events = events(call.text());
    assertEquals(2, events.size(), call.text());
    JsonObject cancelled = Json.parse(events.get(1)).asObject();
    assertEquals("notifications/cancelled", cancelled.get("method").asString());
    assertEquals(asked.get("id"), cancelled.get("params").asObject().get("requestId"));
    assertFalse(call.text().contains("\"id\":7"), "no response for a cancelled request");
  }

  @Test
  void anInputNotAnsweredInTimeEndsTheRequestWithAnErrorAndIsCancelled() throws Exception {
    service.close();
    service = StreamableHttpService.create(engine(null, LegacyEra.builder().inputTimeout(Duration.ofMillis(200))
        .build()), StreamableHttpSettings.defaults());
    String session = initialize("2025-11-25", JsonObject.of("elicitation", JsonObject.empty()));
    SessionExchange call = SessionExchange.post(call(8, "ask"), "Mcp-Session-Id", session);
    service.serve(call);
    assertEquals(200, call.awaitStatus());
    List<String> events = events(call.text());
    assertEquals("elicitation/create", Json.parse(events.get(0)).asObject().get("method").asString());
    assertEquals("notifications/cancelled", Json.parse(events.get(1)).asObject().get("method").asString());
    JsonObject reply = Json.parse(events.get(2)).asObject();
    assertEquals(-32603, reply.get("error").asObject().get("code").asNumber().intValue());
  }

  @Test
  void withSessionsTurnedOffAnInitializeIsAnsweredAsA2026ServerDoesAndOpensNoSession() throws Exception {
    service.close();
    service = StreamableHttpService.create(engine(),
        StreamableHttpSettings.defaults().toBuilder().legacySessions(false).build());
    SessionExchange init = SessionExchange.post(LegacySessionContract.request(1, "initialize", JsonObject.builder()
        .put("protocolVersion", "2025-11-25").put("capabilities", JsonObject.empty()).build()));

    assertEquals(400, serve(init));
    JsonObject error = Json.parse(init.text()).asObject().get("error").asObject();
    assertEquals(-32020, error.get("code").asNumber().intValue(), init.text());
    assertEquals(null, init.responseHeaders.get("Mcp-Session-Id"));
    assertEquals(0, service.openSessions());
  }

  private String initialize(String version, JsonObject capabilities) throws Exception {
    SessionExchange init = SessionExchange.post(LegacySessionContract.request(1, "initialize", JsonObject.builder()
        .put("protocolVersion", version).put("capabilities", capabilities).build()));
    assertEquals(200, serve(init));
    return init.responseHeaders.get("Mcp-Session-Id");
  }

  private int serve(SessionExchange exchange) throws Exception {
    service.serve(exchange);
    return exchange.awaitStatus();
  }

  private static JsonObject awaitEvent(SessionExchange exchange, int index) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (events(exchange.text()).size() <= index && System.nanoTime() < deadline) {
      Thread.sleep(10);
    }
    return Json.parse(events(exchange.text()).get(index)).asObject();
  }

  private static List<String> events(String stream) {
    List<String> data = new ArrayList<>();
    for (String line : stream.split("\n")) {
      if (line.startsWith("data: ")) {
        data.add(line.substring(6));
      }
    }
    return data;
  }

  private static List<String> ids(String stream) {
    List<String> ids = new ArrayList<>();
    for (String line : stream.split("\n")) {
      if (line.startsWith("id: ")) {
        ids.add(line.substring(4));
      }
    }
    return ids;
  }

  private static JsonObject call(long id, String tool) {
    return LegacySessionContract.request(id, "tools/call", JsonObject.builder().put("name", tool)
        .put("arguments", JsonObject.empty()).build());
  }

  private McpServerEngine engine() {
    return engine(null);
  }

  private McpServerEngine engine(Subscriptions updates) {
    return engine(updates, new LegacyEraProvider());
  }

  private McpServerEngine engine(Subscriptions updates, SessionEra.Provider sessions) {
    RequestStateCodec codec = RequestStateCodec.builder().audience("legacy-service-tests")
        .key("k1", "legacy service tests use this key!!".getBytes(StandardCharsets.UTF_8)).build();
    McpServerEngine.Builder builder = McpServerEngine.builder()
        .sessions(sessions)
        .requestState(codec)
        .tool(JsonObject.builder().put("name", "ask").put("inputSchema", JsonObject.of("type", JsonString.of("object")))
            .build(), McpHandler.sequential((call, exchange) -> {
              rounds.incrementAndGet();
              return TestServer.text(String.valueOf(exchange.elicit("confirm", TestServer.confirm()).bool("confirmed")));
            }))
        .resource(JsonObject.builder().put("uri", "test://watched").put("name", "watched").build(),
            McpHandler.simple(read -> JsonObject.of("contents", JsonArray.of(JsonObject.builder()
                .put("uri", "test://watched").put("text", "now").build()))));
    return updates == null ? builder.build() : builder.subscriptions(updates).build();
  }
}
