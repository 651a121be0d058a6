package io.mcpgen.legacy.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.client.CallOptions;
import io.mcpgen.runtime.client.McpClientEngine;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.transport.http.client.StreamableHttpClientTransport;
import io.mcpgen.testkit.http.JdkBaselineServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The Streamable HTTP client in a 2025-era session against a hand-scripted server: the probe
 * refused with a 400 that is no modern error, the session id of the initialize response sent on
 * every later request with the negotiated version, the server's elicitation on the tool call's
 * stream answered with a POST in the session, the stream resumed with a GET carrying
 * Last-Event-ID after the retry delay, and the session ended with DELETE.
 */
class LegacyHttpClientTest {

  /** One request as the server saw it. */
  record Seen(String httpMethod, String rpcMethod, String session, String version, String lastEventId, String body) {}

  private final List<Seen> seen = new CopyOnWriteArrayList<>();
  private final CompletableFuture<JsonObject> answer = new CompletableFuture<>();
  private final CompletableFuture<JsonObject> pong = new CompletableFuture<>();
  private HttpServer server;
  private ExecutorService executor;

  @BeforeEach
  void start() throws IOException {
    JdkBaselineServer.jdkServerDefaults(Duration.ofSeconds(30));
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 16);
    server.createContext("/mcp", exchange -> {
      try {
        respond(exchange);
      } catch (Exception e) {
        // the exchange just ends
      } finally {
        exchange.close();
      }
    });
    executor = Executors.newCachedThreadPool();
    server.setExecutor(executor);
    server.start();
  }

  @AfterEach
  void stop() {
    server.stop(0);
    executor.shutdownNow();
  }

  private void respond(HttpExchange exchange) throws Exception {
    String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
    JsonObject message = body.isEmpty() ? JsonObject.empty() : Json.parse(body).asObject();
    String rpcMethod = message.get("method") instanceof JsonString ? message.get("method").asString() : null;
    seen.add(new Seen(exchange.getRequestMethod(), rpcMethod,
        exchange.getRequestHeaders().getFirst("Mcp-Session-Id"),
        exchange.getRequestHeaders().getFirst("MCP-Protocol-Version"),
        exchange.getRequestHeaders().getFirst("Last-Event-ID"), body));
    switch (exchange.getRequestMethod()) {
      case "DELETE":
        exchange.sendResponseHeaders(200, -1);
        return;
      case "GET":
        if (exchange.getRequestHeaders().getFirst("Last-Event-ID") == null) {
          // The session's own stream: a ping from the server, held open until the client answers it.
          OutputStream session = stream(exchange);
          session.write("retry: 60000\ndata: {\"jsonrpc\":\"2.0\",\"id\":\"p1\",\"method\":\"ping\"}\n\n"
              .getBytes(StandardCharsets.UTF_8));
          session.flush();
          pong.get(20, TimeUnit.SECONDS);
          return;
        }
        // The resumed stream: the tool's result once the client has answered the elicitation.
        JsonObject answered = answer.get(20, TimeUnit.SECONDS);
        OutputStream resumed = stream(exchange);
        resumed.write(("id: e3\ndata: {\"jsonrpc\":\"2.0\",\"id\":" + idOfCall() + ",\"result\":{\"content\":[{\"type\":"
            + "\"text\",\"text\":\"" + answered.get("result").asObject().get("content").asObject().get("name").asString()
            + "\"}]}}\n\n").getBytes(StandardCharsets.UTF_8));
        resumed.flush();
        return;
      default:
    }
    if (rpcMethod == null) { // the client's answer to the elicitation or the ping
      (JsonString.of("p1").equals(message.get("id")) ? pong : answer).complete(message);
      exchange.sendResponseHeaders(202, -1);
      return;
    }
    switch (rpcMethod) {
      case "server/discover":
        json(exchange, 400, "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32000,"
            + "\"message\":\"Bad Request: Unsupported protocol version\"}}");
        break;
      case "initialize":
        exchange.getResponseHeaders().add("Mcp-Session-Id", "sess-1");
        json(exchange, 200, "{\"jsonrpc\":\"2.0\",\"id\":" + message.get("id") + ",\"result\":{\"protocolVersion\":"
            + "\"2025-06-18\",\"capabilities\":{\"tools\":{}},\"serverInfo\":{\"name\":\"s\",\"version\":\"1\"}}}");
        break;
      case "notifications/initialized":
        exchange.sendResponseHeaders(202, -1);
        break;
      case "tools/call":
        OutputStream out = stream(exchange);
        out.write(("id: e1\nretry: 100\ndata: \n\n"
            + "id: e2\ndata: {\"jsonrpc\":\"2.0\",\"id\":\"q1\",\"method\":\"elicitation/create\",\"params\":"
            + "{\"message\":\"Name?\",\"requestedSchema\":{\"type\":\"object\",\"properties\":{\"name\":"
            + "{\"type\":\"string\"}}}}}\n\n").getBytes(StandardCharsets.UTF_8));
        out.flush();
        break; // the stream ends before the response: the client resumes it
      default:
        json(exchange, 404, "{\"jsonrpc\":\"2.0\",\"id\":" + message.get("id")
            + ",\"error\":{\"code\":-32601,\"message\":\"Method not found\"}}");
    }
  }

  private JsonValue idOfCall() {
    return seen.stream().filter(s -> "tools/call".equals(s.rpcMethod())).findFirst()
        .map(s -> Json.parse(s.body()).asObject().get("id")).orElseThrow();
  }

  @Test
  void aSessionIsOpenedKeptAnsweredInResumedAndEnded() throws Exception {
    URI endpoint = URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/mcp");
    StreamableHttpClientTransport transport = StreamableHttpClientTransport.connect(endpoint);
    McpClientEngine client = McpClientEngine.builder(transport)
        .supportedVersions("2026-07-28", "2025-11-25", "2025-06-18")
        .formElicitation((form, context) -> CompletableFuture.completedFuture(
            ElicitationAnswer.accept(JsonObject.of("name", JsonString.of("Ada")))))
        .defaults(CallOptions.builder().roundTimeout(Duration.ofSeconds(30)).build())
        .build();

    String text = client.callTool("ask", JsonObject.empty()).join().resultOrThrow().get("content").asArray().get(0)
        .asObject().get("text").asString();
    assertEquals("Ada", text);
    assertEquals("sess-1", seen.stream().filter(request -> "tools/call".equals(request.rpcMethod())).findFirst()
        .orElseThrow().session(), "the call went in the session the initialize response assigned");
    assertEquals("2025-06-18", client.protocolVersion());
    client.close();

    List<String> order = seen.stream().map(s -> s.httpMethod() + " " + s.rpcMethod()).toList();
    // The session's GET stream opens after notifications/initialized, beside the calls, and the
    // answers to the server's requests (POSTs without a method) come when they come.
    List<String> posts = order.stream().filter(line -> line.startsWith("POST") && !line.endsWith(" null")).toList();
    assertEquals(List.of("POST server/discover", "POST initialize", "POST notifications/initialized",
        "POST tools/call"), posts.subList(0, 4));
    assertTrue(order.indexOf("GET null") > order.indexOf("POST notifications/initialized"), order.toString());
    assertTrue(order.containsAll(List.of("POST null", "GET null")), order.toString());
    assertEquals("DELETE null", order.get(order.size() - 1));
    Seen probe = seen.get(0);
    Seen initialize = seen.get(1);
    assertEquals("2026-07-28", probe.version());
    assertNull(initialize.session(), "initialize opens the session: it carries none");
    for (Seen later : seen.subList(2, seen.size())) {
      assertEquals("sess-1", later.session(), later.toString());
      assertEquals("2025-06-18", later.version(), later.toString());
    }
    Seen resumed = seen.stream().filter(s -> s.httpMethod().equals("GET") && s.lastEventId() != null).findFirst()
        .orElseThrow();
    assertEquals("e2", resumed.lastEventId());
    assertEquals(JsonString.of("accept"), answer.get().get("result").asObject().get("action"));
    assertEquals(JsonObject.empty(), pong.get(20, TimeUnit.SECONDS).get("result"),
        "the ping on the session's GET stream is answered");
  }

  private static OutputStream stream(HttpExchange exchange) throws IOException {
    exchange.getResponseHeaders().add("Content-Type", "text/event-stream");
    exchange.sendResponseHeaders(200, 0);
    return exchange.getResponseBody();
  }

  private static void json(HttpExchange exchange, int status, String body) throws IOException {
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    exchange.getResponseHeaders().add("Content-Type", "application/json");
    exchange.sendResponseHeaders(status, bytes.length);
    exchange.getResponseBody().write(bytes);
  }
}
