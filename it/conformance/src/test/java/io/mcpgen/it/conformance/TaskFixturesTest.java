package io.mcpgen.it.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.mrtr.ProtocolVersions;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.server.RequestContext;
import org.junit.jupiter.api.Test;

/** The fixtures of the {@code tasks-*} scenarios, through the engine: the names and shapes the suite looks for. */
class TaskFixturesTest {

  private static final String TASKS = "{\"elicitation\":{},\"extensions\":{\"io.modelcontextprotocol/tasks\":{}}}";

  private final McpServerEngine engine = ConformanceServer.engine();
  private int ids;

  private JsonObject send(String method, String params, String capabilities) {
    JsonObject meta = Json.parse("{\"io.modelcontextprotocol/protocolVersion\":\"" + ProtocolVersions.LATEST
        + "\",\"io.modelcontextprotocol/clientCapabilities\":" + capabilities + "}").asObject();
    JsonObject request = JsonObject.builder().put("jsonrpc", "2.0").put("id", ++ids).put("method", method)
        .put("params", Json.parse(params).asObject().with("_meta", meta)).build();
    return engine.handle(request, RequestContext.anonymous()).toCompletableFuture().join().body().orElseThrow();
  }

  private JsonObject awaitStatus(String taskId, String status) throws InterruptedException {
    JsonObject task = null;
    for (int i = 0; i < 1000; i++) {
      task = send("tasks/get", "{\"taskId\":\"" + taskId + "\"}", TASKS).get("result").asObject();
      if (status.equals(task.get("status").asString())) {
        return task;
      }
      Thread.sleep(10);
    }
    throw new AssertionError("never " + status + ": " + task);
  }

  @Test
  void confirmDeleteAsksInsideItsTaskAndCompletesOnceAnswered() throws Exception {
    JsonObject created = send("tools/call", "{\"name\":\"confirm_delete\",\"arguments\":{\"filename\":\"a.txt\"}}",
        TASKS).get("result").asObject();
    assertEquals("task", created.get("resultType").asString());
    String taskId = created.get("taskId").asString();
    JsonObject asking = awaitStatus(taskId, "input_required");
    assertEquals("elicitation/create", asking.get("inputRequests").asObject().get("confirm").asObject()
        .get("method").asString());
    send("tasks/update", "{\"taskId\":\"" + taskId + "\",\"inputResponses\":{\"confirm\":{\"action\":\"accept\","
        + "\"content\":{\"confirm\":true}}}}", TASKS);
    JsonObject done = awaitStatus(taskId, "completed");
    assertEquals("Deleted a.txt", done.get("result").asObject().get("content").asArray().get(0).asObject()
        .get("text").asString());
  }

  @Test
  void greetIsSynchronousAndFailingJobNeedsTheExtension() {
    JsonObject greeting = send("tools/call", "{\"name\":\"greet\",\"arguments\":{\"name\":\"World\"}}", TASKS)
        .get("result").asObject();
    assertEquals("complete", greeting.get("resultType").asString());
    assertEquals("Hello, World!", greeting.get("content").asArray().get(0).asObject().get("text").asString());
    JsonObject refused = send("tools/call", "{\"name\":\"failing_job\",\"arguments\":{}}", "{}")
        .get("error").asObject();
    assertEquals(-32021, refused.get("code").asNumber().intValue());
  }

  @Test
  void theComposedToolAsksFirstThenBecomesATask() throws Exception {
    JsonObject first = send("tools/call", "{\"name\":\"test_tool_with_task\",\"arguments\":{}}", TASKS)
        .get("result").asObject();
    assertEquals("input_required", first.get("resultType").asString());
    JsonObject created = send("tools/call", "{\"name\":\"test_tool_with_task\",\"arguments\":{},"
        + "\"inputResponses\":{\"user_name\":{\"action\":\"accept\",\"content\":{\"name\":\"Alice\"}}},"
        + "\"requestState\":" + first.get("requestState") + "}", TASKS).get("result").asObject();
    assertEquals("task", created.get("resultType").asString());
    JsonObject done = awaitStatus(created.get("taskId").asString(), "completed");
    assertTrue(done.get("result").toString().contains("Hello, Alice!"));
  }
}
