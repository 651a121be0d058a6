package io.mcpgen.runtime.client;

import static io.mcpgen.runtime.testing.Fixtures.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.mrtr.InputRequest;
import io.mcpgen.runtime.server.McpErrorException;
import io.mcpgen.runtime.server.McpHandler;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.server.RoundContext;
import io.mcpgen.runtime.server.RoundResult;
import io.mcpgen.runtime.server.TaskSettings;
import io.mcpgen.runtime.server.TaskSupport;
import io.mcpgen.runtime.testing.Fixtures;
import io.mcpgen.runtime.testing.WireTap;
import io.mcpgen.runtime.transport.memory.InMemoryTransport;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Tool calls made as tasks, end to end: the client engine against the server engine, in memory. */
class TaskClientTest {

  private static final JsonObject NAME_FORM = json("{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\"}},"
      + "\"required\":[\"name\"]}");

  private final ExecutorService pool = Executors.newCachedThreadPool();
  private final CountDownLatch started = new CountDownLatch(1);
  private final CompletableFuture<Boolean> handlerSawCancellation = new CompletableFuture<>();
  private final AtomicInteger formsAnswered = new AtomicInteger();
  private final WireTap wire = new WireTap(server());

  @AfterEach
  void stop() {
    pool.shutdownNow();
  }

  private McpServerEngine server() {
    return McpServerEngine.builder()
        .tasks(TaskSettings.builder().executor(pool).pollInterval(Duration.ofMillis(20)).build())
        .tool(Fixtures.tool("export"), McpHandler.simple(call -> Fixtures.textResult("exported")), TaskSupport.REQUIRED)
        .tool(Fixtures.tool("two_questions"), round -> {
          Map<String, InputRequest> missing = new LinkedHashMap<>();
          String first = name(round, "first", missing);
          String second = name(round, "second", missing);
          return missing.isEmpty() ? RoundResult.complete(Fixtures.textResult(first + " and " + second))
              : RoundResult.inputRequired(missing);
        }, TaskSupport.OPTIONAL)
        .tool(Fixtures.tool("blocking"), McpHandler.simple(call -> {
          CountDownLatch cancelled = new CountDownLatch(1);
          call.cancellation().onCancel(cancelled::countDown);
          started.countDown();
          handlerSawCancellation.complete(cancelled.await(10, TimeUnit.SECONDS) && call.isCancelled());
          return Fixtures.textResult("finished anyway");
        }), TaskSupport.OPTIONAL)
        .tool(Fixtures.tool("broken"), McpHandler.simple(call -> {
          throw new McpErrorException(-32000, "the backend is gone");
        }), TaskSupport.OPTIONAL)
        .requestState(Fixtures.codec())
        .build();
  }

  private static String name(RoundContext round, String key, Map<String, InputRequest> missing) {
    InputRequest question = InputRequest.form("Name for " + key + "?", NAME_FORM);
    ElicitationAnswer answer = (ElicitationAnswer) round.answer(key, question);
    if (answer == null) {
      missing.put(key, question);
      return null;
    }
    return answer.content().get("name").asString();
  }

  private McpClientEngine client(boolean tasks) {
    McpClientEngine.Builder builder = McpClientEngine.builder(InMemoryTransport.connect(wire))
        .formElicitation((form, context) -> {
          formsAnswered.incrementAndGet();
          String name = "first".equals(context.key()) ? "Ada" : "Grace";
          return CompletableFuture.completedFuture(ElicitationAnswer.accept(JsonObject.of("name", JsonString.of(name))));
        });
    return (tasks ? builder.tasks() : builder).build();
  }

  private static String text(JsonObject result) {
    return result.get("content").asArray().get(0).asObject().get("text").asString();
  }

  private List<String> methods() {
    return wire.requests().stream().map(request -> request.get("method").asString()).toList();
  }

  @Test
  void aTaskIsPolledToItsResultAndTheHandleShowsIt() {
    TaskHandle<CallOutcome> handle = client(true).callToolAsTask("export", JsonObject.empty());

    JsonObject result = handle.result().join().resultOrThrow();

    assertEquals("exported", text(result));
    assertEquals(TaskState.COMPLETED, handle.status());
    assertNotNull(handle.taskId());
    assertEquals("tools/call", methods().get(0));
    assertTrue(methods().contains("tasks/get"), methods().toString());
    assertEquals(JsonObject.of("io.modelcontextprotocol/tasks", JsonObject.empty()), wire.params(0).get("_meta")
        .asObject().get("io.modelcontextprotocol/clientCapabilities").asObject().get("extensions"));
  }

