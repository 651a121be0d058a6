package io.mcpgen.testkit.http;

import static io.mcpgen.testkit.TestServer.call;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.jsonrpc.JsonRpcNotification;
import io.mcpgen.runtime.jsonrpc.JsonRpcRequest;
import io.mcpgen.runtime.jsonrpc.RequestId;
import io.mcpgen.runtime.mrtr.McpMeta;
import io.mcpgen.runtime.transport.http.McpHeaders;
import io.mcpgen.runtime.transport.http.server.StreamableHttpSettings;
import io.mcpgen.testkit.TestServer;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Every HTTP status of checklist §3.4 and the bad inputs a client can send; after each test the
 * same server still answers a good request.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class HttpStatusContract {

  /** The server under test. */
  protected abstract HttpServerUnderTest.Factory servers();


  private HttpServerUnderTest server;
  private URI endpoint;

  @BeforeAll
  public void start() throws Exception {
    server = servers().start(new TestServer().engine(), StreamableHttpSettings.defaults());
    endpoint = server.endpoint();
  }

  @AfterAll
  public void stop() {
    server.close();
  }

  @AfterEach
  public void theServerKeepsServing() throws Exception {
    HttpResponse<String> response = Http.send(Http.post(endpoint, call(99, "echo", text("still here"))));
    assertEquals(200, response.statusCode());
    assertEquals("still here", TestServer.resultText(Http.json(response)));
  }

  @Test
  public void aGoodRequestGetsJsonWithStatus200() throws Exception {
    HttpResponse<String> response = Http.send(Http.post(endpoint, call(1, "echo", text("hi"))));
    assertEquals(200, response.statusCode());
    assertEquals("application/json", response.headers().firstValue("Content-Type").orElse(""));
    assertEquals("hi", TestServer.resultText(Http.json(response)));
    assertEquals(JsonString.of("complete"), Http.json(response).get("result").asObject().get("resultType"));
  }

  @Test
  public void theEndpointIsAtItsPathOnLoopback() throws Exception {
    assertTrue(java.net.InetAddress.getByName(endpoint.getHost()).isLoopbackAddress(), endpoint.toString());
    assertEquals("/mcp", endpoint.getPath());
  }

  @Test
  public void anUnknownMethodIs404WithMinus32601() throws Exception {
    JsonObject request = new JsonRpcRequest(RequestId.of(2), "foo/bar",
        JsonObject.of("_meta", TestServer.meta().build())).toJson();
    HttpResponse<String> response = Http.send(Http.post(endpoint, request));
    assertEquals(404, response.statusCode());
    assertEquals(-32601, Http.errorCode(response));
  }

  @Test
  public void aRequestWithoutMetaIs400WithMinus32602() throws Exception {
    JsonObject request = new JsonRpcRequest(RequestId.of(3), "tools/call",
        JsonObject.builder().put("name", "echo").put("arguments", text("x")).build()).toJson();
    HttpResponse<String> response = Http.send(Http.post(endpoint, request, Set.of(),
        McpHeaders.PROTOCOL_VERSION, "2026-07-28"));
    assertEquals(400, response.statusCode());
    assertEquals(-32602, Http.errorCode(response));
  }

  @Test
  public void aMissingClientCapabilityIs400WithMinus32021() throws Exception {
    JsonObject meta = TestServer.meta().put(McpMeta.CLIENT_CAPABILITIES, JsonObject.empty()).build();
    HttpResponse<String> response = Http.send(Http.post(endpoint, call(4, "ask", JsonObject.empty(), meta)));
    assertEquals(400, response.statusCode());
    assertEquals(-32021, Http.errorCode(response));
  }

  @Test
  public void anUnsupportedVersionIs400WithMinus32022() throws Exception {
    JsonObject meta = TestServer.meta().put(McpMeta.PROTOCOL_VERSION, "1900-01-01").build();
    HttpResponse<String> response = Http.send(Http.post(endpoint, call(5, "echo", text("x"), meta)));
    assertEquals(400, response.statusCode());
    assertEquals(-32022, Http.errorCode(response));
  }

  @Test
  public void aForeignOriginIs403WithAnErrorThatHasNoId() throws Exception {
    HttpResponse<String> response = Http.send(Http.post(endpoint, call(6, "echo", text("x")), Set.of(),
        "Origin", "http://evil.example"));
    assertEquals(403, response.statusCode());
    assertFalse(Http.json(response).has("id"));
    assertEquals(-32600, Http.errorCode(response));
  }

  @Test
  public void localhostOriginsAreAllowedOnALoopbackServer() throws Exception {
    for (String origin : new String[] {"http://localhost:3000", "http://127.0.0.1", "https://[::1]:8443"}) {
      HttpResponse<String> response = Http.send(Http.post(endpoint, call(7, "echo", text("x")), Set.of(),
          "Origin", origin));
      assertEquals(200, response.statusCode(), origin);
    }
  }

  @Test
  public void getAndDeleteWithoutASessionAre405AndWithAnUnknownOne404() throws Exception {
    // GET and DELETE serve the sessions of a session-based era only (the 2025 one, when
    // mcpgen-legacy is on the class path); without one they are not allowed at all.
    boolean sessions = servesSessions();
    for (String method : new String[] {"GET", "DELETE"}) {
      HttpResponse<String> response = Http.send(HttpRequest.newBuilder(endpoint)
          .method(method, HttpRequest.BodyPublishers.noBody())
          .header("Last-Event-ID", "ignored").build());
      assertEquals(405, response.statusCode(), method);
      assertEquals(sessions ? "GET, POST, DELETE" : "POST", response.headers().firstValue("Allow").orElse(""));
      assertFalse(response.headers().firstValue("Mcp-Session-Id").isPresent());
      HttpResponse<String> unknown = Http.send(HttpRequest.newBuilder(endpoint)
          .method(method, HttpRequest.BodyPublishers.noBody())
          .header("Accept", "text/event-stream")
          .header("Mcp-Session-Id", "no-such-session").header("Last-Event-ID", "ignored").build());
      assertEquals(sessions ? 404 : 405, unknown.statusCode(), method);
      assertFalse(unknown.headers().firstValue("Mcp-Session-Id").isPresent());
    }
  }

  /** Whether the engine under test serves a session-based era (found on the class path). */
  private static boolean servesSessions() {
    return new TestServer().engine().sessions().isPresent();
  }

  @Test
  public void sessionAndLastEventHeadersAreIgnoredAndNoSessionIsMinted() throws Exception {
    HttpResponse<String> response = Http.send(Http.post(endpoint, call(8, "echo", text("x")), Set.of(),
        "Mcp-Session-Id", "abc", "Last-Event-ID", "42"));
    assertEquals(200, response.statusCode());
    assertFalse(response.headers().firstValue("Mcp-Session-Id").isPresent());
  }

  @Test
  public void aNotificationIs202WithNoBody() throws Exception {
    JsonObject notification = new JsonRpcNotification("notifications/cancelled",
        JsonObject.of("requestId", JsonString.of("nothing"))).toJson();
    HttpResponse<String> response = Http.send(HttpRequest.newBuilder(endpoint)
        .POST(HttpRequest.BodyPublishers.ofByteArray(Http.bytes(notification)))
        .header("Content-Type", "application/json").header("Accept", "application/json, text/event-stream")
        .header(McpHeaders.PROTOCOL_VERSION, "2026-07-28").build());
    assertEquals(202, response.statusCode());
    assertEquals("", response.body());
  }

  @Test
  public void aBodyThatIsNotJsonContentIs415() throws Exception {
    HttpResponse<String> response = Http.send(Http.post(endpoint, call(9, "echo", text("x")), Set.of(),
        "Content-Type", "text/plain"));
    assertEquals(415, response.statusCode());
  }

  @Test
  public void aJsonContentTypeWithACharsetIsAccepted() throws Exception {
    HttpResponse<String> response = Http.send(Http.post(endpoint, call(10, "echo", text("x")), Set.of(),
        "Content-Type", "Application/JSON; charset=utf-8"));
    assertEquals(200, response.statusCode());
  }

  @Test
  public void anotherPathIs404() throws Exception {
    HttpResponse<String> response = Http.send(Http.post(endpoint.resolve("/mcp/other"), call(11, "echo", text("x"))));
    assertEquals(404, response.statusCode());
  }

  @Test
  public void aBodyThatIsNotJsonIs400WithParseError() throws Exception {
    HttpResponse<String> response = Http.send(HttpRequest.newBuilder(Http.post(endpoint, call(12, "echo", text("x"))),
        (name, value) -> true).POST(HttpRequest.BodyPublishers.ofString("{\"jsonrpc\": \"2.0\", oops")).build());
    assertEquals(400, response.statusCode());
    assertEquals(-32700, Http.errorCode(response));
    assertFalse(Http.json(response).has("id"));
  }

  @Test
  public void aBatchArrayIs400WithInvalidRequest() throws Exception {
    String batch = "[" + new String(Http.bytes(call(13, "echo", text("x"))), StandardCharsets.UTF_8) + "]";
    HttpResponse<String> response = Http.send(HttpRequest.newBuilder(Http.post(endpoint, call(13, "echo", text("x"))),
        (name, value) -> true).POST(HttpRequest.BodyPublishers.ofString(batch)).build());
    assertEquals(400, response.statusCode());
    assertEquals(-32600, Http.errorCode(response));
  }

  @Test
  public void aTenMegabyteBodyIs413BeforeItIsSent() throws Exception {
    // Only the head goes out: the server answers from Content-Length, without reading (or holding) the body.
    Http.Raw response = Http.raw(server.port(), "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        + "Content-Type: application/json\r\nContent-Length: " + (10 * 1024 * 1024), null);
    assertEquals(413, response.status());
    assertTrue(response.body().contains("-32600"), response.body());
  }

  @Test
  public void aRequestHeaderValueWithRawNonAsciiBytesIsAHeaderMismatch() throws Exception {
    byte[] body = Http.bytes(call(14, "echo", text("x")));
    Http.Raw response = Http.raw(server.port(), "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        + "Content-Type: application/json\r\nMCP-Protocol-Version: 2026-07-28\r\nMcp-Method: tools/call\r\n"
        + "Mcp-Name: \u00e9cho\r\nContent-Length: " + body.length, body);
    assertEquals(400, response.status());
    assertTrue(response.body().contains("-32020"), response.body());
  }

  @Test
  public void aDeclaredBodyOverTheLimitIs413AndTheConnectionClosedUnread() throws Exception {
    try (java.net.Socket socket = new java.net.Socket("127.0.0.1", server.port())) {
      socket.setSoTimeout(20_000);
      socket.getOutputStream().write(("POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
          + "Content-Length: " + (100 * 1024 * 1024) + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
      socket.getOutputStream().flush();
      Http.Raw response = Http.readResponse(socket.getInputStream());
      assertEquals(413, response.status());
      // No body byte was sent: a server that drained the body would wait here instead of closing.
      assertEquals(-1, socket.getInputStream().read());
    }
  }

  @Test
  public void aContentLengthTooLargeForALongIs400() throws Exception {
    Http.Raw response = Http.raw(server.port(), "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        + "Content-Type: application/json\r\nContent-Length: 9999999999999999999", null);
    assertEquals(400, response.status(), response.head());
    if (seesMalformedContentLength()) {
      assertNoJavaNames(response);
      assertTrue(response.body().contains("-32600"), response.body());
    }
  }

  @Test
  public void noResponseToAMalformedRequestNamesAJavaClass() throws Exception {
    byte[] body = Http.bytes(call(15, "echo", text("x")));
    String post = "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        + "MCP-Protocol-Version: 2026-07-28\r\nMcp-Method: tools/call\r\nConnection: close\r\n";
    String[] heads = {
        post + "Mcp-Name: echo\r\nContent-Length: -5",
        post + "Mcp-Name: echo\r\nContent-Length: 12abc",
        post + "Mcp-Name: echo\r\nContent-Length: " + body.length + "\r\nContent-Length: " + (body.length + 1),
        post + "Mcp-Name: =?base64?%%%?=\r\nContent-Length: " + body.length,
        post + "Mcp-Name: echo\r\nTransfer-Encoding: chunked",
    };
    byte[][] bodies = {body, body, body, body, "zz\r\n{}\r\n0\r\n\r\n".getBytes(StandardCharsets.US_ASCII)};
    for (int i = 0; i < heads.length; i++) {
      Http.Raw response = Http.raw(server.port(), heads[i], bodies[i]);
      assertTrue(response.status() == -1 || response.status() >= 400, heads[i] + " -> " + response.head());
      if (i >= 3 || seesMalformedContentLength()) {
        assertNoJavaNames(response);
      }
    }
  }

  /**
   * Whether the server lets the service see a malformed {@code Content-Length}: then the answer is
   * a JSON-RPC error naming no Java class. A server that refuses such requests itself answers them
   * its own way (the status must still be 400).
   */
  protected boolean seesMalformedContentLength() {
    return true;
  }

  private static void assertNoJavaNames(Http.Raw response) {
    String text = response.head() + response.body();
    assertFalse(java.util.regex.Pattern.compile("[A-Za-z]+(Exception|Error)\\b|java\\.[a-z]+\\.").matcher(text).find(),
        text);
  }

  private static JsonObject text(String text) {
    return JsonObject.of("text", JsonString.of(text));
  }
}
