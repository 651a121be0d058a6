package io.mcpgen.runtime.server;

import static io.mcpgen.runtime.testing.Fixtures.json;
import static io.mcpgen.runtime.testing.Fixtures.request;
import static io.mcpgen.runtime.testing.Wire.error;
import static io.mcpgen.runtime.testing.Wire.result;
import static io.mcpgen.runtime.testing.Wire.send;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.testing.Fixtures;
import org.junit.jupiter.api.Test;

/** Registration from plain data: lists, prompt arguments, resource templates. */
class ServerFeaturesTest {

  private static final JsonObject GREET = json("{\"name\":\"greet\",\"arguments\":[{\"name\":\"who\",\"required\":true},"
      + "{\"name\":\"tone\"}]}");

  private final McpServerEngine server = McpServerEngine.builder()
      .tool(json("{\"name\":\"get_weather\",\"description\":\"Weather\",\"inputSchema\":{\"type\":\"object\","
          + "\"properties\":{\"location\":{\"type\":\"string\"}}}}"), McpHandler.simple(call ->
          Fixtures.textResult("sunny in " + call.arguments().get("location").asString())))
      .prompt(GREET, McpHandler.simple(call -> json("{\"messages\":[{\"role\":\"user\",\"content\":{\"type\":\"text\","
          + "\"text\":\"Hello " + call.arguments().get("who").asString() + "\"}}]}")))
      .resourceTemplate(json("{\"uriTemplate\":\"file:///notes/{name}\",\"name\":\"notes\"}"), McpHandler.simple(call ->
          json("{\"contents\":[{\"uri\":\"" + call.uri() + "\",\"text\":\"note " + call.uriVariables().get("name") + "\"}],"
              + "\"ttlMs\":60000,\"cacheScope\":\"public\"}")))
      .build();

  @Test
  void listsReturnTheRegisteredDefinitionsAsGiven() {
    JsonObject tools = result(send(server, request(1, "tools/list", "{}", "{}")));
    assertEquals(JsonValue.parse("[{\"name\":\"get_weather\",\"description\":\"Weather\",\"inputSchema\":"
        + "{\"type\":\"object\",\"properties\":{\"location\":{\"type\":\"string\"}}}}]"), tools.get("tools"));
    assertEquals(GREET, result(send(server, request(2, "prompts/list", "{}", "{}"))).get("prompts").asArray().get(0));
    assertEquals(0, result(send(server, request(3, "resources/list", "{}", "{}"))).get("resources").asArray().size());
    assertEquals("notes", result(send(server, request(4, "resources/templates/list", "{}", "{}")))
        .get("resourceTemplates").asArray().get(0).asObject().get("name").asString());
  }

  @Test
  void aToolGetsItsArguments() {
    JsonObject result = result(send(server, request(1, "tools/call",
        "{\"name\":\"get_weather\",\"arguments\":{\"location\":\"New York\"}}", "{}")));
    assertEquals(Fixtures.textResult("sunny in New York").get("content"), result.get("content"));
    assertEquals(-32602, error(send(server, request(2, "tools/call", "{\"name\":\"get_weather\",\"arguments\":[]}", "{}")))
        .get("code").asNumber().intValue());
    assertEquals(-32602, error(send(server, request(3, "tools/call", "{}", "{}"))).get("code").asNumber().intValue());
  }

  @Test
  void promptArgumentsAreStringsAndRequiredOnesMustBeThere() {
    assertEquals("Hello Ada", result(send(server, request(1, "prompts/get",
        "{\"name\":\"greet\",\"arguments\":{\"who\":\"Ada\"}}", "{}"))).get("messages").asArray().get(0).asObject()
        .get("content").asObject().get("text").asString());
    assertEquals(json("{\"code\":-32602,\"message\":\"Missing required argument: who\"}"),
        error(send(server, request(2, "prompts/get", "{\"name\":\"greet\"}", "{}"))));
    assertEquals(-32602, error(send(server, request(3, "prompts/get", "{\"name\":\"greet\",\"arguments\":{\"who\":1}}",
        "{}"))).get("code").asNumber().intValue());
  }

  @Test
  void aResourceTemplateServesMatchingUrisAndKeepsTheHandlersCacheHints() {
    JsonObject read = result(send(server, request(1, "resources/read", "{\"uri\":\"file:///notes/todo\"}", "{}")));
    assertEquals("note todo", read.get("contents").asArray().get(0).asObject().get("text").asString());
    assertEquals(JsonString.of("public"), read.get("cacheScope"));
    assertEquals(-32602, error(send(server, request(2, "resources/read", "{\"uri\":\"file:///notes/a/b\"}", "{}")))
        .get("code").asNumber().intValue());
  }

  @Test
  void badDefinitionsAreRefusedAtRegistration() {
    McpServerEngine.Builder builder = McpServerEngine.builder();
    McpHandler handler = McpHandler.simple(call -> Fixtures.textResult(""));
    assertThrows(IllegalArgumentException.class, () -> builder.tool(json("{\"name\":\"x\"}"), handler));
    assertThrows(IllegalArgumentException.class, () -> builder.tool(json("{\"inputSchema\":{\"type\":\"object\"}}"), handler));
    builder.tool(Fixtures.tool("x"), handler);
    assertThrows(IllegalArgumentException.class, () -> builder.tool(Fixtures.tool("x"), handler));
    assertThrows(IllegalArgumentException.class, () -> builder.resourceTemplate(
        json("{\"uriTemplate\":\"file:///{?q}\",\"name\":\"n\"}"), handler));
  }

  @Test
  void aHandlerResultMissingItsRequiredListIsAnInternalError() {
    McpServerEngine sloppy = McpServerEngine.builder()
        .tool(Fixtures.tool("t"), McpHandler.simple(call -> json("{\"text\":\"forgot content\"}")))
        .build();
    assertEquals(-32603, error(send(sloppy, request(1, "tools/call", "{\"name\":\"t\"}", "{}"))).get("code").asNumber()
        .intValue());
  }
}
