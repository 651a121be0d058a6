package io.mcpgen.runtime.transport.http;

import static io.mcpgen.runtime.transport.TestServer.call;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.runtime.json.JsonObject;
import io.mcpgen.runtime.json.JsonString;
import io.mcpgen.runtime.jsonrpc.JsonRpcNotification;
import io.mcpgen.runtime.jsonrpc.JsonRpcRequest;
import io.mcpgen.runtime.jsonrpc.RequestId;
import io.mcpgen.runtime.mrtr.McpMeta;
import io.mcpgen.runtime.transport.TestServer;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every HTTP status of checklist §3.4 and the bad inputs a client can send; after each test the
 * same server still answers a good request.
 */
class HttpStatusTest {

  private static HttpMcpServer server;
  private static URI endpoint;

  @BeforeAll
  static void start() throws Exception {
    server = HttpMcpServer.builder(new TestServer().engine()).start();
    endpoint = server.endpointUri();
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  @AfterEach
  void theServerKeepsServing() throws Exception {
    HttpResponse<String> response = Http.send(Http.post(endpoint, call(99, "echo", text("still here"))));
    assertEquals(200, response.statusCode());
    assertEquals("still here", TestServer.resultText(Http.json(response)));
  }

  @Test
  void aGoodRequestGetsJsonWithStatus200() throws Exception {
    HttpResponse<String> response = Http.send(Http.post(endpoint, call(1, "echo", text("hi"))));
    assertEquals(200, response.statusCode());
    assertEquals("application/json", response.headers().firstValue("Content-Type").orElse(""));
    assertEquals("hi", TestServer.resultText(Http.json(response)));
    assertEquals(JsonString.of("complete"), Http.json(response).get("result").asObject().get("resultType"));
  }

  @Test
  void theServerListensOnLoopbackByDefault() {
    assertTrue(server.address().getAddress().isLoopbackAddress(), server.address().toString());
    assertEquals("/mcp", endpoint.getPath());
  }

  @Test
  void anUnknownMethodIs404WithMinus32601() throws Exception {
    JsonObject request = new JsonRpcRequest(RequestId.of(2), "foo/bar",
        JsonObject.of("_meta", TestServer.meta().build())).toJson();
    HttpResponse<String> response = Http.send(Http.post(endpoint, request));
    assertEquals(404, response.statusCode());
    assertEquals(-32601, Http.errorCode(response));
  }

  @Test
  void aRequestWithoutMetaIs400WithMinus32602() throws Exception {
    JsonObject request = new JsonRpcRequest(RequestId.of(3), "tools/call",
        JsonObject.builder().put("name", "echo").put("arguments", text("x")).build()).toJson();
    HttpResponse<String> response = Http.send(Http.post(endpoint, request, Set.of(),
        McpHeaders.PROTOCOL_VERSION, "2026-07-28"));
    assertEquals(400, response.statusCode());
    assertEquals(-32602, Http.errorCode(response));
  }

  @Test
  void aMissingClientCapabilityIs400WithMinus32021() throws Exception {
    JsonObject meta = TestServer.meta().put(McpMeta.CLIENT_CAPABILITIES, JsonObject.empty()).build();
    HttpResponse<String> response = Http.send(Http.post(endpoint, call(4, "ask", JsonObject.empty(), meta)));
    assertEquals(400, response.statusCode());
    assertEquals(-32021, Http.errorCode(response));
  }

  @Test
  void anUnsupportedVersionIs400WithMinus32022() throws Exception {
    JsonObject meta = TestServer.meta().put(McpMeta.PROTOCOL_VERSION, "1900-01-01").build();
    HttpResponse<String> response = Http.send(Http.post(endpoint, call(5, "echo", text("x"), meta)));
    assertEquals(400, response.statusCode());
    assertEquals(-32022, Http.errorCode(response));
  }

  @Test
  void aForeignOriginIs403WithAnErrorThatHasNoId() throws Exception {
    HttpResponse<String> response = Http.send(Http.post(endpoint, call(6, "echo", text("x")), Set.of(),
        "Origin", "http://evil.example"));
    assertEquals(403, response.statusCode());
    assertFalse(Http.json(response).has("id"));
    assertEquals(-32600, Http.errorCode(response));
  }

  @Test
  void localhostOriginsAreAllowedOnALoopbackServer() throws Exception {
    for (String origin : new String[] {"http://localhost:3000", "http://127.0.0.1", "https://[::1]:8443"}) {
      HttpResponse<String> response = Http.send(Http.post(endpoint, call(7, "echo", text("x")), Set.of(),
          "Origin", origin));
      assertEquals(200, response.statusCode(), origin);
    }
  }

  @Test
  void getAndDeleteAre405() throws Exception {
    for (String method : new String[] {"GET", "DELETE"}) {
      HttpResponse<String> response = Http.send(HttpRequest.newBuilder(endpoint)
          .method(method, HttpRequest.BodyPublishers.noBody())
          .header("Mcp-Session-Id", "ignored").header("Last-Event-ID", "ignored").build());
      assertEquals(405, response.statusCode(), method);
      assertEquals("POST", response.headers().firstValue("Allow").orElse(""));
      assertFalse(response.headers().firstValue("Mcp-Session-Id").isPresent());
    }
  }

  @Test
  void sessionAndLastEventHeadersAreIgnoredAndNoSessionIsMinted() throws Exception {
    HttpResponse<String> response = Http.send(Http.post(endpoint, call(8, "echo", text("x")), Set.of(),
        "Mcp-Session-Id", "abc", "Last-Event-ID", "42"));
    assertEquals(200, response.statusCode());
    assertFalse(response.headers().firstValue("Mcp-Session-Id").isPresent());
  }

  @Test
  void aNotificationIs202WithNoBody() throws Exception {
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
  void aBodyThatIsNotJsonContentIs415() throws Exception {
    HttpResponse<String> response = Http.send(Http.post(endpoint, call(9, "echo", text("x")), Set.of(),
        "Content-Type", "text/plain"));
    assertEquals(415, response.statusCode());
  }

  @Test
  void aJsonContentTypeWithACharsetIsAccepted() throws Exception {
    HttpResponse<String> response = Http.send(Http.post(endpoint, call(10, "echo", text("x")), Set.of(),
        "Content-Type", "Application/JSON; charset=utf-8"));
    assertEquals(200, response.statusCode());
  }

  @Test
  void anotherPathIs404() throws Exception {
    HttpResponse<String> response = Http.send(Http.post(endpoint.resolve("/mcp/other"), call(11, "echo", text("x"))));
    assertEquals(404, response.statusCode());
  }

  @Test
  void aBodyThatIsNotJsonIs400WithParseError() throws Exception {
    HttpResponse<String> response = Http.send(HttpRequest.newBuilder(Http.post(endpoint, call(12, "echo", text("x"))),
        (name, value) -> true).POST(HttpRequest.BodyPublishers.ofString("{\"jsonrpc\": \"2.0\", oops")).build());
    assertEquals(400, response.statusCode());
    assertEquals(-32700, Http.errorCode(response));
    assertFalse(Http.json(response).has("id"));
  }

  @Test
  void aBatchArrayIs400WithInvalidRequest() throws Exception {
    String batch = "[" + new String(Http.bytes(call(13, "echo", text("x"))), StandardCharsets.UTF_8) + "]";
    HttpResponse<String> response = Http.send(HttpRequest.newBuilder(Http.post(endpoint, call(13, "echo", text("x"))),
        (name, value) -> true).POST(HttpRequest.BodyPublishers.ofString(batch)).build());
    assertEquals(400, response.statusCode());
    assertEquals(-32600, Http.errorCode(response));
  }

  @Test
  void aTenMegabyteBodyIs413BeforeItIsSent() throws Exception {
    // Only the head goes out: the server answers from Content-Length, without reading (or holding) the body.
    Http.Raw response = Http.raw(server.port(), "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        + "Content-Type: application/json\r\nContent-Length: " + (10 * 1024 * 1024), null);
    assertEquals(413, response.status());
    assertTrue(response.body().contains("-32600"), response.body());
  }

  @Test
  void aRequestHeaderValueWithRawNonAsciiBytesIsAHeaderMismatch() throws Exception {
    byte[] body = Http.bytes(call(14, "echo", text("x")));
    Http.Raw response = Http.raw(server.port(), "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        + "Content-Type: application/json\r\nMCP-Protocol-Version: 2026-07-28\r\nMcp-Method: tools/call\r\n"
        + "Mcp-Name: \u00e9cho\r\nContent-Length: " + body.length, body);
    assertEquals(400, response.status());
    assertTrue(response.body().contains("-32020"), response.body());
  }

  private static JsonObject text(String text) {
    return JsonObject.of("text", JsonString.of(text));
  }
}
