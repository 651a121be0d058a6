package io.mcpgen.runtime.server;

import static io.mcpgen.runtime.testing.Fixtures.json;
import static io.mcpgen.runtime.testing.Fixtures.request;
import static io.mcpgen.runtime.testing.SpecExamples.example;
import static io.mcpgen.runtime.testing.Wire.error;
import static io.mcpgen.runtime.testing.Wire.send;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.jsonrpc.JsonRpcError;
import io.mcpgen.runtime.jsonrpc.RequestId;
import io.mcpgen.runtime.mrtr.InputRequest;
import io.mcpgen.runtime.testing.Fixtures;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The exact error bodies and HTTP status hints of checklist §1.7, against the specification's examples. */
class ErrorBodiesTest {

  private final McpServerEngine server = McpServerEngine.builder()
      .requestState(Fixtures.codec())
      .supportedVersions("2026-07-28", "2025-11-25")
      .tool(Fixtures.tool("get_weather"), McpHandler.simple(call -> Fixtures.textResult("sunny")))
      .tool(Fixtures.tool("broken"), McpHandler.simple(call -> {
        throw new IllegalStateException("database down: secret connection string");
      }))
      .tool(Fixtures.tool("set_api_key"), round -> RoundResult.inputRequired(
          Map.of("api_key", InputRequest.url("Please provide your API key.", "https://mcp.example.com/ui/set_api_key"))))
      .build();

  @Test
  void textThatIsNotJsonIsAParseErrorWithTheExampleBodyAndNoId() {
    ServerReply reply = server.handle("{\"jsonrpc\":\"2.0\",".getBytes(StandardCharsets.UTF_8), RequestContext.anonymous())
        .toCompletableFuture().join();
    assertEquals(example("ParseError", "invalid-json.json"), error(reply));
    assertFalse(reply.body().orElseThrow().has("id"));
    assertEquals(200, reply.httpStatus());
  }

  @Test
  void aBatchArrayIsAnInvalidRequest() {
    ServerReply reply = send(server, JsonValue.parse("[" + request(1, "tools/list", "{}", "{}") + "]"));
    assertEquals(-32600, error(reply).get("code").asNumber().intValue());
    assertFalse(reply.body().orElseThrow().has("id"));
  }

  @Test
  void requestsThatAreNotJsonRpcAreInvalidRequestsEchoingTheIdWhenReadable() {
    ServerReply wrongVersion = send(server, json("{\"jsonrpc\":\"1.0\",\"id\":5,\"method\":\"tools/list\"}"));
    assertEquals(-32600, error(wrongVersion).get("code").asNumber().intValue());
    assertEquals(JsonValue.parse("5"), wrongVersion.body().orElseThrow().get("id"));
    ServerReply nullId = send(server, json("{\"jsonrpc\":\"2.0\",\"id\":null,\"method\":\"tools/list\"}"));
    assertEquals(-32600, error(nullId).get("code").asNumber().intValue());
    ServerReply positionalParams = send(server, json("{\"jsonrpc\":\"2.0\",\"id\":6,\"method\":\"tools/list\",\"params\":[1]}"));
    assertEquals(-32600, error(positionalParams).get("code").asNumber().intValue());
    ServerReply response = send(server, json("{\"jsonrpc\":\"2.0\",\"id\":7,\"result\":{}}"));
    assertEquals(-32600, error(response).get("code").asNumber().intValue());
    ServerReply scalar = send(server, JsonValue.parse("42"));
    assertEquals(-32600, error(scalar).get("code").asNumber().intValue());
  }

  @Test
  void anUnknownMethodIsMethodNotFoundWithHttp404() {
    ServerReply reply = send(server, request(3, "tools/frobnicate", "{}", "{}"));
    assertEquals(-32601, error(reply).get("code").asNumber().intValue());
    assertEquals(404, reply.httpStatus());
  }

  @Test
  void aFeatureTheServerDoesNotOfferIsTheExampleMethodNotFoundError() {
    ServerReply reply = send(server, request(3, "prompts/list", "{}", "{}"));
    assertEquals(example("MethodNotFoundError", "prompts-not-supported.json"), error(reply));
    assertEquals(404, reply.httpStatus());
  }

