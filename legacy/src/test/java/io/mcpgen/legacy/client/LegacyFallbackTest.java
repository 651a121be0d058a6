package io.mcpgen.legacy.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.client.CallOptions;
import io.mcpgen.runtime.client.CallOutcome;
import io.mcpgen.runtime.client.CallTimeoutException;
import io.mcpgen.runtime.client.InputContext;
import io.mcpgen.runtime.client.InputHandlerException;
import io.mcpgen.runtime.client.InputRefusedException;
import io.mcpgen.runtime.client.LogMessage;
import io.mcpgen.runtime.client.McpClientEngine;
import io.mcpgen.runtime.client.ProtocolViolationException;
import io.mcpgen.runtime.client.RoundsExceededException;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.mrtr.LogLevel;
import io.mcpgen.runtime.mrtr.McpMeta;
import io.mcpgen.runtime.mrtr.RootsAnswer;
import io.mcpgen.runtime.mrtr.SamplingAnswer;
import io.mcpgen.runtime.mrtr.ManualScheduler;
import io.mcpgen.runtime.transport.stdio.client.StreamClientTransport;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The client against a scripted 2025-era server over the stdio framing: the probe, the fallback, the bridge. */
class LegacyFallbackTest {

  private LegacyStdioFake server;
  private StreamClientTransport transport;

  @BeforeEach
  void start() throws Exception {
    server = new LegacyStdioFake();
    transport = StreamClientTransport.over(server.fromServer, server.toServer);
  }

  @AfterEach
  void stop() throws Exception {
    transport.close();
    server.close();
  }

  private McpClientEngine.Builder bothEras() {
    return McpClientEngine.builder(transport)
        .clientInfo("legacy-test", "1.0")
        .supportedVersions("2026-07-28", "2025-11-25", "2025-06-18")
        .defaults(CallOptions.builder().roundTimeout(Duration.ofSeconds(30)).build());
  }

  @Test
  void aServerThatRefusesDiscoverIsSpokenToWithInitializeAndItsElicitationIsAnsweredByTheFormHandler() {
    AtomicReference<InputContext> seen = new AtomicReference<>();
    McpClientEngine client = bothEras()
        .formElicitation((form, context) -> {
          seen.set(context);
          return CompletableFuture.completedFuture(ElicitationAnswer.accept(JsonObject.of("name", JsonString.of("Ada"))));
        })
        .build();

    CallOutcome outcome = client.callTool("ask", JsonObject.empty()).join();

    assertEquals(List.of("server/discover", "initialize", "notifications/initialized", "tools/call"),
        server.methods().subList(0, 4));
    JsonObject initialize = server.received.get(1).get("params").asObject();
    assertEquals(JsonString.of("2025-11-25"), initialize.get("protocolVersion"));
    assertTrue(initialize.get("capabilities").asObject().has("elicitation"));
    assertEquals(JsonString.of("legacy-test"), initialize.get("clientInfo").asObject().get("name"));
    JsonObject call = server.received.get(3).get("params").asObject();
    assertFalse(call.has("_meta") && call.get("_meta").asObject().has(McpMeta.PROTOCOL_VERSION),
        "a 2025-era request carries no 2026-07-28 _meta: " + call);
    assertEquals("{\"action\":\"accept\",\"content\":{\"name\":\"Ada\"}}", text(outcome));
    assertEquals("tools/call", seen.get().method());
    assertEquals(JsonString.of("fake-2025"), seen.get().serverInfo().get("name"));
    assertTrue(client.inSession());
    assertEquals("2025-11-25", client.protocolVersion());
  }

  @Test
  void discoverAnswersFromTheInitializeResultWithoutAnotherRequest() throws InterruptedException {
    McpClientEngine client = bothEras().build();
    JsonObject discovered = client.discover().join();
    assertEquals(List.of(JsonString.of("2025-11-25")), discovered.get("supportedVersions").asArray().elements());
    assertEquals(JsonString.of("a 2025 server"), discovered.get("instructions"));
    assertEquals(JsonString.of("fake-2025"),
        discovered.get("_meta").asObject().get(McpMeta.SERVER_INFO).asObject().get("name"));
    assertEquals(List.of("server/discover", "initialize", "notifications/initialized"), server.methods(3));
  }

