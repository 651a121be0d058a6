package io.mcpgen.legacy.server;

import io.mcpgen.testkit.stdio.StdioHarness;
import static io.mcpgen.testkit.TestServer.resultText;
import static io.mcpgen.testkit.TestServer.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonBoolean;
import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.mrtr.InputRequest;
import io.mcpgen.runtime.mrtr.LogLevel;
import io.mcpgen.runtime.mrtr.RootsAnswer;
import io.mcpgen.runtime.server.McpHandler;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.server.Subscriptions;
import io.mcpgen.runtime.server.RoundResult;
import io.mcpgen.runtime.state.RequestStateCodec;
import io.mcpgen.testkit.TestServer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A 2025-era client on the stdio server: {@code initialize} opens the session, and input requests
 * become real JSON-RPC requests to the client, answered on stdin, while a 2026-07-28 request on
 * the same connection stays stateless.
 */
class LegacySessionStdioTest {

  private final AtomicInteger completions = new AtomicInteger();
  private final CountDownLatch logged = new CountDownLatch(1);
  private final CountDownLatch asleep = new CountDownLatch(1);
  private final CompletableFuture<String> woken = new CompletableFuture<>();
  private StdioHarness stdio;

  @AfterEach
  void stop() {
    if (stdio != null) {
      stdio.close();
    }
  }

  private McpServerEngine engine() {
    RequestStateCodec codec = RequestStateCodec.builder().audience("legacy-tests")
        .key("k1", "legacy stdio tests use this 32-byte key".getBytes(StandardCharsets.UTF_8)).build();
    return McpServerEngine.builder()
        .serverInfo("legacy-tests", "1")
        .instructions("be kind")
        .requestState(codec)
        .tool(tool("echo"), McpHandler.simple(call -> text(call.arguments().get("text").asString())))
        // Declared inputs in one round: the completion runs once, with both answers.
        .tool(tool("name_and_roots"), round -> {
          Map<String, InputRequest> questions = new LinkedHashMap<>();
          ElicitationAnswer name = (ElicitationAnswer) round.answer("name", TestServer.confirm());
          RootsAnswer roots = (RootsAnswer) round.answer("roots", InputRequest.roots());
          if (name == null) {
            questions.put("name", TestServer.confirm());
          }
          if (roots == null) {
            questions.put("roots", InputRequest.roots());
          }
          if (!questions.isEmpty()) {
            return RoundResult.inputRequired(questions);
          }
          completions.incrementAndGet();
          return RoundResult.complete(text(name.action().wireName() + " " + roots.roots().size() + " roots"));
        })
        .tool(tool("ask"), McpHandler.sequential((call, exchange) ->
            text(String.valueOf(exchange.elicit("confirm", TestServer.confirm()).bool("confirmed")))))
        // Three rounds, each run reporting its progress from the start again.
        .tool(tool("three_rounds"), round -> {
          round.progress(JsonNumber.of(1), JsonNumber.of(3), null);
          if (round.answer("first", TestServer.confirm()) == null) {
            return RoundResult.inputRequired(Map.of("first", TestServer.confirm()));
          }
          round.progress(JsonNumber.of(2), JsonNumber.of(3), null);
          if (round.answer("second", InputRequest.roots()) == null) {
            return RoundResult.inputRequired(Map.of("second", InputRequest.roots()));
          }
          round.progress(JsonNumber.of(3), JsonNumber.of(3), null);
          return RoundResult.complete(text("done"));
        })
        .tool(tool("log"), McpHandler.simple(call -> {
          call.log(LogLevel.INFO, "tests", JsonString.of("hello"));
          call.log(LogLevel.DEBUG, "tests", JsonString.of("too chatty"));
          logged.countDown();
          return text("logged");
        }))
        .tool(tool("sleep"), McpHandler.simple(call -> {
          asleep.countDown();
          try {
            Thread.sleep(60_000);
            woken.complete("slept a minute");
          } catch (InterruptedException interrupted) {
            woken.complete("interrupted: " + call.cancellation().reason());
          }
          return text("woke");
        }))
        .build();
  }

