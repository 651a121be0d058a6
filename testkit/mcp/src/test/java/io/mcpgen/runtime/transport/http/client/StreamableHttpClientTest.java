package io.mcpgen.runtime.transport.http.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpExchange;
import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.jsonrpc.JsonRpcRequest;
import io.mcpgen.runtime.jsonrpc.RequestId;
import io.mcpgen.runtime.transport.http.server.RequestHeaders;
import io.mcpgen.runtime.transport.http.client.StreamableHttpClientTransport;
import io.mcpgen.testkit.TestServer;
import io.mcpgen.testkit.http.FakeHttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The Streamable HTTP client against a hand-scripted server: headers out, JSON and SSE in. */
class StreamableHttpClientTest {

  private FakeHttpServer server;
  private StreamableHttpClientTransport transport;

  @BeforeEach
  void start() throws IOException {
    server = new FakeHttpServer();
    transport = StreamableHttpClientTransport.builder(server.endpoint())
        .headers(() -> Map.of("Authorization", "Bearer t0k3n"))
        .build();
  }

  @AfterEach
  void stop() {
    transport.close();
    server.close();
  }

  @Test
  void everyPostCarriesEveryHeaderWithNamesEncodedWhenTheyMustBe() throws Exception {
    server.script = exchange -> json(exchange, 200, "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}");
    String[][] names = {
        {"get_weather", "get_weather"},
        {"Hello, \u4e16\u754c", "=?base64?SGVsbG8sIOS4lueVjA==?="},
        {" padded ", "=?base64?IHBhZGRlZCA=?="},
        {"=?base64?literal?=", "=?base64?PT9iYXNlNjQ/bGl0ZXJhbD89?="}};
    for (String[] name : names) {
      transport.send(TestServer.call(1, name[0], JsonObject.empty()), notification -> { }).response()
          .toCompletableFuture().get(10, TimeUnit.SECONDS);
      RequestHeaders headers = server.received.take().headers();
      assertEquals(name[1], headers.first("Mcp-Name"), name[0]);
      assertEquals("tools/call", headers.first("Mcp-Method"));
      assertEquals("2026-07-28", headers.first("MCP-Protocol-Version"));
      assertEquals("application/json, text/event-stream", headers.first("Accept"));
      assertEquals("application/json", headers.first("Content-Type"));
      assertEquals("Bearer t0k3n", headers.first("Authorization"));
    }
    JsonObject read = new JsonRpcRequest(RequestId.of(2), "resources/read", JsonObject.builder()
        .put("uri", "file:///a b.txt").put("_meta", TestServer.meta().build()).build()).toJson();
    transport.send(read, notification -> { }).response().toCompletableFuture().get(10, TimeUnit.SECONDS);
    assertEquals("file:///a b.txt", server.received.take().headers().first("Mcp-Name"));
    JsonObject discover = new JsonRpcRequest(RequestId.of(3), "server/discover",
        JsonObject.of("_meta", TestServer.meta().build())).toJson();
    transport.send(discover, notification -> { }).response().toCompletableFuture().get(10, TimeUnit.SECONDS);
    RequestHeaders headers = server.received.take().headers();
    assertEquals("server/discover", headers.first("Mcp-Method"));
    assertEquals(null, headers.first("Mcp-Name"));
  }

  @Test
  void anEventStreamDeliversNotificationsInOrderIgnoringKeepAliveComments() throws Exception {
    server.script = exchange -> {
      OutputStream out = stream(exchange);
      out.write((":\r\n\r\n"
          + "event: message\r\ndata: {\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\","
          + "\"params\":{\"progressToken\":\"t\",\"progress\":1}}\r\n\r\n"
          + ": still working\n\n"
          + "data: {\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\",\n"
          + "data: \"params\":{\"progressToken\":\"t\",\"progress\":2}}\n\n").getBytes(StandardCharsets.UTF_8));
      out.flush();
      out.write("data: {\"jsonrpc\":\"2.0\",\"id\":7,\"result\":{\"ok\":true}}\n\n".getBytes(StandardCharsets.UTF_8));
      out.close();
    };
    List<JsonObject> notifications = new CopyOnWriteArrayList<>();
    JsonObject response = transport.send(TestServer.call(7, "x", JsonObject.empty()), notifications::add)
        .response().toCompletableFuture().get(10, TimeUnit.SECONDS);
    assertEquals(Json.parse("{\"jsonrpc\":\"2.0\",\"id\":7,\"result\":{\"ok\":true}}"), response);
    assertEquals(2, notifications.size(), notifications.toString());
    assertEquals(1, notifications.get(0).get("params").asObject().get("progress").asNumber().intValue());
    assertEquals(2, notifications.get(1).get("params").asObject().get("progress").asNumber().intValue());
  }