  @Test
  void thePlainCallWaitsForATaskRequiredTool() {
    JsonObject result = client(true).callTool("export", JsonObject.empty()).join().resultOrThrow();

    assertEquals("exported", text(result));
    assertTrue(methods().contains("tasks/get"), methods().toString());
  }

  @Test
  void aTasksQuestionsAreAnsweredByTheHandlersThroughTasksUpdate() {
    TaskHandle<CallOutcome> handle = client(true).callToolAsTask("two_questions", JsonObject.empty());

    JsonObject result = handle.result().join().resultOrThrow();

    assertEquals("Ada and Grace", text(result));
    assertEquals(2, formsAnswered.get());
    JsonObject update = wire.requests().stream().filter(request -> "tasks/update".equals(request.get("method")
        .asString())).findFirst().orElseThrow().get("params").asObject();
    assertEquals(handle.taskId(), update.get("taskId").asString());
    assertEquals("Ada", update.get("inputResponses").asObject().get("first").asObject().get("content").asObject()
        .get("name").asString());
    assertEquals("Grace", update.get("inputResponses").asObject().get("second").asObject().get("content")
        .asObject().get("name").asString());
  }

  @Test
  void cancellingTheHandleSendsTasksCancelWhichReachesTheHandler() throws Exception {
    TaskHandle<CallOutcome> handle = client(true).callToolAsTask("blocking", JsonObject.empty());
    assertTrue(started.await(10, TimeUnit.SECONDS));

    handle.cancel();

    CompletionException ended = assertThrows(CompletionException.class, () -> handle.result().join());
    assertInstanceOf(CallCancelledException.class, ended.getCause());
    assertTrue(handlerSawCancellation.get(10, TimeUnit.SECONDS));
    assertTrue(methods().contains("tasks/cancel"), methods().toString());
    assertEquals(TaskState.CANCELLED, handle.status());
  }

  @Test
  void aCallPastItsTotalTimeoutCancelsTheTask() throws Exception {
    McpClientEngine client = client(true);
    TaskHandle<CallOutcome> handle = client.callToolAsTask("blocking", JsonObject.empty(),
        client.defaults().toBuilder().maxTotalTimeout(Duration.ofMillis(300)).build());

    CompletionException ended = assertThrows(CompletionException.class, () -> handle.result().join());

    assertInstanceOf(CallTimeoutException.class, ended.getCause());
    assertTrue(handlerSawCancellation.get(10, TimeUnit.SECONDS));
    assertTrue(methods().contains("tasks/cancel"), methods().toString());
  }

  @Test
  void cancellingThePlainCallsFutureCancelsTheTask() throws Exception {
    CompletableFuture<CallOutcome> call = client(true).callTool("blocking", JsonObject.empty());
    assertTrue(started.await(10, TimeUnit.SECONDS));

    call.cancel(true);

    assertTrue(handlerSawCancellation.get(10, TimeUnit.SECONDS));
    assertTrue(methods().contains("tasks/cancel"), methods().toString());
  }

  @Test
  void aFailedTaskSurfacesTheServersError() {
    TaskHandle<CallOutcome> handle = client(true).callToolAsTask("broken", JsonObject.empty());

    CompletionException ended = assertThrows(CompletionException.class, () -> handle.result().join());

    McpServerException error = assertInstanceOf(McpServerException.class, ended.getCause());
    assertEquals(-32000, error.code());
    assertEquals("the backend is gone", error.errorMessage());
    assertEquals(TaskState.FAILED, handle.status());
  }

  @Test
  void aClientWithoutTheExtensionRefusesToMakeATask() {
    assertThrows(IllegalStateException.class, () -> client(false).callToolAsTask("export", JsonObject.empty()));
    assertTrue(methods().isEmpty());
  }

  @Test
  void aMappedHandleDecodesTheResult() {
    TaskHandle<String> handle = client(true).callToolAsTask("export", JsonObject.empty())
        .map(outcome -> text(outcome.resultOrThrow()));

    assertEquals("exported", handle.result().join());
    assertEquals(TaskState.COMPLETED, handle.status());
  }
}
