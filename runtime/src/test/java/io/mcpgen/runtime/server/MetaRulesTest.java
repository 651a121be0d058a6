package io.mcpgen.runtime.server;

import static io.mcpgen.runtime.testing.Fixtures.json;
import static io.mcpgen.runtime.testing.Fixtures.request;
import static io.mcpgen.runtime.testing.SpecExamples.example;
import static io.mcpgen.runtime.testing.Wire.error;
import static io.mcpgen.runtime.testing.Wire.result;
import static io.mcpgen.runtime.testing.Wire.send;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.mrtr.InputRequest;
import io.mcpgen.runtime.mrtr.McpMeta;
import io.mcpgen.runtime.testing.Fixtures;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** The per-request {@code _meta} rules of checklist §3.1, and what every result carries. */
class MetaRulesTest {

  private static final JsonObject SERVER_INFO = json("{\"name\":\"weather\",\"version\":\"2.0\"}");

  private final AtomicReference<RoundContext> seen = new AtomicReference<>();
  private final McpServerEngine server = McpServerEngine.builder()
      .serverInfo(SERVER_INFO)
      .requestState(Fixtures.codec())
      .tool(Fixtures.tool("get_weather"), McpHandler.simple(call -> {
        seen.set(call);
        return Fixtures.textResult("sunny");
      }))
      .tool(Fixtures.tool("ask"), round -> RoundResult.inputRequired(
          Map.of("q", InputRequest.form("Which city?", Fixtures.schema("city", "string")))))
      .prompt(json("{\"name\":\"greet\"}"), McpHandler.simple(call -> json("{\"messages\":[]}")))
      .resource(json("{\"uri\":\"file:///a\",\"name\":\"a\"}"), McpHandler.simple(call -> json("{\"contents\":[]}")))
      .completion((params, principal) -> json("{\"completion\":{\"values\":[]}}"))
      .build();

  private static JsonObject withMeta(JsonObject request, JsonObject meta) {
    JsonObject params = request.get("params").asObject();
    return request.with("params", meta == null ? params.without("_meta") : params.with("_meta", meta));
  }

  private static JsonObject meta(JsonObject request) {
    return request.get("params").asObject().get("_meta").asObject();
  }

  @Test
  void theSpecificationsExampleRequestIsServed() {
    JsonObject example = example("CallToolRequest", "call-tool-request.json");
    JsonObject result = result(send(server, example));
    assertEquals(JsonString.of("complete"), result.get("resultType"));
    assertEquals(JsonValue.parse("\"call-tool-example\""), send(server, example).body().orElseThrow().get("id"));
  }

  @Test
  void aRequestWithoutClientCapabilitiesIsInvalidParamsWithHttp400() {
    JsonObject request = request(1, "tools/list", "{}", "{}");
    ServerReply reply = send(server, withMeta(request, meta(request).without(McpMeta.CLIENT_CAPABILITIES)));
    assertEquals(-32602, error(reply).get("code").asNumber().intValue());
    assertEquals(400, reply.httpStatus());
  }

  @Test
  void aRequestWithoutProtocolVersionIsInvalidParamsWithHttp400() {
    JsonObject request = request(1, "tools/call", "{\"name\":\"get_weather\"}", "{}");
    ServerReply reply = send(server, withMeta(request, meta(request).without(McpMeta.PROTOCOL_VERSION)));
    assertEquals(-32602, error(reply).get("code").asNumber().intValue());
    assertEquals(400, reply.httpStatus());
  }

  @Test
  void aRequestWithoutMetaOrParamsIsInvalidParamsWithHttp400() {
    JsonObject request = request(1, "server/discover", "{}", "{}");
    ServerReply noMeta = send(server, withMeta(request, null));
    assertEquals(-32602, error(noMeta).get("code").asNumber().intValue());
    assertEquals(400, noMeta.httpStatus());
    ServerReply noParams = send(server, request.without("params"));
    assertEquals(-32602, error(noParams).get("code").asNumber().intValue());
    assertEquals(400, noParams.httpStatus());
  }