  @Test
  void aStreamThatEndsBeforeTheResponseLosesTheRound() throws Exception {
    server.script = exchange -> {
      OutputStream out = stream(exchange);
      out.write("data: {\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\",\"params\":{}}\n\n"
          .getBytes(StandardCharsets.UTF_8));
      out.close();
    };
    Throwable failure = failureOf(transport.send(TestServer.call(8, "x", JsonObject.empty()), n -> { })
        .response().toCompletableFuture());
    assertInstanceOf(IOException.class, failure);
    assertTrue(failure.getMessage().contains("round is lost"), failure.getMessage());
  }

  @Test
  void aJsonErrorWithAnErrorStatusIsStillTheResponse() throws Exception {
    String body = "{\"jsonrpc\":\"2.0\",\"id\":9,\"error\":{\"code\":-32020,\"message\":\"Header mismatch: x\"}}";
    server.script = exchange -> json(exchange, 400, body);
    JsonObject response = transport.send(TestServer.call(9, "x", JsonObject.empty()), n -> { })
        .response().toCompletableFuture().get(10, TimeUnit.SECONDS);
    assertEquals(Json.parse(body), response);
  }

  @Test
  void anErrorPageThatIsNotJsonFailsWithItsStatus() throws Exception {
    server.script = exchange -> {
      byte[] page = "<html>bad gateway</html>".getBytes(StandardCharsets.UTF_8);
      exchange.getResponseHeaders().set("Content-Type", "text/html");
      exchange.sendResponseHeaders(502, page.length);
      exchange.getResponseBody().write(page);
    };
    Throwable failure = failureOf(transport.send(TestServer.call(10, "x", JsonObject.empty()), n -> { })
        .response().toCompletableFuture());
    assertInstanceOf(IOException.class, failure);
    assertTrue(failure.getMessage().contains("HTTP 502") && failure.getMessage().contains("bad gateway"),
        failure.getMessage());
  }

  @Test
  void a202ForARequestIsATransportError() throws Exception {
    server.script = exchange -> exchange.sendResponseHeaders(202, -1);
    Throwable failure = failureOf(transport.send(TestServer.call(11, "x", JsonObject.empty()), n -> { })
        .response().toCompletableFuture());
    assertTrue(failure.getMessage().contains("202"), failure.getMessage());
  }

  @Test
  void cancellingAbortsTheExchangeSoTheServerSeesTheStreamClose() throws Exception {
    CompletableFuture<String> serverSaw = new CompletableFuture<>();
    server.script = exchange -> {
      OutputStream out = stream(exchange);
      try {
        for (int i = 0; i < 400; i++) { // at most 20 s
          out.write(":\n\n".getBytes(StandardCharsets.US_ASCII));
          out.flush();
          Thread.sleep(50);
        }
        serverSaw.complete("still open");
      } catch (IOException closed) {
        serverSaw.complete("closed");
      }
    };
    var pending = transport.send(TestServer.call(12, "x", JsonObject.empty()), n -> { });
    server.received.poll(10, TimeUnit.SECONDS);
    Thread.sleep(200); // let the response stream start
    pending.cancel("the user gave up");
    assertEquals("closed", serverSaw.get(30, TimeUnit.SECONDS));
    assertTrue(pending.response().toCompletableFuture().isCompletedExceptionally());
  }

  @Test
  void notificationsArePostedAndA202IsExpected() throws Exception {
    server.script = exchange -> exchange.sendResponseHeaders(202, -1);
    transport.sendNotification(Json.parse(
        "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":1}}").asObject());
    FakeHttpServer.Received received = server.received.poll(10, TimeUnit.SECONDS);
    assertEquals("notifications/cancelled", received.headers().first("Mcp-Method"));
    assertFalse(received.body().isEmpty());
    assertEquals(JsonString.of("notifications/cancelled"), Json.parse(received.body()).asObject().get("method"));
  }

