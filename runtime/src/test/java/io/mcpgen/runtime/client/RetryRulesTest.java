package io.mcpgen.runtime.client;

import static io.mcpgen.runtime.testing.Fixtures.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.mrtr.LogLevel;
import io.mcpgen.runtime.mrtr.ManualScheduler;
import io.mcpgen.runtime.mrtr.McpMeta;
import io.mcpgen.runtime.testing.ScriptedServer;
import io.mcpgen.runtime.testing.WireTap;
import io.mcpgen.runtime.transport.memory.InMemoryTransport;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** What every retry carries (checklist C-4 to C-9, C-18). */
class RetryRulesTest {

  private static final String QUESTION = "{\"method\":\"elicitation/create\",\"params\":{\"message\":\"Name?\","
      + "\"requestedSchema\":{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\"}}}}}";
  private static final JsonObject DONE = json("{\"resultType\":\"complete\",\"content\":[]}");

  private static JsonObject asking(String key, String state) {
    JsonObject interim = json("{\"resultType\":\"input_required\",\"inputRequests\":{\"" + key + "\":" + QUESTION + "}}");
    return state == null ? interim : interim.with("requestState", JsonString.of(state));
  }

  private static McpClientEngine client(ScriptedServer server) {
    return McpClientEngine.builder(InMemoryTransport.connect(server))
        .formElicitation((form, context) -> CompletableFuture.completedFuture(
            ElicitationAnswer.accept(json("{\"name\":\"" + context.key() + "\"}"))))
        .build();
  }

  @Test
  void requestStateIsEchoedByteForByteWhateverItHolds() {
    String state = "a+b/c=d==\u00e9\u4e2d\ud83d\ude00 \"quoted\" \\ \n" + "x".repeat(10 * 1024);
    ScriptedServer server = ScriptedServer.answering(asking("k", state), DONE);
    client(server).callTool("t", null).join();
    assertEquals(JsonString.of(state), server.params(1).get("requestState"));
  }

  @Test
  void aRetryOmitsTheStateWhenTheLatestInterimResultHadNone() {
    ScriptedServer server = ScriptedServer.answering(asking("first", "state-1"), asking("second", null), DONE);
    client(server).callTool("t", null).join();
    assertEquals(JsonString.of("state-1"), server.params(1).get("requestState"));
    assertFalse(server.params(2).has("requestState"));
  }

  @Test
  void eachRetryAnswersExactlyTheKeysOfTheLatestRoundWithBareResults() {
    ScriptedServer server = ScriptedServer.answering(asking("first", "s1"), asking("second", "s2"), DONE);
    client(server).callTool("t", json("{\"x\":1}")).join();
    assertFalse(server.params(0).has("inputResponses"));
    assertEquals(json("{\"first\":{\"action\":\"accept\",\"content\":{\"name\":\"first\"}}}"),
        server.params(1).get("inputResponses"));
    assertEquals(json("{\"second\":{\"action\":\"accept\",\"content\":{\"name\":\"second\"}}}"),
        server.params(2).get("inputResponses"));
  }

