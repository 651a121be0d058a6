package io.mcpgen.runtime.client;

import io.mcpgen.runtime.transport.memory.InMemoryTransport;
import static io.mcpgen.runtime.testing.Fixtures.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.mrtr.Cancellation;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.server.McpEndpoint;
import io.mcpgen.runtime.server.McpErrorException;
import io.mcpgen.runtime.server.McpHandler;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.server.ServerReply;
import io.mcpgen.runtime.testing.Fixtures;
import io.mcpgen.runtime.mrtr.ManualScheduler;
import io.mcpgen.runtime.testing.ScriptedServer;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/** Round limits, timeouts and cancellation end a call with local, typed errors (checklist C-16, §3.5). */
class CallLimitsTest {

  private static final JsonObject ASKING = json("{\"resultType\":\"input_required\",\"inputRequests\":{\"k\":"
      + "{\"method\":\"elicitation/create\",\"params\":{\"message\":\"Again?\",\"requestedSchema\":{\"type\":\"object\","
      + "\"properties\":{}}}}},\"requestState\":\"s\"}");

  private final ManualScheduler scheduler = new ManualScheduler();
  private final List<JsonObject> received = new CopyOnWriteArrayList<>();
  /** A server that records everything and never replies. */
  private final McpEndpoint silent = (message, context) -> {
    received.add(message.toJson());
    return message.toJson().has("id") ? new CompletableFuture<>() : CompletableFuture.completedFuture(ServerReply.accepted());
  };

  private McpClientEngine client(McpEndpoint server, CompletableFuture<ElicitationAnswer> answer) {
    return McpClientEngine.builder(InMemoryTransport.connect(server))
        .scheduler(scheduler)
        .formElicitation((form, context) -> answer)
        .build();
  }

  private static Throwable failure(CompletableFuture<?> future) {
    assertTrue(future.isDone(), "the call should have ended");
    return assertThrows(CompletionException.class, future::join).getCause();
  }

  @Test
  void aServerThatNeverCompletesIsStoppedAtMaxRoundsWithItsLastResult() {
    ScriptedServer server = ScriptedServer.answering(ASKING);
    McpClientEngine client = client(server, CompletableFuture.completedFuture(ElicitationAnswer.accept(json("{}"))));
    Throwable failure = failure(client.callTool("t", null, client.defaults().toBuilder().maxRounds(4).build()));
    assertInstanceOf(RoundsExceededException.class, failure);
    assertEquals(4, server.requests().size());
    assertEquals(ASKING, ((McpLocalException) failure).lastResult());
    assertEquals(4, ((McpLocalException) failure).requestsSent());
  }

  @Test
  void theDefaultRoundLimitIsTen() {
    ScriptedServer server = ScriptedServer.answering(ASKING);
    failure(client(server, CompletableFuture.completedFuture(ElicitationAnswer.accept(json("{}")))).callTool("t", null));
    assertEquals(10, server.requests().size());
  }

  @Test
  void aHandlerThatNeverAnswersHitsTheRoundTimeout() {
    ScriptedServer server = ScriptedServer.answering(ASKING);
    McpClientEngine client = client(server, new CompletableFuture<>());
    CompletableFuture<CallOutcome> call = client.callTool("t", null,
        client.defaults().toBuilder().roundTimeout(Duration.ofSeconds(5)).build());
    scheduler.advance(Duration.ofSeconds(4));
    assertFalse(call.isDone());
    scheduler.advance(Duration.ofSeconds(1));
    CallTimeoutException timeout = (CallTimeoutException) failure(call);
    assertEquals(CallTimeoutException.Limit.INPUT_HANDLERS, timeout.limit());
    assertEquals(ASKING, timeout.lastResult());
    assertEquals(1, server.requests().size());
  }

  @Test
  void aServerThatNeverRepliesHitsTheRoundTimeoutAndTheRoundIsCancelledOnTheWire() {
    McpClientEngine client = client(silent, new CompletableFuture<>());
    CompletableFuture<CallOutcome> call = client.callTool("t", null);
    scheduler.advance(Duration.ofSeconds(600));
    CallTimeoutException timeout = (CallTimeoutException) failure(call);
    assertEquals(CallTimeoutException.Limit.SERVER_REPLY, timeout.limit());
    assertEquals(2, received.size());
    assertEquals("notifications/cancelled", received.get(1).get("method").asString());
    assertEquals(received.get(0).get("id"), received.get(1).get("params").asObject().get("requestId"));
  }

