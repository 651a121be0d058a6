package io.mcpgen.runtime.server;

import static io.mcpgen.runtime.testing.Fixtures.json;
import static io.mcpgen.runtime.testing.Fixtures.request;
import static io.mcpgen.runtime.testing.Wire.error;
import static io.mcpgen.runtime.testing.Wire.result;
import static io.mcpgen.runtime.testing.Wire.send;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.mrtr.InputRequest;
import io.mcpgen.runtime.mrtr.ManualScheduler;
import io.mcpgen.runtime.testing.FakeClock;
import io.mcpgen.runtime.testing.Fixtures;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The tasks extension on the server: creation, polling, input through tasks/update, cancellation, TTL, bounds. */
class TasksTest {

  private static final String WITH_TASKS = "{\"elicitation\":{},\"extensions\":{\"io.modelcontextprotocol/tasks\":{}}}";
  private static final String WITHOUT_TASKS = "{\"elicitation\":{}}";
  private static final JsonObject NAME_FORM = json("{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\"}},"
      + "\"required\":[\"name\"]}");

  private final ExecutorService pool = Executors.newCachedThreadPool();
  private final CountDownLatch release = new CountDownLatch(1);
  private final CountDownLatch started = new CountDownLatch(1);
  private final CompletableFuture<Boolean> handlerSawCancellation = new CompletableFuture<>();
  private final AtomicInteger ids = new AtomicInteger();

  @AfterEach
  void stop() {
    release.countDown();
    pool.shutdownNow();
  }

  private McpServerEngine engine(TaskSettings.Builder settings) {
    return McpServerEngine.builder()
        .tasks(settings.executor(pool).build())
        .tool(Fixtures.tool("quick"), McpHandler.simple(call -> Fixtures.textResult("done")), TaskSupport.OPTIONAL)
        .tool(Fixtures.tool("only_task"), McpHandler.simple(call -> Fixtures.textResult("done")),
            TaskSupport.REQUIRED)
        .tool(Fixtures.tool("tool_error"), McpHandler.simple(call -> {
          throw new InvalidArgumentsException("no such file");
        }), TaskSupport.OPTIONAL)
        .tool(Fixtures.tool("protocol_error"), McpHandler.simple(call -> {
          throw new McpErrorException(-32000, "the backend is gone");
        }), TaskSupport.OPTIONAL)
        .tool(Fixtures.tool("blocking"), McpHandler.simple(call -> {
          CountDownLatch cancelled = new CountDownLatch(1);
          call.cancellation().onCancel(cancelled::countDown);
          started.countDown();
          handlerSawCancellation.complete(cancelled.await(10, TimeUnit.SECONDS) && call.isCancelled());
          return Fixtures.textResult("finished anyway");
        }), TaskSupport.OPTIONAL)
        .tool(Fixtures.tool("two_questions"), round -> {
          Map<String, InputRequest> missing = new LinkedHashMap<>();
          String first = name(round, "first", missing);
          String second = name(round, "second", missing);
          return missing.isEmpty() ? RoundResult.complete(Fixtures.textResult(first + " and " + second))
              : RoundResult.inputRequired(missing);
        }, TaskSupport.OPTIONAL)
        .tool(Fixtures.tool("asks_then_task"), McpHandler.escalating(round -> {
          Map<String, InputRequest> missing = new LinkedHashMap<>();
          String who = name(round, "who", missing);
          if (!missing.isEmpty()) {
            return RoundResult.inputRequired(missing);
          }
          return round.inTask() ? RoundResult.complete(Fixtures.textResult("hello " + who))
              : RoundResult.continueAsTask(null);
        }), TaskSupport.REQUIRED)
        .tool(Fixtures.tool("asks_twice"), round -> {
          // The second question differs from the first (its wording names the first answer).
          InputRequest first = InputRequest.form("Name?", NAME_FORM);
          ElicitationAnswer firstAnswer = (ElicitationAnswer) round.answer("name", first);
          InputRequest again = InputRequest.form("Not " + (round.notes().has("tried") ? round.notes().get("tried")
              .asString() : "") + ", then?", NAME_FORM);
          if (!round.notes().has("tried")) {
            if (firstAnswer == null) {
              return RoundResult.inputRequired(Map.of("name", first));
            }
            return RoundResult.inputRequired(Map.of("name", InputRequest.form("Not "
                + firstAnswer.content().get("name").asString() + ", then?", NAME_FORM)),
                JsonObject.of("tried", firstAnswer.content().get("name")));
          }
          ElicitationAnswer secondAnswer = (ElicitationAnswer) round.answer("name", again);
          return secondAnswer == null ? RoundResult.inputRequired(Map.of("name", again))
              : RoundResult.complete(Fixtures.textResult(secondAnswer.content().get("name").asString()));
        }, TaskSupport.OPTIONAL)
        .requestState(Fixtures.codec())
        .build();
  }

