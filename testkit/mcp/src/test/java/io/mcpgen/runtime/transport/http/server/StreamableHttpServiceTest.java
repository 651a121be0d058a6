package io.mcpgen.runtime.transport.http.server;

import static io.mcpgen.testkit.TestServer.call;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.testkit.TestServer;
import io.mcpgen.testkit.http.Http;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The service on an in-memory exchange: what it does with the head before it touches the body,
 * for the cases no real server lets through (an overflowing {@code Content-Length}).
 */
class StreamableHttpServiceTest {

  private final StreamableHttpService service = StreamableHttpService.create(new TestServer().engine(),
      StreamableHttpSettings.builder().maxBodyBytes(1024).build());

  @AfterEach
  void stop() {
    service.close();
  }

  @Test
  void aContentLengthOverflowingALongIsAJsonRpc400AndTheBodyIsNeverOpened() throws Exception {
    MemoryExchange exchange = new MemoryExchange(Map.of("Content-Length", List.of("9999999999999999999")), new byte[0]);
    service.serve(exchange);
    assertEquals(400, exchange.status);
    assertTrue(exchange.closeConnection);
    assertFalse(exchange.bodyOpened);
    JsonObject error = Json.parse(exchange.sent()).asObject().get("error").asObject();
    assertEquals(-32600, error.get("code").asNumber().intValue());
    assertEquals("Bad Request: Content-Length must be below 2^63", error.get("message").asString());
  }

  @Test
  void aDeclaredBodyOverTheLimitIs413AndTheConnectionClosedWithoutOpeningTheBody() throws Exception {
    MemoryExchange exchange = new MemoryExchange(Map.of("Content-Length", List.of("1025")), new byte[1025]);
    service.serve(exchange);
    assertEquals(413, exchange.status);
    assertTrue(exchange.closeConnection);
    assertFalse(exchange.bodyOpened);
  }

  @Test
  void aGoodRequestIsAnsweredAndKeepsItsConnection() throws Exception {
    byte[] body = Http.bytes(call(1, "echo", JsonObject.of("text", JsonString.of("hi"))));
    MemoryExchange exchange = new MemoryExchange(Map.of("Content-Length", List.of(String.valueOf(body.length)),
        "MCP-Protocol-Version", List.of("2026-07-28"), "Mcp-Method", List.of("tools/call"),
        "Mcp-Name", List.of("echo")), body);
    service.serve(exchange);
    exchange.awaitEnd();
    assertEquals(200, exchange.status);
    assertFalse(exchange.closeConnection);
    assertEquals("hi", TestServer.resultText(Json.parse(exchange.sent()).asObject()));
  }

  /** A POST from 127.0.0.1 with these headers (plus Host and Content-Type) and this body. */
  private static final class MemoryExchange implements HttpServerExchange {
    private final Map<String, List<String>> headers = new LinkedHashMap<>();
    private final byte[] body;
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final java.util.concurrent.CountDownLatch ended = new java.util.concurrent.CountDownLatch(1);
    volatile int status;
    volatile boolean closeConnection;
    volatile boolean bodyOpened;

    MemoryExchange(Map<String, List<String>> headers, byte[] body) {
      this.headers.put("Host", List.of("127.0.0.1"));
      this.headers.put("Content-Type", List.of("application/json"));
      this.headers.putAll(headers);
      this.body = body;
    }

    String sent() {
      return out.toString(StandardCharsets.UTF_8);
    }

    void awaitEnd() throws InterruptedException {
      assertTrue(ended.await(10, java.util.concurrent.TimeUnit.SECONDS));
    }

    @Override
    public String method() {
      return "POST";
    }

    @Override
    public RequestHeaders headers() {
      return RequestHeaders.of(headers);
    }

    @Override
    public InetAddress localAddress() {
      return InetAddress.getLoopbackAddress();
    }

    @Override
    public InputStream body() {
      bodyOpened = true;
      return new ByteArrayInputStream(body);
    }

    @Override
    public void setHeader(String name, String value) {
      // not looked at here
    }

    @Override
    public void send(int status, byte[] body, boolean closeConnection) {
      this.status = status;
      this.closeConnection = closeConnection;
      if (body != null) {
        out.writeBytes(body);
      }
      ended.countDown();
    }

    @Override
    public OutputStream openStream(int status) {
      this.status = status;
      return out;
    }

    @Override
    public void end() {
      ended.countDown();
    }

    @Override
    public void abort() {
      status = -1;
      ended.countDown();
    }
  }
}
