package io.mcpgen.runtime.transport.http.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

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
import io.mcpgen.testkit.http.Http;
import io.mcpgen.testkit.http.HttpServerUnderTest;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@code subscriptions/listen} over Streamable HTTP: an event stream that starts with the
 * acknowledgement, carries published updates, outlives {@code requestTimeout}, ends with
 * {@code notifications/cancelled} and a result when the server closes it, and frees its place when the client closes it.
 */
class SubscriptionsHttpTest {

  private final Subscriptions updates = Subscriptions.create(4, 8);
  private final McpServerEngine engine = McpServerEngine.builder()
      .resource(JsonObject.builder().put("uri", "test://config").put("name", "config").build(),
          McpHandler.simple(call -> JsonObject.of("contents", Json.parse("[]"))))
      .subscriptions(updates)
      .build();

  private static JsonObject listen(long id) {
    return new JsonRpcRequest(RequestId.of(id), "subscriptions/listen", JsonObject.builder()
        .put("notifications", Json.parse("{\"resourceSubscriptions\":[\"test://config\"]}"))
        .put("_meta", TestServer.meta().build())
        .build()).toJson();
  }

  /** The next {@code data:} line's message, skipping keep-alives and event names; counts the keep-alives. */
  private static JsonObject nextEvent(BufferedReader reader, int[] keepAlives) throws Exception {
    for (String line = reader.readLine(); line != null; line = reader.readLine()) {
      if (line.startsWith("data: ")) {
        return Json.parse(line.substring(6)).asObject();
      }
      if (line.equals(":")) {
        keepAlives[0]++;
      }
    }
    return null;
  }

  @Test
  void aListenStreamCarriesUpdatesPastTheRequestTimeoutAndEndsWithAResult() throws Exception {
    StreamableHttpSettings settings = StreamableHttpSettings.builder()
        .requestTimeout(Duration.ofMillis(200)).keepAliveInterval(Duration.ofMillis(20)).build();
    try (HttpServerUnderTest server = HttpServerUnderTest.JDK.start(engine, settings)) {
      HttpResponse<InputStream> response = Http.CLIENT.send(Http.post(server.endpoint(), listen(11)),
          HttpResponse.BodyHandlers.ofInputStream());
      assertEquals("text/event-stream", response.headers().firstValue("Content-Type").orElse(""));
      try (BufferedReader reader = new BufferedReader(new InputStreamReader(response.body(), StandardCharsets.UTF_8))) {
        int[] keepAlives = {0};
        JsonObject ack = nextEvent(reader, keepAlives);
        assertEquals(JsonString.of("notifications/subscriptions/acknowledged"), ack.get("method"));
        // Wait out the request timeout several times over, counted in keep-alives (slower on a busy machine: longer).
        while (keepAlives[0] < 20) {
          String line = reader.readLine();
          assertNotNull(line, "the stream ended early");
          if (line.equals(":")) {
            keepAlives[0]++;
          }
        }
        updates.resourceUpdated("test://config");
        JsonObject updated = nextEvent(reader, keepAlives);
        assertEquals(JsonString.of("notifications/resources/updated"), updated.get("method"));
        assertEquals(11, updated.get("params").asObject().get("_meta").asObject().get(McpMeta.SUBSCRIPTION_ID)
            .asNumber().intValue());
        updates.close();
        JsonObject cancelled = nextEvent(reader, keepAlives);
        assertEquals(JsonString.of("notifications/cancelled"), cancelled.get("method"));
        assertEquals(11, cancelled.get("params").asObject().get("requestId").asNumber().intValue());
        JsonObject end = nextEvent(reader, keepAlives);
        assertEquals(11, end.get("id").asNumber().intValue());
        assertEquals(JsonString.of("complete"), end.get("result").asObject().get("resultType"));
      }
    }
  }

  @Test
  void aClientThatClosesTheStreamFreesItsPlace() throws Exception {
    StreamableHttpSettings settings = StreamableHttpSettings.builder().keepAliveInterval(Duration.ofMillis(20)).build();
    try (HttpServerUnderTest server = HttpServerUnderTest.JDK.start(engine, settings)) {
      HttpResponse<InputStream> response = Http.CLIENT.send(Http.post(server.endpoint(), listen(12)),
          HttpResponse.BodyHandlers.ofInputStream());
      try (BufferedReader reader = new BufferedReader(new InputStreamReader(response.body(), StandardCharsets.UTF_8))) {
        assertNotNull(nextEvent(reader, new int[1]));
        assertEquals(1, updates.listeners());
      } // closing the body closes the connection; the next keep-alive finds it gone
      long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
      while (updates.listeners() > 0 && System.nanoTime() < deadline) {
        Thread.sleep(10);
      }
      assertEquals(0, updates.listeners());
    }
  }

  @Test
  void aListenThatDoesNotAcceptAnEventStreamIsRefused() throws Exception {
    try (HttpServerUnderTest server = HttpServerUnderTest.JDK.start(engine, StreamableHttpSettings.builder().build())) {
      HttpResponse<String> response = Http.send(Http.post(server.endpoint(), listen(13), Set.of(),
          "Accept", "application/json"));
      assertEquals(400, response.statusCode());
      assertEquals(-32600, Http.errorCode(response));
      assertEquals(0, updates.listeners());
    }
  }
}
