package io.mcpgen.runtime.server;

import static io.mcpgen.runtime.testing.Fixtures.json;
import static io.mcpgen.runtime.testing.Fixtures.request;
import static io.mcpgen.runtime.testing.SpecExamples.example;
import static io.mcpgen.runtime.testing.Wire.error;
import static io.mcpgen.runtime.testing.Wire.result;
import static io.mcpgen.runtime.testing.Wire.send;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.testing.Fixtures;
import org.junit.jupiter.api.Test;

/** {@code server/discover} and version selection (checklist §3.2). */
class DiscoverTest {

  private final McpServerEngine server = McpServerEngine.builder()
      .serverInfo("ExampleServer", "1.0.0")
      .instructions("This server provides weather and resource utilities. Prefer `get_weather` for forecast lookups.")
      .discoverCacheHints(CacheHints.of(3_600_000, CacheScope.PUBLIC))
      .logging(false)
      .tool(Fixtures.tool("get_weather"), McpHandler.simple(call -> Fixtures.textResult("sunny")))
      .resource(json("{\"uri\":\"file:///a\",\"name\":\"a\"}"), McpHandler.simple(call -> json("{\"contents\":[]}")))
      .build();

  @Test
  void theSpecificationsDiscoverRequestGetsTheSpecificationsDiscoverResult() {
    ServerReply reply = send(server, example("DiscoverRequest", "server-discover-request.json"));
    assertEquals(example("DiscoverResult", "server-capabilities-discovery.json"), result(reply));
    assertEquals(JsonValue.parse("\"discover-1\""), reply.body().orElseThrow().get("id"));
  }

  @Test
  void capabilitiesFollowWhatIsRegistered() {
    McpServerEngine everything = McpServerEngine.builder()
        .tool(Fixtures.tool("t"), McpHandler.simple(call -> Fixtures.textResult("")))
        .prompt(json("{\"name\":\"p\"}"), McpHandler.simple(call -> json("{\"messages\":[]}")))
        .resourceTemplate(json("{\"uriTemplate\":\"file:///{name}\",\"name\":\"files\"}"),
            McpHandler.simple(call -> json("{\"contents\":[]}")))
        .completion((params, principal) -> json("{\"completion\":{\"values\":[]}}"))
        .build();
    JsonObject result = result(send(everything, request(1, "server/discover", "{}", "{}")));
    assertEquals(json("{\"tools\":{},\"prompts\":{},\"resources\":{},\"completions\":{},\"logging\":{}}"),
        result.get("capabilities"));
    assertEquals(JsonArray.of(JsonValue.parse("\"2026-07-28\"")), result.get("supportedVersions"));
    assertTrue(result.has("ttlMs") && result.has("cacheScope"));
  }

  @Test
  void discoverWithAnUnsupportedVersionGetsMinus32022() {
    JsonObject request = request(1, "server/discover", "{}", "{}");
    JsonObject params = request.get("params").asObject();
    JsonObject meta = params.get("_meta").asObject().with("io.modelcontextprotocol/protocolVersion",
        JsonValue.parse("\"2025-11-25\""));
    ServerReply reply = send(server, request.with("params", params.with("_meta", meta)));
    assertEquals(json("{\"code\":-32022,\"message\":\"Unsupported protocol version\",\"data\":{\"supported\":"
        + "[\"2026-07-28\"],\"requested\":\"2025-11-25\"}}"), error(reply));
    assertEquals(400, reply.httpStatus());
  }

  @Test
  void aLegacyInitializeIsRefusedNamingTheSupportedVersions() {
    ServerReply reply = send(server, json("{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":"
        + "{\"protocolVersion\":\"2025-11-25\",\"capabilities\":{},\"clientInfo\":{\"name\":\"old\",\"version\":\"1\"}}}"));
    JsonObject error = error(reply);
    assertEquals(-32601, error.get("code").asNumber().intValue());
    assertEquals(JsonArray.of(JsonValue.parse("\"2026-07-28\"")), error.get("data").asObject().get("supported"));
    assertTrue(error.get("data").asObject().get("reason").asString().contains("2026-07-28"));
  }
}