  @Test
  void malformedRequiredFieldsCountAsMissing() {
    JsonObject request = request(1, "tools/list", "{}", "{}");
    ServerReply numberVersion = send(server, withMeta(request,
        meta(request).with(McpMeta.PROTOCOL_VERSION, JsonValue.parse("20260728"))));
    assertEquals(400, numberVersion.httpStatus());
    ServerReply arrayCapabilities = send(server, withMeta(request,
        meta(request).with(McpMeta.CLIENT_CAPABILITIES, JsonValue.parse("[]"))));
    assertEquals(-32602, error(arrayCapabilities).get("code").asNumber().intValue());
    assertEquals(400, arrayCapabilities.httpStatus());
  }

  @Test
  void anInvalidLogLevelIsInvalidParams() {
    JsonObject request = request(1, "tools/call", "{\"name\":\"get_weather\"}", "{}");
    ServerReply reply = send(server, withMeta(request, meta(request).with(McpMeta.LOG_LEVEL, JsonString.of("verbose"))));
    assertEquals(-32602, error(reply).get("code").asNumber().intValue());
    assertEquals(200, reply.httpStatus());
    ServerReply valid = send(server, withMeta(request, meta(request).with(McpMeta.LOG_LEVEL, JsonString.of("warning"))));
    assertEquals(JsonString.of("complete"), result(valid).get("resultType"));
  }

  @Test
  void aProgressTokenMustBeAStringOrAnInteger() {
    JsonObject request = request(1, "tools/call", "{\"name\":\"get_weather\"}", "{}");
    assertEquals(-32602, error(send(server, withMeta(request,
        meta(request).with(McpMeta.PROGRESS_TOKEN, json("{}"))))).get("code").asNumber().intValue());
    assertEquals(JsonString.of("complete"), result(send(server, withMeta(request,
        meta(request).with(McpMeta.PROGRESS_TOKEN, JsonValue.parse("17"))))).get("resultType"));
  }

  @Test
  void clientInfoIsOptionalAndReachesHandlersForDisplayOnly() {
    JsonObject request = request(1, "tools/call", "{\"name\":\"get_weather\"}", "{}");
    result(send(server, request));
    assertEquals(json("{\"name\":\"test-client\",\"version\":\"1.0\"}"), seen.get().clientInfo());
    result(send(server, withMeta(request, meta(request).without(McpMeta.CLIENT_INFO))));
    assertEquals(null, seen.get().clientInfo());
  }

  @Test
  void everyResultCarriesServerInfoAndACompleteResultType() {
    List<JsonObject> requests = List.of(
        request(1, "server/discover", "{}", "{}"),
        request(2, "tools/list", "{}", "{}"),
        request(3, "prompts/list", "{}", "{}"),
        request(4, "resources/list", "{}", "{}"),
        request(5, "resources/templates/list", "{}", "{}"),
        request(6, "tools/call", "{\"name\":\"get_weather\"}", "{}"),
        request(7, "prompts/get", "{\"name\":\"greet\"}", "{}"),
        request(8, "resources/read", "{\"uri\":\"file:///a\"}", "{}"),
        request(9, "completion/complete", "{\"ref\":{\"type\":\"ref/prompt\",\"name\":\"greet\"},"
            + "\"argument\":{\"name\":\"x\",\"value\":\"\"}}", "{}"));
    for (JsonObject request : requests) {
      JsonObject result = result(send(server, request));
      assertEquals(JsonString.of("complete"), result.get("resultType"), request.toString());
      assertEquals(SERVER_INFO, result.get("_meta").asObject().get(McpMeta.SERVER_INFO), request.toString());
    }
    JsonObject interim = result(send(server, request(10, "tools/call", "{\"name\":\"ask\"}", "{\"elicitation\":{}}")));
    assertEquals(JsonString.of("input_required"), interim.get("resultType"));
    assertEquals(SERVER_INFO, interim.get("_meta").asObject().get(McpMeta.SERVER_INFO));
  }

  @Test
  void cacheableResultsCarryTheirHintsAndTheReadResultGetsDefaults() {
    JsonObject list = result(send(server, request(2, "tools/list", "{}", "{}")));
    assertTrue(list.get("ttlMs").asNumber().longValue() >= 0);
    assertEquals(JsonString.of("public"), list.get("cacheScope"));
    JsonObject read = result(send(server, request(8, "resources/read", "{\"uri\":\"file:///a\"}", "{}")));
    assertEquals(JsonValue.parse("0"), read.get("ttlMs"));
    assertEquals(JsonString.of("private"), read.get("cacheScope"));
  }
}
