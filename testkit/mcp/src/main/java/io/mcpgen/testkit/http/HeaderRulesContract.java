package io.mcpgen.testkit.http;

import static io.mcpgen.testkit.TestServer.call;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.jsonrpc.JsonRpcRequest;
import io.mcpgen.runtime.jsonrpc.RequestId;
import io.mcpgen.runtime.mrtr.McpMeta;
import io.mcpgen.runtime.transport.http.McpHeaders;
import io.mcpgen.runtime.transport.http.server.StreamableHttpSettings;
import io.mcpgen.testkit.TestServer;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The mirrored headers ({@code MCP-Protocol-Version}, {@code Mcp-Method}, {@code Mcp-Name}): a
 * missing, malformed or disagreeing one gets 400 with {@code -32020}; names match whatever their
 * case, values only exactly; base64-sentinel values are decoded before comparing.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class HeaderRulesContract {

  /** The server under test. */
  protected abstract HttpServerUnderTest.Factory servers();


  private HttpServerUnderTest server;
  private URI endpoint;
  private static final JsonObject ECHO = call(1, "echo", JsonObject.of("text", JsonString.of("x")));

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
    assertEquals(200, Http.send(Http.post(endpoint, ECHO)).statusCode());
  }

  @Test
  public void eachMissingHeaderIsAMismatch() throws Exception {
    for (String header : new String[] {"mcp-protocol-version", "mcp-method", "mcp-name"}) {
      HttpResponse<String> response = Http.send(Http.post(endpoint, ECHO, Set.of(header)));
      assertMismatch(response, "required header");
    }
  }

  @Test
  public void aProtocolVersionHeaderThatDisagreesWithMetaIsAMismatch() throws Exception {
    assertMismatch(Http.send(Http.post(endpoint, ECHO, Set.of(), McpHeaders.PROTOCOL_VERSION, "2025-11-25")),
        "MCP-Protocol-Version header value '2025-11-25' does not match body value '2026-07-28'");
  }

  @Test
  public void aMethodHeaderThatDisagreesIsAMismatchAndValuesAreCaseSensitive() throws Exception {
    assertMismatch(Http.send(Http.post(endpoint, ECHO, Set.of(), McpHeaders.METHOD, "tools/list")),
        "Mcp-Method header value 'tools/list' does not match body value 'tools/call'");
    assertMismatch(Http.send(Http.post(endpoint, ECHO, Set.of(), McpHeaders.METHOD, "TOOLS/CALL")), "TOOLS/CALL");
  }

  @Test
  public void aNameHeaderThatDisagreesIsAMismatchWithTheSpecificationsWording() throws Exception {
    HttpResponse<String> response = Http.send(Http.post(endpoint, ECHO, Set.of(), McpHeaders.NAME, "foo"));
    assertEquals(400, response.statusCode());
    JsonObject body = Http.json(response);
    assertEquals(JsonObject.builder().put("code", -32020)
        .put("message", "Header mismatch: Mcp-Name header value 'foo' does not match body value 'echo'").build(),
        body.get("error"));
    assertEquals(1, body.get("id").asNumber().intValue());
  }

  @Test
  public void headerNamesMatchWhateverTheirCase() throws Exception {
    HttpResponse<String> response = Http.send(Http.post(endpoint, ECHO,
        Set.of("mcp-protocol-version", "mcp-method", "mcp-name"),
        "mcp-protocol-version", "2026-07-28", "MCP-METHOD", "tools/call", "mCp-NaMe", "echo"));
    assertEquals(200, response.statusCode());
  }

  @Test
  public void aBase64SentinelNameIsDecodedBeforeComparing() throws Exception {
    // "echo" encoded although it need not be: a server must decode whatever it gets.
    assertEquals(200, Http.send(Http.post(endpoint, ECHO, Set.of(), McpHeaders.NAME, "=?base64?ZWNobw==?=")).statusCode());
    assertMismatch(Http.send(Http.post(endpoint, ECHO, Set.of(), McpHeaders.NAME, "=?base64?ZWNobzI=?=")),
        "Mcp-Name header value 'echo2' does not match body value 'echo'");
    assertMismatch(Http.send(Http.post(endpoint, ECHO, Set.of(), McpHeaders.NAME, "=?base64?not base64!?=")),
        "malformed");
    assertMismatch(Http.send(Http.post(endpoint, ECHO, Set.of(), McpHeaders.NAME, "=?BASE64?ZWNobw==?=")),
        "does not match"); // the sentinel is lowercase: this is a plain value
  }

  @Test
  public void aResourceUriNeedingTheSentinelMatchesWhenEncoded() throws Exception {
    String uri = "file:///tmp/caf\u00e9 menu.txt";
    JsonObject read = new JsonRpcRequest(RequestId.of(2), "resources/read", JsonObject.builder()
        .put("uri", uri).put("_meta", TestServer.meta().build()).build()).toJson();
    HttpResponse<String> response = Http.send(Http.post(endpoint, read));
    // The header matched (the client encoded it); the engine then answers: no resources here.
    assertEquals(404, response.statusCode());
    assertEquals(-32601, Http.errorCode(response));
    assertMismatch(Http.send(Http.post(endpoint, read, Set.of(), McpHeaders.NAME, "file:///tmp/other.txt")),
        "does not match body value 'file:///tmp/caf\u00e9 menu.txt'");
  }

  @Test
  public void aPromptNameIsComparedToo() throws Exception {
    JsonObject prompt = new JsonRpcRequest(RequestId.of(3), "prompts/get", JsonObject.builder()
        .put("name", "greeting").put("_meta", TestServer.meta().build()).build()).toJson();
    assertMismatch(Http.send(Http.post(endpoint, prompt, Set.of(), McpHeaders.NAME, "farewell")),
        "'farewell' does not match body value 'greeting'");
  }

  @Test
  public void aRepeatedHeaderIsMalformed() throws Exception {
    HttpRequest request = HttpRequest.newBuilder(Http.post(endpoint, ECHO),
        (name, value) -> true).header(McpHeaders.METHOD, "tools/call").build();
    assertMismatch(Http.send(request), "appears 2 times");
  }

  @Test
  public void withoutAVersionInMetaTheEnginesMinus32602WinsButTheHeaderIsStillRequired() throws Exception {
    JsonObject noVersion = call(4, "echo", JsonObject.of("text", JsonString.of("x")),
        TestServer.meta().build().without(McpMeta.PROTOCOL_VERSION));
    HttpResponse<String> response = Http.send(Http.post(endpoint, noVersion, Set.of(),
        McpHeaders.PROTOCOL_VERSION, "2026-07-28"));
    assertEquals(400, response.statusCode());
    assertEquals(-32602, Http.errorCode(response));
    assertMismatch(Http.send(Http.post(endpoint, noVersion, Set.of("mcp-protocol-version"))), "required header");
  }

  @Test
  public void theParamHeadersOfAnAnnotatedToolMustAgreeWithItsArguments() throws Exception {
    JsonObject route = call(5, "route", Json.parse(
        "{\"region\":\"eu\",\"shard\":3,\"options\":{\"dry\":false}}").asObject());
    assertEquals(200, Http.send(Http.post(endpoint, route, Set.of(),
        "Mcp-Param-Region", "eu", "Mcp-Param-Shard", "3", "Mcp-Param-Dry-Run", "false")).statusCode());
    assertMismatch(Http.send(Http.post(endpoint, route, Set.of(), "Mcp-Param-Region", "eu", "Mcp-Param-Shard", "3")),
        "required header Mcp-Param-Dry-Run is missing");
    assertMismatch(Http.send(Http.post(endpoint, route, Set.of(),
        "Mcp-Param-Region", "us", "Mcp-Param-Shard", "3", "Mcp-Param-Dry-Run", "false")),
        "Mcp-Param-Region header value 'us' does not match body value 'eu'");
    JsonObject fewer = call(6, "route", JsonObject.of("query", JsonString.of("x")));
    assertEquals(200, Http.send(Http.post(endpoint, fewer)).statusCode()); // nothing present, nothing required
  }

  private static void assertMismatch(HttpResponse<String> response, String messagePart) {
    assertEquals(400, response.statusCode(), response.body());
    JsonObject error = Http.json(response).get("error").asObject();
    assertEquals(-32020, error.get("code").asNumber().intValue());
    String message = error.get("message").asString();
    assertEquals(true, message.startsWith("Header mismatch: ") && message.contains(messagePart), message);
    assertFalse(error.has("data"));
  }
}