  private void open(JsonObject capabilities) throws Exception {
    stdio = new StdioHarness(engine(), options -> options).readLines();
    stdio.send(request(1, "initialize", JsonObject.builder().put("protocolVersion", "2025-11-25")
        .put("capabilities", capabilities)
        .put("clientInfo", JsonObject.builder().put("name", "v1").put("version", "1").build()).build()));
    JsonObject result = stdio.next().get("result").asObject();
    assertEquals("2025-11-25", result.get("protocolVersion").asString());
    assertEquals("legacy-tests", result.get("serverInfo").asObject().get("name").asString());
    assertEquals("be kind", result.get("instructions").asString());
    assertTrue(result.get("capabilities").asObject().has("tools"));
    stdio.send(JsonObject.builder().put("jsonrpc", "2.0").put("method", "notifications/initialized").build());
  }

  @Test
  void initializeOpensASessionWithPingAndResultsWithoutThe2026Members() throws Exception {
    open(JsonObject.empty());
    stdio.send(request(2, "ping", null));
    assertEquals(JsonObject.empty(), stdio.next().get("result"));
    stdio.send(request(3, "tools/list", null));
    JsonObject list = stdio.next().get("result").asObject();
    assertEquals(6, list.get("tools").asArray().size());
    assertFalse(list.has("resultType"));
    assertFalse(list.has("ttlMs"));
    assertFalse(list.has("_meta"));
  }

  @Test
  void aVersionNotServedIsAnsweredWithTheNewestServed() throws Exception {
    stdio = new StdioHarness(engine(), options -> options).readLines();
    stdio.send(request(1, "initialize", JsonObject.builder().put("protocolVersion", "2024-11-05")
        .put("capabilities", JsonObject.empty()).build()));
    assertEquals("2025-11-25", stdio.next().get("result").asObject().get("protocolVersion").asString());
  }

  @Test
  void inputsOfOneRoundGoToTheClientAsRequestsAndTheHandlerCompletesOnceWithAllOfThem() throws Exception {
    open(JsonObject.builder().put("elicitation", JsonObject.empty()).put("roots", JsonObject.empty()).build());
    stdio.send(call(7, "name_and_roots"));
    JsonObject first = stdio.next();
    JsonObject second = stdio.next();
    assertEquals("elicitation/create", first.get("method").asString());
    assertEquals("Confirm?", first.get("params").asObject().get("message").asString());
    assertEquals("roots/list", second.get("method").asString());
    // Answered in the other order: each answer finds its request by id.
    stdio.send(response(second.get("id"), JsonObject.of("roots", JsonArray.of(
        JsonObject.builder().put("uri", "file:///a").build(), JsonObject.builder().put("uri", "file:///b").build()))));
    stdio.send(response(first.get("id"), JsonObject.builder().put("action", "accept")
        .put("content", JsonObject.of("confirmed", JsonBoolean.TRUE)).build()));
    JsonObject reply = stdio.next();
    assertEquals(7L, reply.get("id").asNumber().longValue());
    assertEquals("accept 2 roots", resultText(reply));
    assertFalse(reply.get("result").asObject().has("resultType"));
    assertEquals(1, completions.get());
  }

  @Test
  void aClientWithoutTheCapabilityGetsAToolErrorAndNoRequest() throws Exception {
    open(JsonObject.empty());
    stdio.send(call(8, "ask"));
    JsonObject reply = stdio.next();
    assertEquals(8L, reply.get("id").asNumber().longValue());
    assertEquals(JsonBoolean.TRUE, reply.get("result").asObject().get("isError"));
    assertTrue(resultText(reply).contains("elicitation"), resultText(reply));
  }

  @Test
  void aClientErrorForAnInputEndsTheRequestWithAnError() throws Exception {
    open(JsonObject.of("elicitation", JsonObject.empty()));
    stdio.send(call(9, "ask"));
    JsonObject asked = stdio.next();
    stdio.send(JsonObject.builder().put("jsonrpc", "2.0").put("id", asked.get("id"))
        .put("error", JsonObject.builder().put("code", -32601).put("message", "no").build()).build());
    JsonObject reply = stdio.next();
    assertEquals(-32603L, reply.get("error").asObject().get("code").asNumber().longValue());
  }

  @Test
  void cancellingTheRequestCancelsTheInputRequestAndNothingIsAnswered() throws Exception {
    open(JsonObject.of("elicitation", JsonObject.empty()));
    stdio.send(call(10, "ask"));
    JsonObject asked = stdio.next();
    stdio.send(JsonObject.builder().put("jsonrpc", "2.0").put("method", "notifications/cancelled")
        .put("params", JsonObject.builder().put("requestId", 10).put("reason", "user left").build()).build());
    JsonObject cancelled = stdio.next();
    assertEquals("notifications/cancelled", cancelled.get("method").asString());
    assertEquals(asked.get("id"), cancelled.get("params").asObject().get("requestId"));
    // A late answer finds nothing waiting; the next request is served and is the next line.
    stdio.send(response(asked.get("id"), JsonObject.of("action", JsonString.of("decline"))));
    stdio.send(request(11, "ping", null));
    assertEquals(11L, stdio.next().get("id").asNumber().longValue());
  }

