package io.mcpgen.processor.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.mcpgen.json.Json;
import io.mcpgen.processor.it.RoomDesk.Reason;
import io.mcpgen.runtime.client.McpClientEngine;
import io.mcpgen.runtime.client.McpServerException;
import io.mcpgen.runtime.jsonrpc.ErrorCodes;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.state.RequestStateCodec;
import io.mcpgen.runtime.transport.memory.InMemoryTransport;
import io.mcpgen.runtime.typed.Elicited;
import io.mcpgen.runtime.typed.MissingHookException;
import io.mcpgen.testkit.client.CountingTransport;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A typed client built without a hook a call needs says which hook to add, before sending anything;
 * a call that may do without it goes ahead; and the server's {@code -32021} names the capability.
 */
class MissingHookTest {

  private final McpServerEngine engine = RoomDeskMcpServer.builder(new RoomDeskDesk())
      .requestState(RequestStateCodec.builder().audience("room-desk").key("test", new byte[32]).build())
      .build();
  private final CountingTransport wire = new CountingTransport(InMemoryTransport.connect(engine));

  @Test
  void aCallThatNeedsAMissingHookFailsBeforeSendingNamingTheHook() {
    RoomDeskMcpClient client = RoomDeskMcpClient.builder(wire).build();
    MissingHookException missing = assertThrows(MissingHookException.class, client::cancel);
    assertEquals("tools/call cancel asks for input this client has no hook for: add onReason to the builder",
        missing.getMessage());
    assertEquals(List.of("onReason"), missing.hooks());
    assertEquals(0, wire.requests("tools/call"));
    // Another form's hook declares form elicitation, so the server would ask: still refused up front.
    RoomDeskMcpClient withOtherForm = RoomDeskMcpClient.builder(wire)
        .onFirst(question -> Elicited.declined()).build();
    assertEquals(List.of("onReason"), assertThrows(MissingHookException.class, withOtherForm::cancel).hooks());
    assertEquals(0, wire.requests("tools/call"));
    assertEquals("cancelled: late", RoomDeskMcpClient.builder(wire)
        .onReason(question -> Elicited.accepted(new Reason("late"))).build().cancel());
  }

  @Test
  void aCallThatCanDoWithoutTheInputGoesAhead() {
    // summary's sampling input is Optional: a client without onSampling declares no sampling, and the
    // server leaves the question out.
    assertEquals("no summary", RoomDeskMcpClient.builder(wire).build().summary());
    assertEquals(1, wire.requests("tools/call"));
  }

  @Test
  void theMissingCapabilityErrorNamesTheCapability() {
    McpClientEngine raw = RoomDeskMcpClient.builder(wire).build().mcp();
    McpServerException error = assertThrows(McpServerException.class,
        () -> McpClientEngine.await(raw.callTool("cancel", Json.parse("{}").asObject())));
    assertEquals(ErrorCodes.MISSING_REQUIRED_CLIENT_CAPABILITY, error.code());
    assertEquals("Missing required client capability: elicitation.form", error.errorMessage());
  }

  /**
   * A method that asks as it goes may or may not ask: the call is sent, and a client with no form
   * hook at all gets the hooks to add, not the server's {@code -32021}.
   */
  @Test
  void aSequentialCallOfAClientWithoutFormHooksNamesTheHooks() {
    RoomDeskMcpClient client = RoomDeskMcpClient.builder(wire).build();
    MissingHookException missing = assertThrows(MissingHookException.class, client::twoNotes);
    assertEquals("tools/call two_notes asked for a form this client has no hook for: add onFirst or onSecond to"
        + " the builder", missing.getMessage());
    assertEquals(List.of("onFirst", "onSecond"), missing.hooks());
    assertEquals("first then second", RoomDeskMcpClient.builder(wire)
        .onFirst(question -> Elicited.accepted(new RoomDesk.First("first")))
        .onSecond(question -> Elicited.accepted(new RoomDesk.Second("second"))).build().twoNotes());
  }

  /** A server whose methods ask for input is refused at build() without the requestState codec. */
  @Test
  void aServerThatAsksIsNotBuiltWithoutTheRequestStateCodec() {
    IllegalStateException refused = assertThrows(IllegalStateException.class,
        () -> RoomDeskMcpServer.builder(new RoomDeskDesk()).build());
    assertEquals("no requestState codec, but these ask the client for input: tools/call book_with_details,"
        + " tools/call two_notes, tools/call cancel, tools/call summary; add .requestState(RequestStateCodec"
        + ".builder().audience(...).key(...).build()) to the builder", refused.getMessage());
  }
}
