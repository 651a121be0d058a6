package io.mcpgen.processor.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonObject;
import io.mcpgen.processor.it.RoomDesk.First;
import io.mcpgen.processor.it.RoomDesk.Second;
import io.mcpgen.runtime.client.CallOptions;
import io.mcpgen.runtime.client.CallOutcome;
import io.mcpgen.runtime.client.InputHandlerException;
import io.mcpgen.runtime.mrtr.FormElicitation;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.state.RequestStateCodec;
import io.mcpgen.runtime.transport.memory.InMemoryTransport;
import io.mcpgen.runtime.typed.Elicited;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/**
 * Two form records with the same fields, asked in turn by a sequential method: each question names
 * its form, and the typed client answers it with that form's hook.
 */
class FormRoutingTest {

  private final McpServerEngine engine = RoomDeskMcpServer.builder(new RoomDeskDesk())
      .requestState(RequestStateCodec.builder().audience("room-desk").key("test", new byte[32]).build())
      .build();

  private RoomDeskMcpClient.Builder client() {
    return RoomDeskMcpClient.builder(InMemoryTransport.connect(engine)).clientInfo("routing-test", "1.0");
  }

  @Test
  void eachFormOfTheSameFieldsReachesItsOwnHook() {
    List<String> asked = new CopyOnWriteArrayList<>();
    RoomDeskMcpClient client = client()
        .onFirst(question -> {
          asked.add("onFirst " + question.key());
          return Elicited.accepted(new First("one"));
        })
        .onSecond(question -> {
          asked.add("onSecond " + question.key());
          return Elicited.accepted(new Second("two"));
        })
        .build();
    assertEquals("one then two", client.twoNotes());
    assertEquals(List.of("onFirst first", "onSecond second"), asked);
  }

  @Test
  void theQuestionCarriesTheFormNameInItsMeta() {
    CallOutcome pending = client().onFirst(question -> Elicited.declined()).build().mcp()
        .callTool("two_notes", JsonObject.empty(), CallOptions.builder().autoFulfill(false).build()).join();
    FormElicitation first = (FormElicitation) ((CallOutcome.InputRequired) pending).pending().inputRequests()
        .get("first");
    assertEquals(Optional.of("First"), first.formName());
    assertEquals("First", first.params().get("_meta").asObject().get("io.mcpgen/form").asString());
  }

  @Test
  void aFormWithoutAHookNamesTheHookToAddNotAMissingForm() {
    RoomDeskMcpClient client = client().onFirst(question -> Elicited.accepted(new First("one"))).build();
    InputHandlerException failed = assertInstanceOf(InputHandlerException.class,
        assertThrows(RuntimeException.class, client::twoNotes));
    assertTrue(failed.getMessage().contains("cannot answer the form 'second' of tools/call two_notes: it asks for"
        + " Second, which this client has no hook for; add onSecond to the builder"), failed.getMessage());
  }
}