  @Test
  void aCancelledNotificationInterruptsAHandlerBlockedInSleep() throws Exception {
    open(JsonObject.empty());
    stdio.send(call(12, "sleep"));
    assertTrue(asleep.await(10, TimeUnit.SECONDS));
    stdio.send(JsonObject.builder().put("jsonrpc", "2.0").put("method", "notifications/cancelled")
        .put("params", JsonObject.builder().put("requestId", 12).put("reason", "user left").build()).build());
    assertEquals("interrupted: user left", woken.get(10, TimeUnit.SECONDS));
    stdio.send(request(13, "ping", null));
    assertEquals(13L, stdio.next().get("id").asNumber().longValue()); // and nothing for 12
  }

  @Test
  void setLevelFiltersTheLogMessagesOfLaterRequests() throws Exception {
    open(JsonObject.empty());
    stdio.send(request(2, "logging/setLevel", JsonObject.of("level", JsonString.of("info"))));
    assertEquals(JsonObject.empty(), stdio.next().get("result"));
    stdio.send(call(3, "log"));
    JsonObject message = stdio.next();
    assertEquals("notifications/message", message.get("method").asString());
    assertEquals("hello", message.get("params").asObject().get("data").asString());
    assertEquals("logged", resultText(stdio.next()));
    assertTrue(logged.await(1, TimeUnit.SECONDS));
    stdio.send(request(4, "logging/setLevel", JsonObject.of("level", JsonString.of("loud"))));
    assertEquals(-32602L, stdio.next().get("error").asObject().get("code").asNumber().longValue());
  }

  @Test
  void withoutResourcesThereIsNothingToSubscribeTo() throws Exception {
    open(JsonObject.empty());
    stdio.send(request(2, "resources/subscribe", JsonObject.of("uri", JsonString.of("test://x"))));
    assertEquals(-32601L, stdio.next().get("error").asObject().get("code").asNumber().longValue());
  }

  @Test
  void withoutAPublisherOfUpdatesResourcesOfferNoSubscription() throws Exception {
    McpServerEngine withResource = McpServerEngine.builder()
        .resource(JsonObject.builder().put("uri", "test://watched").put("name", "watched").build(),
            McpHandler.simple(read -> JsonObject.of("contents", JsonArray.of(JsonObject.builder()
                .put("uri", "test://watched").put("text", "now").build()))))
        .build();
    stdio = new StdioHarness(withResource, options -> options).readLines();
    stdio.send(request(1, "initialize", JsonObject.builder().put("protocolVersion", "2025-06-18")
        .put("capabilities", JsonObject.empty()).build()));
    JsonObject result = stdio.next().get("result").asObject();
    assertEquals(JsonObject.empty(), result.get("capabilities").asObject().get("resources"),
        "nothing could tell the session of an update");
    stdio.send(request(2, "resources/subscribe", JsonObject.of("uri", JsonString.of("test://watched"))));
    assertEquals(-32601L, stdio.next().get("error").asObject().get("code").asNumber().longValue());
  }