  @Test
  void aRefusedElicitationIsSentAsDeclineAndARefusedSamplingEndsTheCallAsDeclinedAfterTheServerGetsAnError()
      throws InterruptedException {
    McpClientEngine client = bothEras()
        .formElicitation((form, context) -> CompletableFuture.failedFuture(new InputRefusedException("no")))
        .sampling((request, context) -> CompletableFuture.failedFuture(new InputRefusedException("not now")))
        .build();
    assertEquals("{\"action\":\"decline\"}", text(client.callTool("ask", JsonObject.empty()).join()));

    CallOutcome.Declined declined = assertInstanceOf(CallOutcome.Declined.class,
        client.callTool("sample", JsonObject.empty()).join());
    assertEquals("sampling/createMessage", declined.method());
    assertEquals("not now", declined.reason());
    assertEquals("\"s-sample\"", declined.key(), "the server's request id, as the handler's InputContext names it");
    assertEquals(-1, answerTo("s-sample").get("error").asObject().get("code").asNumber().intValue(),
        "the server is told all the same");
  }

  @Test
  void aRefusedRootsRequestEndsTheCallAsDeclined() throws InterruptedException {
    McpClientEngine client = bothEras()
        .roots((request, context) -> CompletableFuture.failedFuture(new InputRefusedException("private")))
        .build();
    CallOutcome.Declined declined = assertInstanceOf(CallOutcome.Declined.class,
        client.callTool("roots", JsonObject.empty()).join());
    assertEquals("roots/list", declined.method());
    assertEquals("private", declined.reason());
    assertEquals(-1, answerTo("s-roots").get("error").asObject().get("code").asNumber().intValue());
  }

