package io.mcpgen.runtime.client;

import static io.mcpgen.runtime.testing.Fixtures.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.mrtr.Cancellation;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.mrtr.ManualScheduler;
import io.mcpgen.runtime.testing.ScriptedServer;
import io.mcpgen.runtime.transport.memory.InMemoryTransport;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Lost rounds: a round no server received is sent again always; one whose reply was lost only
 * when the tool is declared safe to repeat or the call opts in; within a bounded number of
 * re-sends, after a growing pause.
 */
class LostRoundsTest {

  private static final String QUESTION = "{\"method\":\"elicitation/create\",\"params\":{\"message\":\"Name?\","
      + "\"requestedSchema\":{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\"}}}}}";
  private static final JsonObject ASKING = json("{\"resultType\":\"input_required\",\"inputRequests\":{\"who\":"
      + QUESTION + "},\"requestState\":\"state-1\"}");
  private static final JsonObject DONE = json("{\"resultType\":\"complete\",\"content\":[{\"type\":\"text\","
      + "\"text\":\"done\"}]}");

  private static final JsonObject READ = json("{\"resultType\":\"complete\",\"messages\":[],\"contents\":[],"
      + "\"completion\":{\"values\":[]}}");

  /** What happens to each request the transport is given, in order; then every request goes through. */
  private enum Fate { DELIVERED, NEVER_SENT, REPLY_LOST }

  /** Answers a first request with a question and a retry with its answer: the same every time, as a server would. */
  private final ScriptedServer server = new ScriptedServer(request -> {
    if ("tools/list".equals(request.get("method").asString())) {
      return json("{\"tools\":[{\"name\":\"lookup\",\"inputSchema\":{\"type\":\"object\"},"
          + "\"annotations\":{\"readOnlyHint\":true}},{\"name\":\"put\",\"inputSchema\":{\"type\":\"object\"},"
          + "\"annotations\":{\"idempotentHint\":true}},{\"name\":\"pay\",\"inputSchema\":{\"type\":\"object\"},"
          + "\"annotations\":{\"readOnlyHint\":false}}]}");
    }
    if (!"tools/call".equals(request.get("method").asString())) {
      return READ; // every read in one shape: the client only needs a complete result
    }
    return request.get("params").asObject().has("inputResponses") ? DONE : ASKING;
  });
  private final ManualScheduler scheduler = new ManualScheduler();
  private final List<LostRound> losses = new ArrayList<>();

  /** Passes requests to the server, or loses them before or after it handled them, as planned. */
  private final class LossyTransport implements ClientTransport {
    private final ClientTransport delivered = InMemoryTransport.connect(server);
    private final Deque<Fate> plan = new ArrayDeque<>();
    private final List<JsonObject> sent = new ArrayList<>();

    LossyTransport(Fate... fates) {
      plan.addAll(List.of(fates));
    }

    @Override
    public PendingRequest send(JsonObject request, Consumer<JsonObject> notifications) {
      Fate fate = plan.isEmpty() ? Fate.DELIVERED : plan.removeFirst();
      sent.add(request);
      if (fate == Fate.DELIVERED) {
        return delivered.send(request, notifications);
      }
      if (fate == Fate.REPLY_LOST) {
        delivered.send(request, notifications); // the server handles it; its reply never comes back
      }
      CompletableFuture<JsonObject> lost = CompletableFuture.failedFuture(new RoundLostException(
          fate == Fate.NEVER_SENT ? "connection refused" : "connection reset after the request was sent",
          fate == Fate.REPLY_LOST, null));
      return new PendingRequest() {
        @Override
        public CompletionStage<JsonObject> response() {
          return lost;
        }

        @Override
        public void cancel(String reason) {}
      };
    }

    @Override
    public void sendNotification(JsonObject notification) {}

    @Override
    public void close() {}
  }

  private McpClientEngine client(LossyTransport transport, Set<String> retrySafe) {
    return McpClientEngine.builder(transport)
        .formElicitation((form, context) -> CompletableFuture.completedFuture(
            ElicitationAnswer.accept(json("{\"name\":\"Ada\"}"))))
        .scheduler(scheduler)
        .retrySafeTools(retrySafe)
        .defaults(CallOptions.builder().lostRoundBackoff(Duration.ZERO).onLostRound(losses::add).build())
        .build();
  }

  private CallOutcome.Complete complete(CompletableFuture<CallOutcome> call) {
    return assertInstanceOf(CallOutcome.Complete.class, call.join());
  }