  @Test
  void toolsListTeachesTheParamHeadersAndDropsToolsWhoseAnnotationsAreInvalid() throws Exception {
    String list = "{\"jsonrpc\":\"2.0\",\"id\":20,\"result\":{\"tools\":["
        + "{\"name\":\"route\",\"inputSchema\":" + TestServer.ROUTE_SCHEMA + "},"
        + "{\"name\":\"broken\",\"inputSchema\":{\"properties\":{\"n\":{\"type\":\"number\",\"x-mcp-header\":\"N\"}}}},"
        + "{\"name\":\"plain\",\"inputSchema\":{\"type\":\"object\"}}]}}";
    server.script = exchange -> json(exchange, 200, list);
    JsonObject listRequest = new JsonRpcRequest(RequestId.of(20), "tools/list",
        JsonObject.of("_meta", TestServer.meta().build())).toJson();
    JsonObject listed = transport.send(listRequest, n -> { }).response().toCompletableFuture().get(10, TimeUnit.SECONDS);
    List<String> names = new ArrayList<>();
    listed.get("result").asObject().get("tools").asArray().elements()
        .forEach(tool -> names.add(tool.asObject().get("name").asString()));
    assertEquals(List.of("route", "plain"), names);
    server.received.take();

    server.script = exchange -> json(exchange, 200, "{\"jsonrpc\":\"2.0\",\"id\":21,\"result\":{}}");
    transport.send(TestServer.call(21, "route", Json.parse("{\"region\":\"eu\",\"shard\":3}").asObject()), n -> { })
        .response().toCompletableFuture().get(10, TimeUnit.SECONDS);
    RequestHeaders headers = server.received.take().headers();
    assertEquals("eu", headers.first("Mcp-Param-Region"));
    assertEquals("3", headers.first("Mcp-Param-Shard"));
    assertEquals(null, headers.first("Mcp-Param-Dry-Run"));
  }

  @Test
  void aDeclaredInputSchemaMirrorsHeadersBeforeAnyListingAndAListingReplacesIt() throws Exception {
    transport.toolInputSchema("route", Json.parse(TestServer.ROUTE_SCHEMA).asObject());
    server.script = exchange -> json(exchange, 200, "{\"jsonrpc\":\"2.0\",\"id\":30,\"result\":{}}");
    transport.send(TestServer.call(30, "route", Json.parse("{\"region\":\"eu\",\"options\":{\"dry\":true}}").asObject()),
        n -> { }).response().toCompletableFuture().get(10, TimeUnit.SECONDS);
    RequestHeaders declared = server.received.take().headers();
    assertEquals("eu", declared.first("Mcp-Param-Region"));
    assertEquals("true", declared.first("Mcp-Param-Dry-Run"));

    // The server lists the tool with only the region mirrored, under another name: the listing wins.
    server.script = exchange -> json(exchange, 200, "{\"jsonrpc\":\"2.0\",\"id\":31,\"result\":{\"tools\":["
        + "{\"name\":\"route\",\"inputSchema\":{\"type\":\"object\",\"properties\":{\"region\":"
        + "{\"type\":\"string\",\"x-mcp-header\":\"Zone\"}}}}]}}");
    transport.send(new JsonRpcRequest(RequestId.of(31), "tools/list", JsonObject.of("_meta", TestServer.meta().build()))
        .toJson(), n -> { }).response().toCompletableFuture().get(10, TimeUnit.SECONDS);
    server.received.take();
    server.script = exchange -> json(exchange, 200, "{\"jsonrpc\":\"2.0\",\"id\":32,\"result\":{}}");
    transport.send(TestServer.call(32, "route", Json.parse("{\"region\":\"eu\",\"options\":{\"dry\":true}}").asObject()),
        n -> { }).response().toCompletableFuture().get(10, TimeUnit.SECONDS);
    RequestHeaders listed = server.received.take().headers();
    assertEquals("eu", listed.first("Mcp-Param-Zone"));
    assertEquals(null, listed.first("Mcp-Param-Region"));
    assertEquals(null, listed.first("Mcp-Param-Dry-Run"));
  }

  @Test
  void aDeclaredInputSchemaBreakingTheRulesIsRefused() {
    assertThrows(IllegalArgumentException.class, () -> transport.toolInputSchema("bad",
        Json.parse("{\"properties\":{\"n\":{\"type\":\"number\",\"x-mcp-header\":\"N\"}}}").asObject()));
  }

  private static Throwable failureOf(CompletableFuture<JsonObject> response) throws Exception {
    try {
      response.get(10, TimeUnit.SECONDS);
      throw new AssertionError("the response did not fail");
    } catch (ExecutionException e) {
      return e.getCause();
    }
  }

  private static void json(HttpExchange exchange, int status, String body) throws IOException {
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    exchange.getResponseHeaders().set("Content-Type", "application/json");
    exchange.sendResponseHeaders(status, bytes.length);
    exchange.getResponseBody().write(bytes);
  }

  private static OutputStream stream(HttpExchange exchange) throws IOException {
    exchange.getResponseHeaders().set("Content-Type", "text/event-stream; charset=utf-8");
    exchange.sendResponseHeaders(200, 0);
    return exchange.getResponseBody();
  }
}
