package io.mcpgen.runtime.transport.stdio.server;

import io.mcpgen.testkit.stdio.StdioHarness;
import static io.mcpgen.testkit.TestServer.call;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.jsonrpc.JsonRpcNotification;
import io.mcpgen.runtime.mrtr.McpMeta;
import io.mcpgen.testkit.TestServer;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The stdio server: framing, bad lines, concurrency, cancellation and the end of input. */
class StdioServerTest {

  private final TestServer tools = new TestServer();
  private StdioHarness stdio;

  @BeforeEach
  void start() throws Exception {
    stdio = new StdioHarness(tools.engine(), options -> options.maxMessageBytes(4096)
        .shutdownGrace(Duration.ofMillis(200))).readLines();
  }

  @AfterEach
  void stop() {
    stdio.close();
  }

  @Test
  void aMalformedLineGetsAParseErrorAndTheNextLineIsServed() throws Exception {
    stdio.sendRaw("{\"jsonrpc\": \"2.0\", \"id\": 1, oops\n");
    JsonObject error = stdio.next();
    assertEquals(-32700, error.get("error").asObject().get("code").asNumber().intValue());
    assertFalse(error.has("id"));
    stdio.send(call(2, "echo", text("fine")));
    assertEquals("fine", TestServer.resultText(stdio.next()));
  }

  @Test
  void lineBreaksInsideStringsAreEscapedSoEachMessageStaysOneLine() throws Exception {
    String tricky = "a\nb\r\nc\u2028d \"quoted\" \\ \u00e9\u4e16 \ud83d\ude00\n";
    stdio.send(call(3, "echo", text(tricky)));
    JsonObject response = stdio.next(); // one line held the whole response
    assertEquals(tricky, TestServer.resultText(response));
  }

  @Test
  void blankLinesAndCarriageReturnLineEndingsAreAccepted() throws Exception {
    stdio.sendRaw("\n  \r\n");
    stdio.sendRaw(Json.stringify(call(4, "echo", text("crlf"))) + "\r\n");
    assertEquals("crlf", TestServer.resultText(stdio.next()));
  }

  @Test
  void aLineOverTheLimitIsRefusedWithoutBeingKeptAndServingGoesOn() throws Exception {
    stdio.send(call(5, "echo", text("x".repeat(10_000))));
    JsonObject error = stdio.next();
    assertEquals(-32600, error.get("error").asObject().get("code").asNumber().intValue());
    stdio.send(call(6, "echo", text("after")));
    assertEquals("after", TestServer.resultText(stdio.next()));
  }

  @Test
  void batchesAndStrayResponsesAreInvalidRequests() throws Exception {
    stdio.sendRaw("[" + Json.stringify(call(7, "echo", text("x"))) + "]\n");
    assertEquals(-32600, stdio.next().get("error").asObject().get("code").asNumber().intValue());
    stdio.sendRaw("{\"jsonrpc\":\"2.0\",\"id\":8,\"result\":{}}\n");
    assertEquals(-32600, stdio.next().get("error").asObject().get("code").asNumber().intValue());
  }

  @Test
  void requestsRunConcurrentlyAndEachResponseIsWrittenWhole() throws Exception {
    tools.gate = new CountDownLatch(1);
    stdio.send(call(9, "gate", JsonObject.empty()));
    assertEquals("gate", tools.started.poll(10, TimeUnit.SECONDS));
    stdio.send(call(10, "echo", text("overtakes")));
    JsonObject first = stdio.next();
    assertEquals(10, first.get("id").asNumber().intValue());
    tools.gate.countDown();
    JsonObject second = stdio.next();
    assertEquals(9, second.get("id").asNumber().intValue());
    assertEquals("passed", TestServer.resultText(second));
  }

  @Test
  void notificationsOfARequestComeBeforeItsResponse() throws Exception {
    JsonObject meta = TestServer.meta().put(McpMeta.PROGRESS_TOKEN, "t11").build();
    stdio.send(call(11, "progress_then_result", JsonObject.empty(), meta));
    assertEquals(JsonString.of("notifications/progress"), stdio.next().get("method"));
    assertEquals(JsonString.of("notifications/progress"), stdio.next().get("method"));
    assertEquals("done", TestServer.resultText(stdio.next()));
  }

