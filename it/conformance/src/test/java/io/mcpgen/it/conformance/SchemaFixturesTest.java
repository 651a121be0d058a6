package io.mcpgen.it.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.mcpgen.jetty.JettyMcpServer;
import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.client.McpClientEngine;
import io.mcpgen.runtime.mrtr.ProtocolVersions;
import io.mcpgen.runtime.server.McpHandler;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.transport.http.client.StreamableHttpClientTransport;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * The JSON Schema 2020-12 scenarios over HTTP: the server lists the fixture's schema with every
 * keyword it was given, in both eras, and the client hands back what it listed, unchanged.
 */
class SchemaFixturesTest {

  /** The keywords the suite checks, written out here rather than read from the fixture. */
  private static final String EXPECTED_KEYWORDS = """
      {"$schema": "https://json-schema.org/draft/2020-12/schema",
       "$defs": {"address": {"$anchor": "addressDef"}},
       "address": {"$ref": "#/$defs/address"},
       "allOf": [{"anyOf": [{"required": ["phone"]}, {"required": ["email"]}]}],
       "if": {"properties": {"contactMethod": {"const": "phone"}}, "required": ["contactMethod"]},
       "then": {"required": ["phone"]}, "else": {"required": ["email"]},
       "additionalProperties": false}
      """;

  @Test
  void theServerListsTheSchemaWithItsKeywordsToA2026Client() throws Exception {
    assertListedIntact(ProtocolVersions.V2026_07_28);
  }

  @Test
  void theServerListsTheSchemaWithItsKeywordsToA2025SessionClient() throws Exception {
    assertListedIntact(ProtocolVersions.V2025_11_25);
  }

  @Test
  void theClientEchoesTheListedSchemaUnchanged() throws Exception {
    AtomicReference<JsonValue> echoed = new AtomicReference<>();
    McpServerEngine.Builder builder = McpServerEngine.builder();
    SchemaFixtures.register(builder);
    builder.tool(Json.parse("{\"name\":\"json_schema_echo\",\"inputSchema\":{\"type\":\"object\","
        + "\"properties\":{\"schema\":{\"type\":\"object\"}},\"required\":[\"schema\"]}}").asObject(),
        McpHandler.simple(call -> {
          echoed.set(call.arguments().get("schema"));
          return Json.parse("{\"content\":[{\"type\":\"text\",\"text\":\"echoed\"}]}").asObject();
        }));
    try (JettyMcpServer server = JettyMcpServer.builder(builder.build()).port(0).start();
        McpClientEngine client = McpClientEngine.builder(StreamableHttpClientTransport.connect(server.endpointUri()))
            .build()) {
      ScenarioCalls.echoSchema(client);
    }
    assertEquals(SchemaFixtures.INPUT_SCHEMA, echoed.get());
    assertKeywords(echoed.get().asObject());
  }

  @Test
  void theEchoFailsClearlyWhenTheServerListsNoSchemaTool() throws Exception {
    McpServerEngine other = McpServerEngine.builder()
        .tool(Json.parse("{\"name\":\"other\",\"inputSchema\":{\"type\":\"object\"}}").asObject(),
            McpHandler.simple(call -> Json.parse("{\"content\":[]}").asObject()))
        .build();
    try (JettyMcpServer server = JettyMcpServer.builder(other).port(0).start();
        McpClientEngine client = McpClientEngine.builder(StreamableHttpClientTransport.connect(server.endpointUri()))
            .build()) {
      IllegalStateException refused = assertThrows(IllegalStateException.class, () -> ScenarioCalls.echoSchema(client));
      assertEquals("the server lists no tool json_schema_2020_12_tool", refused.getMessage());
    }
  }

  private static void assertListedIntact(String version) throws Exception {
    try (JettyMcpServer server = JettyMcpServer.builder(ConformanceServer.engine()).port(0).start();
        McpClientEngine client = McpClientEngine.builder(StreamableHttpClientTransport.connect(server.endpointUri()))
            .supportedVersions(version)
            .build()) {
      JsonObject schema = client.listTools().join().get("tools").asArray().elements().stream()
          .map(JsonValue::asObject)
          .filter(tool -> SchemaFixtures.TOOL.equals(tool.get("name").asString()))
          .findFirst()
          .orElseThrow()
          .get("inputSchema").asObject();
      assertEquals(SchemaFixtures.INPUT_SCHEMA, schema);
      assertKeywords(schema);
    }
  }

  /** The suite's checks, on the schema as received. */
  private static void assertKeywords(JsonObject schema) {
    JsonObject expected = Json.parse(EXPECTED_KEYWORDS).asObject();
    assertEquals(expected.get("$schema"), schema.get("$schema"));
    assertEquals(expected.get("$defs").asObject().get("address").asObject().get("$anchor"),
        schema.get("$defs").asObject().get("address").asObject().get("$anchor"));
    assertEquals(expected.get("address"), schema.get("properties").asObject().get("address"));
    for (String keyword : new String[] {"allOf", "if", "then", "else", "additionalProperties"}) {
      assertEquals(expected.get(keyword), schema.get(keyword), keyword);
    }
  }
}
