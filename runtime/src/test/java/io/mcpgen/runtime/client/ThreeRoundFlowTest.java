package io.mcpgen.runtime.client;

import io.mcpgen.runtime.transport.memory.InMemoryTransport;
import static io.mcpgen.runtime.testing.Fixtures.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.testing.Fixtures;
import io.mcpgen.runtime.testing.WireTap;
import io.mcpgen.runtime.server.McpHandler;
import io.mcpgen.runtime.server.McpServerEngine;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/** The SEP's Azure DevOps example end to end: two elicitation rounds, then the result. */
class ThreeRoundFlowTest {

  static McpServerEngine adoServer() {
    return McpServerEngine.builder()
        .serverInfo("ado", "1.0")
        .requestState(Fixtures.codec())
        .tool(Fixtures.tool("update_work_item"), McpHandler.sequential((call, exchange) -> {
          ElicitationAnswer resolution = exchange.elicitForm("resolution", "How was this bug resolved?",
              json("{\"type\":\"object\",\"properties\":{\"resolution\":{\"type\":\"string\","
                  + "\"enum\":[\"Fixed\",\"Won't Fix\",\"Duplicate\",\"By Design\"]}},\"required\":[\"resolution\"]}"));
          String text = "Bug resolved as " + resolution.string("resolution");
          if ("Duplicate".equals(resolution.string("resolution"))) {
            ElicitationAnswer original = exchange.elicitForm("duplicate_of", "Which work item is the original?",
                Fixtures.schema("duplicateOfId", "number"));
            text += " of Bug #" + original.number("duplicateOfId");
          }
          return Fixtures.textResult(text);
        }))
        .build();
  }

  @Test
  void threeRoundsEndInTheResultWithEachRetryCarryingOnlyItsOwnRoundsAnswer() {
    WireTap wire = new WireTap(adoServer());
    McpClientEngine client = McpClientEngine.builder(InMemoryTransport.connect(wire))
        .formElicitation((form, context) -> CompletableFuture.completedFuture(
            "resolution".equals(context.key())
                ? ElicitationAnswer.accept(json("{\"resolution\":\"Duplicate\"}"))
                : ElicitationAnswer.accept(json("{\"duplicateOfId\":4301}"))))
        .build();

    CallOutcome outcome = client.callTool("update_work_item",
        json("{\"workItemId\":4522,\"fields\":{\"System.State\":\"Resolved\"}}")).join();

    JsonObject result = outcome.resultOrThrow();
    assertEquals("Bug resolved as Duplicate of Bug #4301", result.get("content").asArray().get(0).asObject()
        .get("text").asString());
    assertEquals(3, wire.requests().size());
    assertFalse(wire.params(0).has("inputResponses"));
    assertEquals(json("{\"resolution\":{\"action\":\"accept\",\"content\":{\"resolution\":\"Duplicate\"}}}"),
        wire.params(1).get("inputResponses"));
    assertEquals(json("{\"duplicate_of\":{\"action\":\"accept\",\"content\":{\"duplicateOfId\":4301}}}"),
        wire.params(2).get("inputResponses"));
    assertTrue(wire.params(2).has("requestState"));
  }
}