  @Test
  void aCancelledRequestStopsAndNothingMoreIsWrittenForIt() throws Exception {
    JsonObject meta = TestServer.meta().put(McpMeta.PROGRESS_TOKEN, "t12").build();
    stdio.send(call(12, "wait_for_cancel", JsonObject.of("tag", JsonString.of("stdio")), meta));
    assertEquals(JsonString.of("notifications/progress"), stdio.next().get("method"));
    stdio.send(new JsonRpcNotification("notifications/cancelled", JsonObject.builder()
        .put("requestId", 12).put("reason", "the user gave up").build()).toJson());
    assertEquals("stdio", tools.cancelled.poll(10, TimeUnit.SECONDS)); // the handler saw it
    stdio.send(call(13, "echo", text("next")));
    assertEquals(13, stdio.next().get("id").asNumber().intValue());
    stdio.endInput();
    assertEquals(List.of(StdioHarness.END), stdio.rest()); // no response for 12, ever
  }

  @Test
  void aCancelledNotificationInterruptsAHandlerBlockedInSleep() throws Exception {
    stdio.send(call(17, "sleep", JsonObject.of("tag", JsonString.of("asleep"))));
    assertEquals("sleep", tools.started.poll(10, TimeUnit.SECONDS));
    long sent = System.nanoTime();
    stdio.send(new JsonRpcNotification("notifications/cancelled", JsonObject.builder()
        .put("requestId", 17).put("reason", "stop").build()).toJson());
    assertEquals("asleep", tools.interrupted.poll(10, TimeUnit.SECONDS)); // not after its minute of sleep
    System.out.printf("stdio cancel: handler interrupted after %d ms%n",
        TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - sent));
    stdio.send(call(18, "echo", text("next")));
    assertEquals(18, stdio.next().get("id").asNumber().intValue());
    stdio.endInput();
    assertEquals(List.of(StdioHarness.END), stdio.rest()); // no response for 17
  }

  @Test
  void aSecondRequestWithTheIdOfARunningOneIsRefusedWithoutThatId() throws Exception {
    tools.gate = new CountDownLatch(1);
    stdio.send(call(14, "gate", JsonObject.empty()));
    assertEquals("gate", tools.started.poll(10, TimeUnit.SECONDS));
    stdio.send(call(14, "echo", text("same id")));
    JsonObject refused = stdio.next();
    assertEquals(-32600, refused.get("error").asObject().get("code").asNumber().intValue());
    assertFalse(refused.has("id"));
    tools.gate.countDown();
    assertEquals("passed", TestServer.resultText(stdio.next()));
  }

  @Test
  void theEndOfInputEndsServingAndCancelsWhatOutlivesTheGrace() throws Exception {
    tools.gate = new CountDownLatch(1);
    stdio.send(call(15, "gate", JsonObject.empty()));
    assertEquals("gate", tools.started.poll(10, TimeUnit.SECONDS));
    stdio.endInput(); // serve() returned although the gate never opened: the request was cancelled
    assertEquals(List.of(StdioHarness.END), stdio.rest()); // and answered with nothing
  }

  @Test
  void aRequestBeyondTheConcurrencyLimitIsRefusedAndCancellationsStillArrive() throws Exception {
    try (StdioHarness one = new StdioHarness(tools.engine(), options -> options.maxConcurrentRequests(1)).readLines()) {
      one.send(call(16, "wait_for_cancel", JsonObject.of("tag", JsonString.of("limit"))));
      assertEquals("wait_for_cancel", tools.started.poll(10, TimeUnit.SECONDS));
      one.send(call(17, "echo", text("no room")));
      JsonObject refused = one.next();
      assertEquals(17, refused.get("id").asNumber().intValue());
      assertEquals(-32603, refused.get("error").asObject().get("code").asNumber().intValue());
      one.send(new JsonRpcNotification("notifications/cancelled", JsonObject.of("requestId",
          JsonNumber.of(16))).toJson());
      assertEquals("limit", tools.cancelled.poll(10, TimeUnit.SECONDS));
    }
  }

  private static JsonObject text(String text) {
    return JsonObject.of("text", JsonString.of(text));
  }
}