  @Test
  void everyRetryRepeatsTheMethodAndParamsWithAFreshCompleteMetaAndANewId() {
    ScriptedServer server = ScriptedServer.answering(asking("first", "s1"), asking("second", "s2"), DONE);
    McpClientEngine client = McpClientEngine.builder(InMemoryTransport.connect(server))
        .clientInfo("tester", "9.9")
        .formElicitation((form, context) -> CompletableFuture.completedFuture(ElicitationAnswer.decline()))
        .build();
    List<ProgressUpdate> ignored = new java.util.ArrayList<>();
    CallOptions options = client.defaults().toBuilder()
        .log(LogLevel.INFO, message -> { })
        .onProgress(ignored::add)
        .extraMeta(json("{\"traceparent\":\"00-0af7651916cd43dd8448eb211c80319c-00f067aa0ba902b7-01\"}"))
        .build();
    client.callTool("t", json("{\"location\":\"New York\"}"), options).join();

    List<JsonObject> requests = server.requests();
    assertEquals(3, requests.size());
    Set<JsonValue> ids = new HashSet<>();
    Set<JsonValue> tokens = new HashSet<>();
    JsonObject original = requests.get(0).get("params").asObject().without("_meta");
    for (JsonObject request : requests) {
      assertEquals("tools/call", request.get("method").asString());
      assertTrue(ids.add(request.get("id")), "a reused id: " + request.get("id"));
      JsonObject params = request.get("params").asObject();
      assertEquals(original, params.without("_meta", "inputResponses", "requestState"));
      JsonObject meta = params.get("_meta").asObject();
      assertEquals(JsonString.of("2026-07-28"), meta.get(McpMeta.PROTOCOL_VERSION));
      assertEquals(json("{\"elicitation\":{\"form\":{}}}"), meta.get(McpMeta.CLIENT_CAPABILITIES));
      assertEquals(json("{\"name\":\"tester\",\"version\":\"9.9\"}"), meta.get(McpMeta.CLIENT_INFO));
      assertEquals(JsonString.of("info"), meta.get(McpMeta.LOG_LEVEL));
      assertTrue(tokens.add(meta.get(McpMeta.PROGRESS_TOKEN)), "a progress token reused across rounds");
      assertEquals(JsonString.of("00-0af7651916cd43dd8448eb211c80319c-00f067aa0ba902b7-01"), meta.get("traceparent"));
    }
  }

  @Test
  void aStateOnlyRoundIsRetriedAfterTheBackOffWithoutCallingAnyHandler() {
    ManualScheduler scheduler = new ManualScheduler();
    ScriptedServer server = ScriptedServer.answering(json("{\"resultType\":\"input_required\",\"requestState\":\"busy\"}"),
        DONE);
    AtomicInteger handlerCalls = new AtomicInteger();
    McpClientEngine client = McpClientEngine.builder(InMemoryTransport.connect(server))
        .scheduler(scheduler)
        .formElicitation((form, context) -> {
          handlerCalls.incrementAndGet();
          return CompletableFuture.completedFuture(ElicitationAnswer.cancel());
        })
        .build();
    CompletableFuture<CallOutcome> call = client.callTool("t", null);
    assertEquals(1, server.requests().size());
    scheduler.advance(Duration.ofMillis(99));
    assertEquals(1, server.requests().size());
    scheduler.advance(Duration.ofMillis(1));
    assertEquals(2, server.requests().size());
    assertTrue(call.isDone());
    assertEquals(JsonString.of("busy"), server.params(1).get("requestState"));
    assertFalse(server.params(1).has("inputResponses"));
    assertEquals(0, handlerCalls.get());
  }

  @Test
  void stateAndAnswersNeverLeakIntoOtherRequestsRunningAtTheSameTime() {
    WireTap wire = new WireTap(new ScriptedServer(request -> {
      JsonObject params = request.get("params").asObject();
      boolean retry = params.has("requestState");
      return JsonString.of("slow").equals(params.get("name")) && !retry ? asking("k", "secret-state") : DONE;
    }));
    CompletableFuture<ElicitationAnswer> userThinking = new CompletableFuture<>();
    McpClientEngine client = McpClientEngine.builder(InMemoryTransport.connect(wire))
        .formElicitation((form, context) -> userThinking)
        .build();
    CompletableFuture<CallOutcome> slow = client.callTool("slow", null);
    client.listTools().join();
    client.callTool("fast", null).join();
    userThinking.complete(ElicitationAnswer.accept(json("{\"name\":\"n\"}")));
    slow.join();

    List<JsonObject> requests = wire.requests();
    assertEquals(4, requests.size());
    for (JsonObject request : requests.subList(1, 3)) {
      JsonObject params = request.get("params").asObject();
      assertFalse(params.has("requestState") || params.has("inputResponses"), request.toString());
    }
    assertEquals(JsonString.of("secret-state"), requests.get(3).get("params").asObject().get("requestState"));
  }
}