  @Test
  void unknownToolsAndPromptsAndCursorsAreTheExampleInvalidParamsErrors() {
    assertEquals(example("InvalidParamsError", "unknown-tool.json"),
        error(send(server, request(4, "tools/call", "{\"name\":\"invalid_tool_name\"}", "{}"))));
    McpServerEngine prompts = McpServerEngine.builder()
        .prompt(json("{\"name\":\"greet\"}"), McpHandler.simple(call -> json("{\"messages\":[]}"))).build();
    assertEquals(example("InvalidParamsError", "unknown-prompt.json"),
        error(send(prompts, request(4, "prompts/get", "{\"name\":\"invalid_prompt_name\"}", "{}"))));
    assertEquals(example("InvalidParamsError", "invalid-cursor.json"),
        error(send(server, request(4, "tools/list", "{\"cursor\":\"abc\"}", "{}"))));
  }

  @Test
  void aHandlerFailureIsTheExampleInternalErrorAndLeaksNothing() {
    ServerReply reply = send(server, request(5, "tools/call", "{\"name\":\"broken\"}", "{}"));
    assertEquals(example("InternalError", "unexpected-error.json"), error(reply));
    assertEquals(200, reply.httpStatus());
  }

  @Test
  void anUnsupportedVersionIsTheExampleErrorWithHttp400() {
    JsonObject message = request(1, "tools/list", "{}", "{}");
    JsonObject meta = message.get("params").asObject().get("_meta").asObject()
        .with("io.modelcontextprotocol/protocolVersion", JsonValue.parse("\"1900-01-01\""));
    ServerReply reply = send(server, message.with("params", JsonObject.of("_meta", meta)));
    assertEquals(example("UnsupportedProtocolVersionError", "unsupported-version.json"), reply.body().orElseThrow());
    assertEquals(400, reply.httpStatus());
  }

  @Test
  void aMissingCapabilityIsMinus32021WithACapabilitiesObjectAndHttp400() {
    ServerReply reply = send(server, request(7, "tools/call", "{\"name\":\"set_api_key\"}", "{\"elicitation\":{}}"));
    assertEquals(json("{\"jsonrpc\":\"2.0\",\"id\":7,\"error\":{\"code\":-32021,\"message\":\"Missing required client "
        + "capability: elicitation.url\",\"data\":{\"requiredCapabilities\":{\"elicitation\":{\"url\":{}}}}}}"), reply.body().orElseThrow());
    assertEquals(400, reply.httpStatus());
  }

  @Test
  void transportsBuildTheExampleHeaderMismatchErrorWithHttp400() {
    ServerReply reply = ServerReply.error(RequestId.of(1), JsonRpcError.of(-32020,
        "Header mismatch: Mcp-Name header value 'foo' does not match body value 'bar'"));
    assertEquals(example("HeaderMismatchError", "header-mismatch.json"), reply.body().orElseThrow());
    assertEquals(400, reply.httpStatus());
  }

  @Test
  void reservedAndRetiredCodesFromAHandlerBecomeInternalErrors() {
    McpServerEngine misbehaving = McpServerEngine.builder()
        .tool(Fixtures.tool("reserved"), McpHandler.simple(call -> {
          throw new McpErrorException(-32050, "made up");
        }))
        .tool(Fixtures.tool("retired"), McpHandler.simple(call -> {
          throw new McpErrorException(-32002, "Resource not found");
        }))
        .tool(Fixtures.tool("application"), McpHandler.simple(call -> {
          throw new McpErrorException(-31000, "Quota exceeded");
        }))
        .build();
    assertEquals(-32603, error(send(misbehaving, request(1, "tools/call", "{\"name\":\"reserved\"}", "{}")))
        .get("code").asNumber().intValue());
    assertEquals(-32603, error(send(misbehaving, request(1, "tools/call", "{\"name\":\"retired\"}", "{}")))
        .get("code").asNumber().intValue());
    assertEquals(json("{\"code\":-31000,\"message\":\"Quota exceeded\"}"),
        error(send(misbehaving, request(1, "tools/call", "{\"name\":\"application\"}", "{}"))));
  }

  @Test
  void aMissingResourceIsInvalidParamsWithItsUri() {
    McpServerEngine resources = McpServerEngine.builder()
        .resource(json("{\"uri\":\"file:///a.txt\",\"name\":\"a\"}"), McpHandler.simple(call -> json("{\"contents\":[]}")))
        .build();
    ServerReply reply = send(resources, request(2, "resources/read", "{\"uri\":\"file:///nonexistent.txt\"}", "{}"));
    assertEquals(json("{\"code\":-32602,\"message\":\"Resource not found\",\"data\":{\"uri\":\"file:///nonexistent.txt\"}}"),
        error(reply));
    assertEquals(200, reply.httpStatus());
  }
}