  @Test
  void aRoundNoServerReceivedIsSentAgainEvenForAToolNotSafeToRepeat() {
    LossyTransport transport = new LossyTransport(Fate.DELIVERED, Fate.NEVER_SENT, Fate.NEVER_SENT);
    complete(client(transport, Set.of()).callTool("pay", JsonObject.empty()));

    assertEquals(4, transport.sent.size(), "round 2 went out three times");
    assertEquals(2, server.requests().size(), "the server handled each round once");
    JsonObject second = transport.sent.get(1).get("params").asObject();
    JsonObject resent = transport.sent.get(3).get("params").asObject();
    assertEquals(JsonString.of("state-1"), resent.get("requestState"), "the state is echoed unchanged");
    assertEquals(second.get("inputResponses"), resent.get("inputResponses"), "with the same answers");
    assertNotEquals(transport.sent.get(1).get("id"), transport.sent.get(3).get("id"), "as a new request");
    assertEquals(List.of(new LostRound("tools/call", 2, 1, false, true, "connection refused"),
        new LostRound("tools/call", 2, 2, false, true, "connection refused")), losses);
  }

  @Test
  void aLostReplyIsNotSentAgainForAToolThatMayNotRunTwice() {
    LossyTransport transport = new LossyTransport(Fate.DELIVERED, Fate.REPLY_LOST);
    CompletionException failed = assertThrows(CompletionException.class,
        () -> client(transport, Set.of()).callTool("pay", JsonObject.empty()).join());

    TransportException error = assertInstanceOf(TransportException.class, failed.getCause());
    assertTrue(error.getMessage().contains("not declared read-only or idempotent"), error.getMessage());
    assertTrue(error.getMessage().contains("resendLostReplies"), error.getMessage());
    assertInstanceOf(RoundLostException.class, error.getCause());
    assertEquals(2, transport.sent.size(), "nothing sent after the loss");
    assertEquals(List.of(new LostRound("tools/call", 2, 1, true, false, "connection reset after the request was sent")),
        losses);
  }

  @Test
  void aLostReplyIsSentAgainWhenTheCallOptsIn() {
    LossyTransport transport = new LossyTransport(Fate.DELIVERED, Fate.REPLY_LOST);
    McpClientEngine client = client(transport, Set.of());
    complete(client.callTool("pay", JsonObject.empty(), client.defaults().toBuilder().resendLostReplies(true).build()));
    assertEquals(3, transport.sent.size());
    assertEquals(3, server.requests().size(), "the server saw round 2 twice: that is what opting in accepts");
  }

  @Test
  void aLostReplyIsSentAgainForToolsListedReadOnlyOrIdempotent() {
    LossyTransport transport = new LossyTransport();
    McpClientEngine client = client(transport, Set.of());
    client.listTools().join();

    transport.plan.addAll(List.of(Fate.REPLY_LOST, Fate.DELIVERED, Fate.REPLY_LOST));
    complete(client.callTool("lookup", JsonObject.empty()));
    transport.plan.addAll(List.of(Fate.DELIVERED, Fate.REPLY_LOST));
    complete(client.callTool("put", JsonObject.empty()));
    transport.plan.add(Fate.REPLY_LOST);
    assertThrows(CompletionException.class, () -> client.callTool("pay", JsonObject.empty()).join(),
        "listed with readOnlyHint false: not safe");
    assertEquals(List.of(true, true, true, false), losses.stream().map(LostRound::resent).toList());
  }

  @Test
  void aLostReplyIsSentAgainForToolsTheClientDeclaresSafe() {
    LossyTransport transport = new LossyTransport(Fate.REPLY_LOST);
    complete(client(transport, Set.of("pay")).callTool("pay", JsonObject.empty()));
    assertEquals(3, transport.sent.size());
  }

  @Test
  void listRequestsAreSafeToRepeat() {
    LossyTransport transport = new LossyTransport(Fate.REPLY_LOST);
    JsonObject tools = client(transport, Set.of()).listTools().join();
    assertTrue(tools.has("tools"));
    assertEquals(2, transport.sent.size());
  }

  @ParameterizedTest
  @ValueSource(strings = {"tools/list", "prompts/list", "resources/list", "resources/templates/list",
      "resources/read", "prompts/get", "completion/complete", "ping", "server/discover", "subscriptions/listen",
      "tasks/get", "tasks/update", "tasks/cancel"})
  void aLostReplyOfAReadIsSentAgainByDefinition(String method) {
    LossyTransport transport = new LossyTransport(Fate.REPLY_LOST, Fate.REPLY_LOST);
    McpClientEngine client = client(transport, Set.of());
    client.request(method, JsonObject.of("name", JsonString.of("anything")), client.defaults()).join();

    assertEquals(3, transport.sent.size(), "two losses, then the reply");
    assertEquals(3, server.requests().size(), "the server handled it each time: a read may run twice");
    assertEquals(List.of(true, true), losses.stream().map(LostRound::resent).toList());
    assertTrue(losses.stream().allMatch(LostRound::reachedServer));
  }