  private McpServerEngine engine() {
    return engine(TaskSettings.builder());
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

  private JsonObject call(McpServerEngine server, String tool, String capabilities, String principal) {
    return result(send(server, request(ids.incrementAndGet(), "tools/call", "{\"name\":\"" + tool + "\"}",
        capabilities), RequestContext.builder().principal(principal).build()));
  }

  private JsonObject tasks(McpServerEngine server, String method, String params, String principal) {
    return result(send(server, request(ids.incrementAndGet(), method, params, WITH_TASKS),
        RequestContext.builder().principal(principal).build()));
  }

  private JsonObject tasksError(McpServerEngine server, String method, String params, String capabilities,
      String principal) {
    return error(send(server, request(ids.incrementAndGet(), method, params, capabilities),
        RequestContext.builder().principal(principal).build()));
  }

  private static String idParam(String taskId) {
    return "{\"taskId\":\"" + taskId + "\"}";
  }

  /** Polls tasks/get until the task has this status (the handler runs on another thread). */
  private JsonObject awaitStatus(McpServerEngine server, String taskId, String status) throws InterruptedException {
    JsonObject task = null;
    for (int i = 0; i < 1000; i++) {
      task = tasks(server, "tasks/get", idParam(taskId), "alice");
      if (status.equals(task.get("status").asString())) {
        return task;
      }
      Thread.sleep(10);
    }
    throw new AssertionError("the task never reached " + status + ": " + task);
  }

  @Test
  void theExtensionIsAdvertisedUnderExtensions() {
    JsonObject capabilities = engine().capabilities();
    assertEquals(JsonObject.empty(), capabilities.get("extensions").asObject().get("io.modelcontextprotocol/tasks"));
    assertFalse(capabilities.has("tasks"));
  }

  @Test
  void aTaskIsCreatedFlatAndItsResultIsInlinedOnceCompleted() throws Exception {
    McpServerEngine server = engine();
    JsonObject created = call(server, "quick", WITH_TASKS, "alice");
    assertEquals("task", created.get("resultType").asString());
    assertFalse(created.has("task"));
    assertFalse(created.has("result"));
    assertTrue(created.get("createdAt").asString().matches("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}.*"));
    assertEquals(TaskSettings.DEFAULT_TTL.toMillis(), created.get("ttlMs").asNumber().longValue());
    String taskId = created.get("taskId").asString();

    JsonObject done = awaitStatus(server, taskId, "completed");
    assertEquals("complete", done.get("resultType").asString());
    assertEquals(taskId, done.get("taskId").asString());
    assertEquals("done", done.get("result").asObject().get("content").asArray().get(0).asObject().get("text")
        .asString());
    assertFalse(done.has("requestState"));
  }

  @Test
  void aToolErrorCompletesWithIsErrorAndAProtocolErrorFails() throws Exception {
    McpServerEngine server = engine();
    JsonObject toolError = awaitStatus(server, call(server, "tool_error", WITH_TASKS, "alice").get("taskId").asString(),
        "completed");
    assertEquals(true, toolError.get("result").asObject().get("isError").asBoolean());

    JsonObject failed = awaitStatus(server,
        call(server, "protocol_error", WITH_TASKS, "alice").get("taskId").asString(), "failed");
    assertEquals(-32000, failed.get("error").asObject().get("code").asNumber().intValue());
    assertFalse(failed.has("result"));
  }

  @Test
  void withoutTheExtensionAnOptionalToolIsSynchronousAndARequiredOneIsRefused() {
    McpServerEngine server = engine();
    JsonObject sync = call(server, "quick", WITHOUT_TASKS, "alice");
    assertEquals("complete", sync.get("resultType").asString());
    assertFalse(sync.has("taskId"));

    JsonObject refused = tasksError(server, "tools/call", "{\"name\":\"only_task\"}", WITHOUT_TASKS, "alice");
    assertEquals(-32021, refused.get("code").asNumber().intValue());
    assertEquals(JsonObject.empty(), refused.get("data").asObject().get("requiredCapabilities").asObject()
        .get("extensions").asObject().get("io.modelcontextprotocol/tasks"));

    JsonObject gated = tasksError(server, "tasks/get", idParam("anything"), WITHOUT_TASKS, "alice");
    assertEquals(-32021, gated.get("code").asNumber().intValue());
  }

  @Test
  void cancellationReachesTheRunningHandler() throws Exception {
    McpServerEngine server = engine();
    String taskId = call(server, "blocking", WITH_TASKS, "alice").get("taskId").asString();
    assertTrue(started.await(10, TimeUnit.SECONDS));

    JsonObject ack = tasks(server, "tasks/cancel", idParam(taskId), "alice");
    assertEquals("complete", ack.get("resultType").asString());
    assertFalse(ack.has("status"));
    assertTrue(handlerSawCancellation.get(10, TimeUnit.SECONDS));
    assertEquals("cancelled", awaitStatus(server, taskId, "cancelled").get("status").asString());
    // Idempotent on a terminal task.
    assertEquals("complete", tasks(server, "tasks/cancel", idParam(taskId), "alice").get("resultType").asString());
  }

  @Test
  void twoQuestionsAskedInParallelAreAnsweredOneAtATime() throws Exception {
    McpServerEngine server = engine();
    String taskId = call(server, "two_questions", WITH_TASKS, "alice").get("taskId").asString();
    JsonObject asking = awaitStatus(server, taskId, "input_required");
    JsonObject inputRequests = asking.get("inputRequests").asObject();
    assertEquals(2, inputRequests.names().size());
    assertEquals("elicitation/create", inputRequests.get("first").asObject().get("method").asString());

    tasks(server, "tasks/update", "{\"taskId\":\"" + taskId
        + "\",\"inputResponses\":{\"first\":{\"action\":\"accept\",\"content\":{\"name\":\"Ada\"}}}}", "alice");
    JsonObject partly = tasks(server, "tasks/get", idParam(taskId), "alice");
    assertEquals("input_required", partly.get("status").asString());
    assertEquals(java.util.List.of("second"), java.util.List.copyOf(partly.get("inputRequests").asObject().names()));

    tasks(server, "tasks/update", "{\"taskId\":\"" + taskId
        + "\",\"inputResponses\":{\"second\":{\"action\":\"accept\",\"content\":{\"name\":\"Bob\"}}}}", "alice");
    JsonObject done = awaitStatus(server, taskId, "completed");
    assertEquals("Ada and Bob", done.get("result").asObject().get("content").asArray().get(0).asObject()
        .get("text").asString());
  }

  @Test
  void aQuestionAskedAgainUnderAnAnsweredKeyGoesOutUnderAFreshKey() throws Exception {
    McpServerEngine server = engine();
    String taskId = call(server, "asks_twice", WITH_TASKS, "alice").get("taskId").asString();
    assertEquals(java.util.List.of("name"), java.util.List.copyOf(awaitStatus(server, taskId, "input_required")
        .get("inputRequests").asObject().names()));
    tasks(server, "tasks/update", "{\"taskId\":\"" + taskId
        + "\",\"inputResponses\":{\"name\":{\"action\":\"accept\",\"content\":{\"name\":\"Ada\"}}}}", "alice");

    JsonObject again = null;
    for (int i = 0; i < 1000 && (again == null || !again.get("inputRequests").asObject().has("name-2")); i++) {
      Thread.sleep(10);
      JsonObject task = tasks(server, "tasks/get", idParam(taskId), "alice");
      again = task.has("inputRequests") ? task : null;
    }
    assertNotNull(again);
    assertEquals(java.util.List.of("name-2"), java.util.List.copyOf(again.get("inputRequests").asObject().names()));
    tasks(server, "tasks/update", "{\"taskId\":\"" + taskId
        + "\",\"inputResponses\":{\"name-2\":{\"action\":\"accept\",\"content\":{\"name\":\"Bob\"}}}}", "alice");
    assertEquals("Bob", awaitStatus(server, taskId, "completed").get("result").asObject().get("content").asArray()
        .get(0).asObject().get("text").asString());
  }

  @Test
  void aTamperedUpdateIsRefusedAndTheQuestionStaysOpen() throws Exception {
    McpServerEngine server = engine();
    String taskId = call(server, "two_questions", WITH_TASKS, "alice").get("taskId").asString();
    awaitStatus(server, taskId, "input_required");

    // Content that does not fit the schema asked, and a result of another method: refused as a whole.
    JsonObject misfit = tasksError(server, "tasks/update", "{\"taskId\":\"" + taskId
        + "\",\"inputResponses\":{\"first\":{\"action\":\"accept\",\"content\":{\"name\":42}}}}", WITH_TASKS, "alice");
    assertEquals(-32602, misfit.get("code").asNumber().intValue());
    JsonObject wrongShape = tasksError(server, "tasks/update", "{\"taskId\":\"" + taskId
        + "\",\"inputResponses\":{\"first\":{\"roots\":[]}}}", WITH_TASKS, "alice");
    assertEquals(-32602, wrongShape.get("code").asNumber().intValue());
    // Keys that were never asked are ignored.
    assertEquals("complete", tasks(server, "tasks/update", "{\"taskId\":\"" + taskId
        + "\",\"inputResponses\":{\"made-up\":{\"x\":1}}}", "alice").get("resultType").asString());

    JsonObject still = tasks(server, "tasks/get", idParam(taskId), "alice");
    assertEquals("input_required", still.get("status").asString());
    assertEquals(2, still.get("inputRequests").asObject().names().size());
  }

  @Test
  void anotherPrincipalFindsNoTask() throws Exception {
    McpServerEngine server = engine();
    String taskId = call(server, "two_questions", WITH_TASKS, "alice").get("taskId").asString();
    awaitStatus(server, taskId, "input_required");
    for (String method : new String[] {"tasks/get", "tasks/cancel"}) {
      JsonObject refused = tasksError(server, method, idParam(taskId), WITH_TASKS, "mallory");
      assertEquals(-32602, refused.get("code").asNumber().intValue(), method);
    }
    JsonObject update = tasksError(server, "tasks/update", "{\"taskId\":\"" + taskId
        + "\",\"inputResponses\":{\"first\":{\"action\":\"accept\",\"content\":{\"name\":\"Eve\"}}}}", WITH_TASKS,
        "mallory");
    assertEquals(-32602, update.get("code").asNumber().intValue());
    JsonObject anonymous = tasksError(server, "tasks/get", idParam(taskId), WITH_TASKS, null);
    assertEquals(-32602, anonymous.get("code").asNumber().intValue());
    assertEquals(2, tasks(server, "tasks/get", idParam(taskId), "alice").get("inputRequests").asObject()
        .names().size());
  }

  @Test
  void aTaskWhoseTtlPassedIsGoneAndItsHandlerIsCancelled() throws Exception {
    FakeClock clock = new FakeClock();
    ManualScheduler scheduler = new ManualScheduler();
    McpServerEngine server = engine(TaskSettings.builder().clock(clock).scheduler(scheduler)
        .ttl(Duration.ofMinutes(5)));
    String taskId = call(server, "blocking", WITH_TASKS, "alice").get("taskId").asString();
    assertTrue(started.await(10, TimeUnit.SECONDS));
    clock.advance(Duration.ofMinutes(4));
    assertEquals("working", tasks(server, "tasks/get", idParam(taskId), "alice").get("status").asString());

    clock.advance(Duration.ofMinutes(1));
    scheduler.advance(Duration.ofMinutes(5));
    assertTrue(handlerSawCancellation.get(10, TimeUnit.SECONDS));
    JsonObject gone = tasksError(server, "tasks/get", idParam(taskId), WITH_TASKS, "alice");
    assertEquals(-32602, gone.get("code").asNumber().intValue());
  }

  @Test
  void theStoreIsBoundedPerPrincipalAndInTotal() {
    McpServerEngine server = engine(TaskSettings.builder().maxTasks(3, 2));
    call(server, "two_questions", WITH_TASKS, "alice");
    call(server, "two_questions", WITH_TASKS, "alice");
    JsonObject full = tasksError(server, "tools/call", "{\"name\":\"two_questions\"}", WITH_TASKS, "alice");
    assertEquals(-32603, full.get("code").asNumber().intValue());
    assertNotNull(call(server, "two_questions", WITH_TASKS, "bob").get("taskId"));
    JsonObject totalFull = tasksError(server, "tools/call", "{\"name\":\"two_questions\"}", WITH_TASKS, "carol");
    assertEquals(-32603, totalFull.get("code").asNumber().intValue());
  }

  @Test
  void inputGatheredSynchronouslyCarriesIntoTheTask() throws Exception {
    McpServerEngine server = engine();
    JsonObject first = call(server, "asks_then_task", WITH_TASKS, "alice");
    assertEquals("input_required", first.get("resultType").asString());
    assertFalse(first.has("taskId"));
    JsonObject retry = json("{\"name\":\"asks_then_task\",\"inputResponses\":{\"who\":{\"action\":\"accept\","
        + "\"content\":{\"name\":\"Alice\"}}}}").with("requestState", first.get("requestState"));
    JsonObject created = result(send(server, request(99, "tools/call", retry.toString(), WITH_TASKS),
        RequestContext.builder().principal("alice").build()));
    assertEquals("task", created.get("resultType").asString());
    assertFalse(created.has("requestState"));
    JsonObject done = awaitStatus(server, created.get("taskId").asString(), "completed");
    assertEquals(JsonString.of("hello Alice"), done.get("result").asObject().get("content").asArray().get(0)
        .asObject().get("text"));
  }

  @Test
  void unknownTaskIdsAndRemovedMethodsAreRefused() {
    McpServerEngine server = engine();
    assertEquals(-32602, tasksError(server, "tasks/get", idParam("nope"), WITH_TASKS, "alice").get("code")
        .asNumber().intValue());
    assertEquals(-32601, tasksError(server, "tasks/result", idParam("nope"), WITH_TASKS, "alice").get("code")
        .asNumber().intValue());
    assertEquals(-32601, tasksError(server, "tasks/list", "{}", WITH_TASKS, "alice").get("code")
        .asNumber().intValue());
  }
}
