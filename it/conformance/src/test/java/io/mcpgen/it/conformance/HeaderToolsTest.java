package io.mcpgen.it.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.mcpgen.jetty.JettyMcpServer;
import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.client.CallOutcome;
import io.mcpgen.runtime.client.McpClientEngine;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.transport.http.client.StreamableHttpClientTransport;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * {@code @Header} end to end over HTTP: the generated server lists {@code x-mcp-header} and the
 * transport checks {@code Mcp-Param-*} against the body; the generated typed client mirrors the
 * annotated arguments without listing the tools first.
 */
class HeaderToolsTest {

  private static final String ROUTED = "{\"region\":\"eu-west\",\"priority\":7,\"query\":\"SELECT 1\"}";

  private JettyMcpServer server;

  @BeforeEach
  void start() throws Exception {
    McpServerEngine engine = HeaderToolsMcpServer.builder(new HeaderTools() {
      @Override
      public String customHeaders(CustomHeaders arguments) {
        return arguments.region() + "/" + arguments.priority() + "/" + arguments.non_ascii_val().orElse("-");
      }

      @Override
      public String customHeadersNull(NullableHeaders arguments) {
        return arguments.region() + "/" + arguments.verbose().map(String::valueOf).orElse("-");
      }
    }).build();
    server = JettyMcpServer.builder(engine).port(0).start();
  }

  @AfterEach
  void stop() {
    server.close();
  }

  @Test
  void theTypedClientMirrorsTheHeadersTheServerRequires() {
    try (HeaderToolsMcpClient client = HeaderToolsMcpClient.builder(
        StreamableHttpClientTransport.connect(server.endpointUri())).build()) {
      HeaderTools.CustomHeaders arguments = new HeaderTools.CustomHeaders("eu-west", 7, Optional.of(true),
          Optional.empty(), Optional.of(""), Optional.of("m"), Optional.of(2.5), Optional.of("Hello, \u4e16\u754c"),
          Optional.of(" padded "), Optional.empty(), Optional.empty(), Optional.of("a b"), Optional.of("l1\nl2"),
          Optional.of("\r\n"), Optional.of("\tx"), "SELECT 1");
      assertEquals("eu-west/7/Hello, \u4e16\u754c", client.customHeaders(arguments));
      assertEquals("us/-", client.customHeadersNull(new HeaderTools.NullableHeaders("us", 1, Optional.empty(), "q")));
    }
  }

  @Test
  void theServerListsTheAnnotationsAndAClientThatHadNotListedThemRecoversFromTheMismatch() {
    try (McpClientEngine client = McpClientEngine.builder(StreamableHttpClientTransport.connect(server.endpointUri())).build()) {
      // No listing yet: the call goes out without Mcp-Param headers, the server answers -32020, the
      // client lists the tools (learning their x-mcp-header) and calls again with the headers.
      CallOutcome outcome = client.callTool("test_custom_headers", Json.parse(ROUTED).asObject()).join();
      assertEquals("eu-west/7/-", ((CallOutcome.Complete) outcome).result().get("content").asArray().elements()
          .get(0).asObject().get("text").asString());

      JsonObject region = client.listTools().join().get("tools").asArray().elements().get(0).asObject()
          .get("inputSchema").asObject().get("properties").asObject().get("region").asObject();
      assertEquals("Region", region.get("x-mcp-header").asString());
    }
  }

  @Test
  void aMissingHeaderIsAHeaderMismatch() throws Exception {
    HttpResponse<String> response = post("Mcp-Param-Priority", "7");
    assertEquals(400, response.statusCode());
    JsonObject error = Json.parse(response.body()).asObject().get("error").asObject();
    assertEquals(-32020, error.get("code").asNumber().intValue());
    assertEquals("Header mismatch: required header Mcp-Param-Region is missing", error.get("message").asString());
  }

  @Test
  void aHeaderThatDisagreesWithTheBodyIsAHeaderMismatch() throws Exception {
    HttpResponse<String> response = post("Mcp-Param-Region", "us-east", "Mcp-Param-Priority", "7");
    assertEquals(400, response.statusCode());
    JsonObject error = Json.parse(response.body()).asObject().get("error").asObject();
    assertEquals(-32020, error.get("code").asNumber().intValue());
    assertEquals("Header mismatch: Mcp-Param-Region header value 'us-east' does not match body value 'eu-west'",
        error.get("message").asString());
  }

  /** A {@code tools/call} of {@code test_custom_headers} with the standard headers and these. */
  private HttpResponse<String> post(String... paramHeaders) throws Exception {
    String body = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"test_custom_headers\","
        + "\"arguments\":" + ROUTED + ",\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
        + "\"io.modelcontextprotocol/clientCapabilities\":{}}}}";
    HttpRequest.Builder request = HttpRequest.newBuilder(server.endpointUri())
        .header("Content-Type", "application/json")
        .header("Accept", "application/json, text/event-stream")
        .header("MCP-Protocol-Version", "2026-07-28")
        .header("Mcp-Method", "tools/call")
        .header("Mcp-Name", "test_custom_headers")
        .POST(HttpRequest.BodyPublishers.ofString(body));
    for (int i = 0; i < paramHeaders.length; i += 2) {
      request.header(paramHeaders[i], paramHeaders[i + 1]);
    }
    return HttpClient.newHttpClient().send(request.build(), HttpResponse.BodyHandlers.ofString());
  }
}