  @Test
  void aLostReplyOfAToolCallIsNotSentAgainEvenWhenReadsAre() {
    LossyTransport transport = new LossyTransport(Fate.REPLY_LOST);
    McpClientEngine client = client(transport, Set.of());
    CompletionException failed = assertThrows(CompletionException.class,
        () -> client.request("tools/call", JsonObject.of("name", JsonString.of("pay")), client.defaults()).join());

    assertTrue(failed.getCause().getMessage().contains("tools/call pay is not declared read-only or idempotent"),
        failed.getCause().getMessage());
    assertEquals(1, transport.sent.size());
  }

  @Test
  void reSendsAreBounded() {
    LossyTransport transport = new LossyTransport(Fate.NEVER_SENT, Fate.NEVER_SENT, Fate.NEVER_SENT, Fate.NEVER_SENT,
        Fate.NEVER_SENT);
    McpClientEngine client = client(transport, Set.of());
    CompletionException failed = assertThrows(CompletionException.class, () -> client.callTool("pay",
        JsonObject.empty(), client.defaults().toBuilder().lostRoundRetries(2).build()).join());
    assertTrue(failed.getCause().getMessage().contains("given up after 2 re-sends"), failed.getCause().getMessage());
    assertEquals(3, transport.sent.size(), "the first send and two re-sends");
    assertFalse(losses.get(2).resent());
  }

  @Test
  void theFirstLossFailsTheCallWhenReSendsAreOff() {
    LossyTransport transport = new LossyTransport(Fate.NEVER_SENT);
    McpClientEngine client = client(transport, Set.of());
    assertThrows(CompletionException.class, () -> client.callTool("pay", JsonObject.empty(),
        client.defaults().toBuilder().lostRoundRetries(0).build()).join());
    assertEquals(1, transport.sent.size());
  }

  @Test
  void thePauseGrowsWithEachLossAndHasJitter() {
    LossyTransport transport = new LossyTransport(Fate.NEVER_SENT, Fate.NEVER_SENT, Fate.NEVER_SENT);
    List<Duration> pauses = new ArrayList<>();
    McpClientEngine client = McpClientEngine.builder(transport)
        .formElicitation((form, context) -> CompletableFuture.completedFuture(
            ElicitationAnswer.accept(json("{\"name\":\"Ada\"}"))))
        .scheduler((delay, task) -> {
          pauses.add(delay);
          return scheduler.schedule(delay, task);
        })
        .build();
    CompletableFuture<CallOutcome> call = client.callTool("pay", JsonObject.empty(),
        client.defaults().toBuilder().lostRoundBackoff(Duration.ofMillis(100)).build());
    assertEquals(1, transport.sent.size());
    assertEquals(1, pauses.size());
    scheduler.advance(Duration.ofMillis(pauses.get(0).toMillis() - 1));
    assertEquals(1, transport.sent.size(), "nothing is sent during the pause");
    scheduler.advance(Duration.ofSeconds(10));
    complete(call);
    assertEquals(5, transport.sent.size(), "three losses, then round 1 went through, and round 2");

    // Each pause is the backoff doubled per earlier loss, less up to half of it at random.
    List<Duration> backoffs = pauses.subList(0, 3);
    long[][] bounds = {{50, 100}, {100, 200}, {200, 400}};
    for (int i = 0; i < 3; i++) {
      long millis = backoffs.get(i).toMillis();
      assertTrue(millis >= bounds[i][0] && millis <= bounds[i][1], "pause " + (i + 1) + " was " + millis + " ms");
    }
  }

  @Test
  void cancellingDuringThePauseSendsNothingMore() {
    LossyTransport transport = new LossyTransport(Fate.NEVER_SENT);
    McpClientEngine client = client(transport, Set.of());
    Cancellation cancellation = Cancellation.create();
    CompletableFuture<CallOutcome> call = client.callTool("pay", JsonObject.empty(), client.defaults().toBuilder()
        .lostRoundBackoff(Duration.ofMillis(100)).cancellation(cancellation).build());
    cancellation.cancel("the user left");
    scheduler.advance(Duration.ofSeconds(10));
    assertEquals(1, transport.sent.size());
    CompletionException failed = assertThrows(CompletionException.class, call::join);
    assertInstanceOf(CallCancelledException.class, failed.getCause());
  }
}
