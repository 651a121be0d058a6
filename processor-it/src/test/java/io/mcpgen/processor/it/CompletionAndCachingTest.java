package io.mcpgen.processor.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.client.CallOptions;
import io.mcpgen.runtime.client.McpClientEngine;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.transport.memory.InMemoryTransport;
import org.junit.jupiter.api.Test;

/**
 * {@code @Complete} methods served through the generated stub (typed value, the other resolved
 * arguments as typed parameters, the {@code completions} capability), and {@code @Cached} hints on
 * the lists and on one resource.
 */
class CompletionAndCachingTest {

  private final McpServerEngine engine = AtlasMcpServer.builder(new AtlasBook()).build();
  private final McpClientEngine client = McpClientEngine.builder(InMemoryTransport.connect(engine))
      .clientInfo("completion-test", "1.0").build();

  private JsonObject complete(String params) {
    return McpClientEngine.await(client.request("completion/complete", Json.parse(params).asObject(), CallOptions.defaults()))
        .get("completion").asObject();
  }

  @Test
  void theCompletionsCapabilityIsAdvertised() {
    assertTrue(McpClientEngine.await(client.discover()).get("capabilities").asObject().has("completions"));
  }

  @Test
  void aPromptArgumentCompletesWithTheOtherArgumentsPassedTyped() {
    assertEquals(Json.parse("{\"values\":[\"paris\",\"pau\"],\"total\":2,\"hasMore\":false}"), complete("{\"ref\":{\"type\":\"ref/prompt\",\"name\":\"trip\"},"
        + "\"argument\":{\"name\":\"city\",\"value\":\"pa\"},\"context\":{\"arguments\":{\"country\":\"france\"}}}"));
    assertEquals(Json.parse("[\"paris\",\"pau\",\"porto\"]"), complete("{\"ref\":{\"type\":\"ref/prompt\","
        + "\"name\":\"trip\"},\"argument\":{\"name\":\"city\",\"value\":\"p\"}}").get("values"));
    assertEquals(Json.parse("[\"portugal\"]"), complete("{\"ref\":{\"type\":\"ref/prompt\",\"name\":\"trip\"},"
        + "\"argument\":{\"name\":\"country\",\"value\":\"po\"}}").get("values"));
  }

  @Test
  void aTemplateVariableCompletesWithACompletionAsReturned() {
    assertEquals(Json.parse("{\"values\":[\"lisbon\"],\"hasMore\":false}"), complete("{\"ref\":{\"type\":"
        + "\"ref/resource\",\"uri\":\"atlas://{country}/{city}\"},\"argument\":{\"name\":\"city\",\"value\":\"l\"},"
        + "\"context\":{\"arguments\":{\"country\":\"portugal\"}}}"));
  }

  @Test
  void theInterfacesHintsCoverItsListsAndTheResourcesHintsItsReads() {
    JsonObject prompts = McpClientEngine.await(client.listPrompts());
    assertEquals("900000 \"public\"", prompts.get("ttlMs") + " " + prompts.get("cacheScope"));
    JsonObject templates = McpClientEngine.await(client.listResourceTemplates());
    assertEquals("900000 \"public\"", templates.get("ttlMs") + " " + templates.get("cacheScope"));
    JsonObject city = McpClientEngine.await(client.readResource("atlas://france/paris")).resultOrThrow();
    assertEquals("30000 \"public\"", city.get("ttlMs") + " " + city.get("cacheScope"));
    JsonObject map = McpClientEngine.await(client.readResource("atlas://map")).resultOrThrow();
    assertEquals("0 \"private\"", map.get("ttlMs") + " " + map.get("cacheScope"));
  }
}