  @Test
  void theEnginesSubscriptionsPublisherReachesASubscribedSession() throws Exception {
    Subscriptions updates = Subscriptions.create(4, 4);
    McpServerEngine withResource = McpServerEngine.builder()
        .resource(JsonObject.builder().put("uri", "test://watched").put("name", "watched").build(),
            McpHandler.simple(read -> JsonObject.of("contents", JsonArray.of(JsonObject.builder()
                .put("uri", "test://watched").put("text", "now").build()))))
        .subscriptions(updates)
        .build();
    stdio = new StdioHarness(withResource, options -> options).readLines();
    stdio.send(request(1, "initialize", JsonObject.builder().put("protocolVersion", "2025-11-25")
        .put("capabilities", JsonObject.empty()).build()));
    JsonObject result = stdio.next().get("result").asObject();
    assertEquals(JsonBoolean.TRUE, result.get("capabilities").asObject().get("resources").asObject().get("subscribe"));
    updates.resourceUpdated("test://watched");  // not subscribed yet: nothing is written
    stdio.send(request(2, "resources/subscribe", JsonObject.of("uri", JsonString.of("test://watched"))));
    assertEquals(JsonObject.empty(), stdio.next().get("result"), "the reply to subscribe comes first");
    updates.resourceUpdated("test://watched");  // the engine's publisher, not the stdio server
    JsonObject updated = stdio.next();
    assertEquals("notifications/resources/updated", updated.get("method").asString());
    assertEquals("test://watched", updated.get("params").asObject().get("uri").asString());
    stdio.send(request(3, "resources/unsubscribe", JsonObject.of("uri", JsonString.of("test://watched"))));
    assertEquals(JsonObject.empty(), stdio.next().get("result"));
    updates.resourceUpdated("test://watched");
    stdio.send(request(4, "ping", null));
    assertEquals(JsonObject.empty(), stdio.next().get("result"), "no update after unsubscribing: the ping's reply is next");
  }

  @Test
  void a2026RequestOnTheSameConnectionStaysStateless() throws Exception {
    open(JsonObject.empty());
    stdio.send(TestServer.call(5, "echo", JsonObject.of("text", JsonString.of("hi"))));
    JsonObject reply = stdio.next();
    assertEquals("hi", resultText(reply));
    assertEquals("complete", reply.get("result").asObject().get("resultType").asString());
  }

  @Test
  void aRequestBeforeInitializeWithoutThe2026MetaIsRefusedAsBefore() throws Exception {
    stdio = new StdioHarness(engine(), options -> options).readLines();
    stdio.send(call(3, "echo"));
    assertEquals(-32602L, stdio.next().get("error").asObject().get("code").asNumber().longValue());
  }

  @Test
  void withLegacySessionsOffInitializeIsAnUnknownMethod() throws Exception {
    stdio = new StdioHarness(engine(), options -> options.legacySessions(false)).readLines();
    stdio.send(request(1, "initialize", JsonObject.builder().put("protocolVersion", "2025-11-25")
        .put("capabilities", JsonObject.empty()).build()));
    assertEquals(-32601L, stdio.next().get("error").asObject().get("code").asNumber().longValue());
  }

  @Test
  void progressIncreasesAcrossTheRoundsBehindOneRequest() throws Exception {
    open(JsonObject.builder().put("elicitation", JsonObject.empty()).put("roots", JsonObject.empty()).build());
    JsonObject call = call(9, "three_rounds");
    JsonObject params = call.get("params").asObject();
    stdio.send(call.with("params", params.with("_meta", JsonObject.of("progressToken", JsonString.of("p9")))));
    List<Long> progress = new ArrayList<>();
    while (true) {
      JsonObject message = stdio.next();
      JsonValue method = message.get("method");
      if (JsonString.of("notifications/progress").equals(method)) {
        assertEquals(JsonString.of("p9"), message.get("params").asObject().get("progressToken"));
        progress.add(message.get("params").asObject().get("progress").asNumber().longValue());
      } else if (JsonString.of("elicitation/create").equals(method)) {
        stdio.send(response(message.get("id"), JsonObject.builder().put("action", "accept")
            .put("content", JsonObject.of("confirmed", JsonBoolean.TRUE)).build()));
      } else if (JsonString.of("roots/list").equals(method)) {
        stdio.send(response(message.get("id"), JsonObject.of("roots", JsonArray.of())));
      } else {
        assertEquals("done", resultText(message));
        break;
      }
    }
    assertEquals(List.of(1L, 2L, 3L), progress);
  }

  private static JsonObject call(long id, String tool) {
    return request(id, "tools/call", JsonObject.builder().put("name", tool)
        .put("arguments", JsonObject.of("text", JsonString.of("x"))).build());
  }

  private static JsonObject request(long id, String method, JsonObject params) {
    JsonObject.Builder request = JsonObject.builder().put("jsonrpc", "2.0").put("id", id).put("method", method);
    if (params != null) {
      request.put("params", params);
    }
    return request.build();
  }

  private static JsonObject response(JsonValue id, JsonObject result) {
    return JsonObject.builder().put("jsonrpc", "2.0").put("id", id).put("result", result).build();
  }

  private static JsonObject tool(String name) {
    return JsonObject.builder().put("name", name)
        .put("inputSchema", JsonObject.of("type", JsonString.of("object"))).build();
  }
}
