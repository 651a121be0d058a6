package io.mcpgen.processor.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.client.CallOptions;
import io.mcpgen.runtime.client.CallOutcome;
import io.mcpgen.runtime.client.McpClientEngine;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.mrtr.FormElicitation;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.state.RequestStateCodec;
import io.mcpgen.runtime.transport.memory.InMemoryTransport;
import io.mcpgen.runtime.typed.Elicited;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code @Default} means what the published schema says: a component with a default is not
 * required, and the server fills the default in before the method runs, for tool and prompt
 * arguments and for form fields the client left out.
 */
class DefaultsTest {

  private final McpServerEngine engine = RoomDeskMcpServer.builder(new RoomDeskDesk())
      .requestState(RequestStateCodec.builder().audience("room-desk").key("test", new byte[32]).build())
      .build();

  private RoomDeskMcpClient.Builder client() {
    return RoomDeskMcpClient.builder(InMemoryTransport.connect(engine)).clientInfo("defaults-test", "1.0");
  }

  private static JsonValue tool(McpClientEngine client, String name) {
    for (JsonValue tool : client.listTools().join().get("tools").asArray().elements()) {
      if (tool.asObject().get("name").asString().equals(name)) {
        return tool;
      }
    }
    throw new AssertionError("no tool " + name);
  }

  @Test
  void componentsWithADefaultAreNotRequiredInThePublishedSchema() {
    JsonObject schema = tool(client().build().mcp(), "book").asObject().get("inputSchema").asObject();
    assertEquals(Json.parse("[\"room\"]"), schema.get("required"));
    JsonObject properties = schema.get("properties").asObject();
    assertEquals(Json.parse("{\"type\":\"integer\",\"default\":30}"), properties.get("minutes"));
    assertEquals(Json.parse("{\"type\":\"integer\",\"default\":2}"), properties.get("people"));
    assertEquals(Json.parse("{\"type\":\"string\",\"enum\":[\"PLAIN\",\"BOARDROOM\",\"THEATRE\"],"
        + "\"default\":\"BOARDROOM\"}"), properties.get("layout"));
    assertEquals(Json.parse("[\"PLAIN\",\"THEATRE\"]"), properties.get("fallbacks").asObject().get("default"));
  }

  @Test
  void theServerFillsTheDefaultsInBeforeTheMethodRuns() {
    McpClientEngine raw = client().build().mcp();
    JsonObject result = McpClientEngine.await(raw.callTool("book", Json.parse("{\"room\":\"Ada\"}").asObject()))
        .resultOrThrow();
    assertEquals("Ada for 30 min, Optional[2], BOARDROOM or [PLAIN, THEATRE], 0.5 h from 9", text(result));
  }

  @Test
  void aNullIsReadAsLeftOutAndASentValueWins() {
    McpClientEngine raw = client().build().mcp();
    JsonObject nulls = McpClientEngine.await(raw.callTool("book", Json.parse("{\"room\":\"Ada\",\"minutes\":null,"
        + "\"people\":null,\"layout\":null,\"fallbacks\":null,\"hours\":null,\"start\":null}").asObject()))
        .resultOrThrow();
    assertEquals("Ada for 30 min, Optional[2], BOARDROOM or [PLAIN, THEATRE], 0.5 h from 9", text(nulls));
    JsonObject sent = McpClientEngine.await(raw.callTool("book", Json.parse("{\"room\":\"Ada\",\"minutes\":45,"
        + "\"people\":7,\"layout\":\"THEATRE\",\"fallbacks\":[],\"hours\":2,\"start\":14}").asObject()))
        .resultOrThrow();
    assertEquals("Ada for 45 min, Optional[7], THEATRE or [], 2.0 h from 14", text(sent));
  }

  @Test
  void aPromptArgumentWithADefaultIsNotRequiredAndIsFilledIn() {
    McpClientEngine raw = client().build().mcp();
    JsonValue invite = raw.listPrompts().join().get("prompts").asArray().get(0);
    assertEquals(Json.parse("[{\"name\":\"who\",\"required\":true},{\"name\":\"where\",\"required\":false}]"),
        invite.asObject().get("arguments"));
    JsonObject result = McpClientEngine.await(raw.getPrompt("invite", Json.parse("{\"who\":\"Grace\"}").asObject()))
        .resultOrThrow();
    assertEquals("Dear Grace, meet me in the big room.", result.get("messages").asArray().get(0).asObject()
        .get("content").asObject().get("text").asString());
  }

  @Test
  void aFormFieldTheClientLeftOutGetsItsDefault() {
    McpClientEngine raw = client().onDetails(question -> Elicited.declined()).build().mcp();
    CallOutcome asked = raw.callTool("book_with_details", Json.parse("{\"room\":\"Ada\"}").asObject(),
        CallOptions.builder().autoFulfill(false).build()).join();
    CallOutcome.InputRequired pending = (CallOutcome.InputRequired) asked;
    JsonObject requested = ((FormElicitation) pending.pending().inputRequests().get("details"))
        .requestedSchema();
    assertEquals(Json.parse("[\"organiser\"]"), requested.get("required"));
    // The client answers only the required field, as a form UI that shows defaults may.
    JsonObject result = McpClientEngine.await(raw.resume(pending.pending(),
        Map.of("details", ElicitationAnswer.accept(Json.parse("{\"organiser\":\"Grace\"}").asObject())),
        CallOptions.builder().build())).resultOrThrow();
    assertEquals("Grace with projector true and 4 chairs", text(result));
  }

  private static String text(JsonObject result) {
    return result.get("content").asArray().get(0).asObject().get("text").asString();
  }
}
