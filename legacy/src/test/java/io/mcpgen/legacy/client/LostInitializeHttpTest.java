package io.mcpgen.legacy.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.client.CallOptions;
import io.mcpgen.runtime.client.McpClientEngine;
import io.mcpgen.runtime.transport.http.client.StreamableHttpClientTransport;
import io.mcpgen.testkit.http.JdkBaselineServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * An {@code initialize} whose response broke off after its headers had assigned a session: the
 * client sends it again without that session's id, and the session the second response assigns
 * is the one its requests carry.
 */
class LostInitializeHttpTest {

  /** One POST as the server saw it: its JSON-RPC method and its session header. */
  record Seen(String rpcMethod, String session) {}

  private final List<Seen> seen = new CopyOnWriteArrayList<>();
  private final AtomicInteger initializes = new AtomicInteger();
  private HttpServer server;
  private ExecutorService executor;

  @BeforeEach
  void start() throws IOException {
    JdkBaselineServer.jdkServerDefaults(Duration.ofSeconds(30));
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 16);
    server.createContext("/mcp", exchange -> {
      try {
        respond(exchange);
      } catch (IOException e) {
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

  private void respond(HttpExchange exchange) throws IOException {
    if (!exchange.getRequestMethod().equals("POST")) {
      exchange.sendResponseHeaders(exchange.getRequestMethod().equals("DELETE") ? 200 : 405, -1);
      return;
    }
    String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
    JsonObject message = Json.parse(body).asObject();
    String rpcMethod = message.get("method") instanceof JsonString ? message.get("method").asString() : "";
    seen.add(new Seen(rpcMethod, exchange.getRequestHeaders().getFirst("Mcp-Session-Id")));
    switch (rpcMethod) {
      case "server/discover":
        exchange.sendResponseHeaders(400, -1); // no body: a 2025-era server
        return;
      case "initialize":
        String reply = "{\"jsonrpc\":\"2.0\",\"id\":" + message.get("id") + ",\"result\":{\"protocolVersion\":"
            + "\"2025-06-18\",\"capabilities\":{\"tools\":{}},\"serverInfo\":{\"name\":\"s\",\"version\":\"1\"}}}";
        byte[] bytes = reply.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().add("Content-Type", "application/json");
        if (initializes.incrementAndGet() == 1) {
          // The headers (and the session) go out; the body breaks off after 10 bytes: a lost reply.
          exchange.getResponseHeaders().add("Mcp-Session-Id", "half-open");
          exchange.sendResponseHeaders(200, bytes.length);
          exchange.getResponseBody().write(bytes, 0, 10);
          exchange.getResponseBody().flush();
          return;
        }
        exchange.getResponseHeaders().add("Mcp-Session-Id", "second");
        exchange.sendResponseHeaders(200, bytes.length);
        exchange.getResponseBody().write(bytes);
        return;
      case "tools/list":
        byte[] tools = ("{\"jsonrpc\":\"2.0\",\"id\":" + message.get("id") + ",\"result\":{\"tools\":[]}}")
            .getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().add("Content-Type", "application/json");
        exchange.sendResponseHeaders(200, tools.length);
        exchange.getResponseBody().write(tools);
        return;
      default:
        exchange.sendResponseHeaders(202, -1);
    }
  }

  @Test
  void anInitializeLostAfterItsHeadersIsSentAgainWithoutTheHalfOpenSession() throws Exception {
    URI endpoint = URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/mcp");
    try (McpClientEngine client = McpClientEngine.builder(StreamableHttpClientTransport.connect(endpoint))
        .supportedVersions("2026-07-28", "2025-06-18")
        .defaults(CallOptions.builder().roundTimeout(Duration.ofSeconds(20)).lostRoundBackoff(Duration.ZERO).build())
        .build()) {
      client.listTools().get(20, TimeUnit.SECONDS);

      List<Seen> initialize = seen.stream().filter(s -> s.rpcMethod().equals("initialize")).toList();
      assertEquals(2, initialize.size(), "the lost initialize was sent again");
      assertNull(initialize.get(1).session(), "without the session the broken response had assigned");
      assertEquals("second", seen.stream().filter(s -> s.rpcMethod().equals("tools/list")).findFirst().orElseThrow()
          .session());
    }
  }
}