  @Test
  void theTotalTimeoutBoundsTheWholeCall() {
    McpClientEngine client = client(ScriptedServer.answering(ASKING), new CompletableFuture<>());
    CompletableFuture<CallOutcome> call = client.callTool("t", null, client.defaults().toBuilder()
        .maxTotalTimeout(Duration.ofSeconds(30)).build());
    scheduler.advance(Duration.ofSeconds(30));
    assertEquals(CallTimeoutException.Limit.TOTAL, ((CallTimeoutException) failure(call)).limit());
  }

  @Test
  void cancellingWhileTheUserThinksPutsNothingOnTheWire() {
    ScriptedServer server = ScriptedServer.answering(ASKING);
    CompletableFuture<ElicitationAnswer> thinking = new CompletableFuture<>();
    Cancellation cancel = Cancellation.create();
    McpClientEngine client = client(server, thinking);
    CompletableFuture<CallOutcome> call = client.callTool("t", null, client.defaults().toBuilder().cancellation(cancel).build());
    cancel.cancel("user closed the dialog");
    Throwable failure = failure(call);
    assertInstanceOf(CallCancelledException.class, failure);
    assertEquals(ASKING, ((McpLocalException) failure).lastResult());
    thinking.complete(ElicitationAnswer.accept(json("{}")));
    assertEquals(1, server.requests().size());
  }

  @Test
  void cancellingARoundInFlightCancelsExactlyThatRequest() {
    Cancellation cancel = Cancellation.create();
    McpClientEngine client = client(silent, new CompletableFuture<>());
    CompletableFuture<CallOutcome> call = client.callTool("t", null, client.defaults().toBuilder().cancellation(cancel).build());
    cancel.cancel("stop");
    assertInstanceOf(CallCancelledException.class, failure(call));
    assertEquals(json("{\"requestId\":" + received.get(0).get("id") + ",\"reason\":\"t was cancelled: stop\"}".replace(
        "t was", "tools/call was")), received.get(1).get("params"));
  }

  @Test
  void cancellingTheFutureStopsTheCallToo() {
    McpClientEngine client = client(silent, new CompletableFuture<>());
    CompletableFuture<CallOutcome> call = client.callTool("t", null);
    call.cancel(true);
    assertEquals("notifications/cancelled", received.get(1).get("method").asString());
    assertEquals(0, scheduler.pending());
  }

  @Test
  void serverErrorsAreADifferentTypeCarryingCodeMessageAndData() {
    McpServerEngine server = McpServerEngine.builder()
        .tool(Fixtures.tool("t"), McpHandler.simple(call -> {
          throw new McpErrorException(-32602, "Unknown city", json("{\"city\":\"Atlantis\"}"));
        }))
        .build();
    Throwable failure = failure(client(server, new CompletableFuture<>()).callTool("t", null));
    McpServerException error = assertInstanceOf(McpServerException.class, failure);
    assertFalse(McpLocalException.class.isInstance(failure));
    assertEquals(-32602, error.code());
    assertEquals("Unknown city", error.errorMessage());
    assertEquals(json("{\"city\":\"Atlantis\"}"), error.data());
  }

  @Test
  void aResponseWithTheWrongIdIsAProtocolViolation() {
    McpEndpoint confused = (message, context) -> CompletableFuture.completedFuture(ServerReply.response(
        json("{\"jsonrpc\":\"2.0\",\"id\":9999,\"result\":{\"content\":[]}}"), 200));
    assertInstanceOf(ProtocolViolationException.class, failure(client(confused, new CompletableFuture<>())
        .callTool("t", null)));
    McpEndpoint garbage = (message, context) -> CompletableFuture.completedFuture(ServerReply.response(
        JsonValue.parse("{\"hello\":1}").asObject(), 200));
    assertInstanceOf(ProtocolViolationException.class, failure(client(garbage, new CompletableFuture<>())
        .callTool("t", null)));
  }
}