  /** The client's response to the server's request {@code id}, waiting up to 10 s for it. */
  private JsonObject answerTo(String id) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (System.nanoTime() < deadline) {
      for (JsonObject message : server.received) {
        if (JsonString.of(id).equals(message.get("id")) && message.get("method") == null) {
          return message;
        }
      }
      Thread.sleep(10);
    }
    throw new AssertionError("the client never answered " + id);
  }

  @Test
  void logMessagesOfTheSessionReachTheCallsOnLogAtItsLevelAndAbove() {
    McpClientEngine client = bothEras().build();
    List<LogMessage> heard = new CopyOnWriteArrayList<>();
    CallOptions withLog = client.defaults().toBuilder().log(LogLevel.INFO, heard::add).build();

    assertEquals("logged", text(client.callTool("log", JsonObject.empty(), withLog).join()));

    assertEquals(1, heard.size(), "the warning, not the debug message: " + heard);
    LogMessage warning = heard.get(0);
    assertEquals(LogLevel.WARNING, warning.level());
    assertEquals("fake", warning.logger());
    assertEquals(JsonString.of("disk almost full"), warning.data());
    assertEquals(1, warning.round());
  }

  @Test
  void aCallAskingForLogMessagesSetsTheSessionsLevelFirstOnceAndAgainOnlyForAMoreVerboseLevel() {
    server.logging = true;
    McpClientEngine client = bothEras().build();
    List<LogMessage> heard = new CopyOnWriteArrayList<>();
    CallOptions info = client.defaults().toBuilder().log(LogLevel.INFO, heard::add).build();

    client.callTool("log", JsonObject.empty(), info).join();
    client.callTool("log", JsonObject.empty(), info).join();
    client.callTool("log", JsonObject.empty(), client.defaults().toBuilder().log(LogLevel.WARNING, heard::add).build())
        .join();
    client.callTool("log", JsonObject.empty(), client.defaults().toBuilder().log(LogLevel.DEBUG, heard::add).build())
        .join();

    List<String> methods = server.methods();
    assertEquals(List.of("logging/setLevel", "tools/call"),
        methods.subList(methods.indexOf("notifications/initialized") + 1, methods.indexOf("tools/call") + 1),
        "the level is set before the first call that asks for log messages: " + methods);
    assertEquals(List.of("info", "debug"), setLevels(), "once for info, again only for the more verbose debug");
  }

  @Test
  void aCallThatAsksForNoLogMessagesSetsNoLevel() {
    server.logging = true;
    bothEras().build().callTool("log", JsonObject.empty()).join();
    assertEquals(List.of(), setLevels(), "a call without a log level asks for nothing");
  }

  @Test
  void aServerThatDoesNotDeclareLoggingIsSentNoSetLevel() {
    McpClientEngine client = bothEras().build();
    List<LogMessage> heard = new CopyOnWriteArrayList<>();
    client.callTool("log", JsonObject.empty(), client.defaults().toBuilder().log(LogLevel.INFO, heard::add).build())
        .join();
    assertEquals(List.of(), setLevels());
    assertEquals(1, heard.size(), "its messages still reach the call: " + heard);
  }

  private List<String> setLevels() {
    return server.received.stream().filter(m -> JsonString.of("logging/setLevel").equals(m.get("method")))
        .map(m -> m.get("params").asObject().get("level").asString()).toList();
  }

  @Test
  void samplingAndRootsGoToTheirHandlers() {
    McpClientEngine client = bothEras()
        .sampling((request, context) -> CompletableFuture.completedFuture(SamplingAnswer.ofText("hello", "m")))
        .roots((request, context) -> CompletableFuture.completedFuture(RootsAnswer.of(List.of(
            JsonObject.of("uri", JsonString.of("file:///r"))))))
        .build();
    assertTrue(text(client.callTool("sample", JsonObject.empty()).join()).contains("\"text\":\"hello\""));
    assertEquals("{\"roots\":[{\"uri\":\"file:///r\"}]}", text(client.callTool("roots", JsonObject.empty()).join()));
    assertEquals(1, server.methods().stream().filter("initialize"::equals).count(), "one handshake per client");
  }

  @Test
  void aRootsRequestWithoutAHandlerGetsMethodNotFoundAndEndsTheCallAsDeclined() throws InterruptedException {
    McpClientEngine client = bothEras().build();
    CallOutcome.Declined declined = assertInstanceOf(CallOutcome.Declined.class,
        client.callTool("roots", JsonObject.empty()).join());
    assertEquals("roots/list", declined.method());
    assertEquals(-32601, answerTo("s-roots").get("error").asObject().get("code").asNumber().intValue());
  }

  @Test
  void aHandlerThatFailsFailsTheCallAsInMrtrAndTheServerLearnsOnlyThatTheClientCouldNotAnswer() {
    McpClientEngine client = bothEras()
        .formElicitation((form, context) -> CompletableFuture.failedFuture(new IllegalStateException("secret detail")))
        .build();
    CompletionException failure = assertThrows(CompletionException.class,
        () -> client.callTool("ask", JsonObject.empty()).join());
    assertInstanceOf(InputHandlerException.class, failure.getCause());
  }

  @Test
  void anAnswerOutsideTheFormIsNotSent() {
    McpClientEngine client = bothEras()
        .formElicitation((form, context) -> CompletableFuture.completedFuture(
            ElicitationAnswer.accept(JsonObject.of("name", io.mcpgen.json.JsonNumber.of(7)))))
        .build();
    CompletionException failure = assertThrows(CompletionException.class,
        () -> client.callTool("ask", JsonObject.empty()).join());
    assertInstanceOf(InputHandlerException.class, failure.getCause());
  }

  @Test
  void aServerSilentOnDiscoverIsTakenForA2025OneAfterTheProbeTimeout() {
    server.discoverError = null;
    McpClientEngine client = bothEras().eraProbeTimeout(Duration.ofMillis(200)).build();
    client.listTools().join();
    assertEquals(List.of("server/discover", "initialize", "notifications/initialized", "tools/list"),
        server.methods().subList(0, 4));
  }

  @Test
  void initializeAnsweredWithAVersionTheClientDoesNotSpeakFailsTheCall() {
    server.answeredVersion = "2024-11-05";
    McpClientEngine client = bothEras().build();
    CompletionException failure = assertThrows(CompletionException.class, () -> client.listTools().join());
    assertInstanceOf(ProtocolViolationException.class, failure.getCause());
    assertFalse(client.inSession());
  }

  @Test
  void aClientOfOnlyThe2025EraSkipsTheProbe() {
    McpClientEngine client = McpClientEngine.builder(transport).supportedVersions("2025-06-18").build();
    client.listTools().join();
    assertEquals(List.of("initialize", "notifications/initialized", "tools/list"), server.methods());
    assertEquals(JsonString.of("2025-06-18"), server.received.get(0).get("params").asObject().get("protocolVersion"));
  }

  @Test
  void aModernErrorOnTheProbeIsNoReasonToFallBack() {
    server.discoverError = JsonObject.builder().put("code", -32022).put("message", "Unsupported protocol version")
        .put("data", JsonObject.of("supported", io.mcpgen.json.JsonArray.of(JsonString.of("2026-07-28"))))
        .build();
    McpClientEngine client = bothEras().build();
    client.listTools().join();
    assertEquals(List.of("server/discover", "tools/list"), server.methods());
    assertTrue(server.received.get(1).get("params").asObject().get("_meta").asObject().has(McpMeta.PROTOCOL_VERSION));
    assertFalse(client.inSession());
    assertFalse(server.methods().contains("initialize"));
  }

  @Test
  void anOpenQuestionPausesTheCallsReplyTimerAndIsBoundedByRoundTimeoutItself() throws Exception {
    ManualScheduler time = new ManualScheduler();
    CountDownLatch asked = new CountDownLatch(1);
    AtomicReference<InputContext> seen = new AtomicReference<>();
    McpClientEngine client = bothEras()
        .scheduler(time)
        .defaults(CallOptions.builder().roundTimeout(Duration.ofSeconds(10)).build())
        .formElicitation((form, context) -> {
          seen.set(context);
          asked.countDown();
          return new CompletableFuture<>(); // a person who never answers
        })
        .build();
    CompletableFuture<CallOutcome> call = client.callTool("ask", JsonObject.empty());
    assertTrue(asked.await(20, TimeUnit.SECONDS));

    time.advance(Duration.ofSeconds(11));

    CompletionException failure = assertThrows(CompletionException.class, call::join);
    // Both timers were armed at the same moment; only the question's may fire while it is open.
    assertEquals(CallTimeoutException.Limit.INPUT_HANDLERS,
        assertInstanceOf(CallTimeoutException.class, failure.getCause()).limit());
    assertTrue(seen.get().cancellation().isCancelled(), "the handler learns that nobody waits any more");
  }

  @Test
  void aCallAnswersAtMostMaxRoundsMinusOneQuestions() {
    McpClientEngine client = bothEras()
        .defaults(CallOptions.builder().roundTimeout(Duration.ofSeconds(30)).maxRounds(1).build())
        .formElicitation((form, context) -> CompletableFuture.completedFuture(
            ElicitationAnswer.accept(JsonObject.of("name", JsonString.of("Ada")))))
        .build();
    CompletionException failure = assertThrows(CompletionException.class,
        () -> client.callTool("ask", JsonObject.empty()).join());
    assertInstanceOf(RoundsExceededException.class, failure.getCause());
  }

  private static String text(CallOutcome outcome) {
    return outcome.resultOrThrow().get("content").asArray().get(0).asObject().get("text").asString();
  }
}
