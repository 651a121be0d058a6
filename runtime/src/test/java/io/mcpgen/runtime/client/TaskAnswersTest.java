package io.mcpgen.runtime.client;

import static io.mcpgen.runtime.testing.Fixtures.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.testing.ScriptedServer;
import io.mcpgen.runtime.transport.memory.InMemoryTransport;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;

/** What a client does with task answers it cannot use: a clear error, and the task cancelled. */
class TaskAnswersTest {

  private static final JsonObject CREATED = json("{\"resultType\":\"task\",\"taskId\":\"t-1\",\"status\":\"working\","
      + "\"pollIntervalMs\":0}");

  private static McpClientEngine client(ScriptedServer server) {
    return McpClientEngine.builder(InMemoryTransport.connect(server)).tasks().build();
  }

  private static Throwable failure(TaskHandle<CallOutcome> handle) {
    return assertThrows(CompletionException.class, () -> handle.result().join()).getCause();
  }

  private static long count(ScriptedServer server, String method) {
    return server.requests().stream().filter(request -> method.equals(request.get("method").asString())).count();
  }

  @Test
  void anUnknownStatusIsAProtocolViolationAndTheTaskIsCancelled() {
    ScriptedServer server = ScriptedServer.answering(CREATED,
        json("{\"resultType\":\"complete\",\"taskId\":\"t-1\",\"status\":\"sleeping\"}"),
        json("{\"resultType\":\"complete\"}"));
    Throwable failure = failure(client(server).callToolAsTask("export", JsonObject.empty()));

    assertInstanceOf(ProtocolViolationException.class, failure);
    assertTrue(failure.getMessage().contains("unknown task status \"sleeping\""), failure.getMessage());
    assertEquals(1, count(server, "tasks/cancel"));
  }

  @Test
  void aTaskWithoutAnIdIsAProtocolViolation() {
    ScriptedServer server = ScriptedServer.answering(json("{\"resultType\":\"task\",\"status\":\"working\"}"));
    Throwable failure = failure(client(server).callToolAsTask("export", JsonObject.empty()));

    assertInstanceOf(ProtocolViolationException.class, failure);
    assertEquals(0, count(server, "tasks/get"));
  }

  @Test
  void aFailedTaskWithoutAnErrorObjectIsAProtocolViolation() {
    ScriptedServer server = ScriptedServer.answering(CREATED,
        json("{\"resultType\":\"complete\",\"taskId\":\"t-1\",\"status\":\"failed\",\"error\":\"boom\"}"));
    Throwable failure = failure(client(server).callToolAsTask("export", JsonObject.empty()));

    assertInstanceOf(ProtocolViolationException.class, failure);
    assertEquals(0, count(server, "tasks/cancel"), "a failed task has ended: nothing to cancel");
  }

  @Test
  void aTaskThatWorksForeverIsPolledAtLeastTenMillisecondsApartAndEndsAtTheTotalTimeout() {
    ScriptedServer server = new ScriptedServer(request -> "tools/call".equals(request.get("method").asString())
        ? CREATED : json("{\"resultType\":\"complete\",\"taskId\":\"t-1\",\"status\":\"working\",\"pollIntervalMs\":0}"));
    McpClientEngine client = client(server);
    TaskHandle<CallOutcome> handle = client.callToolAsTask("export", JsonObject.empty(),
        client.defaults().toBuilder().maxTotalTimeout(java.time.Duration.ofMillis(200)).build());

    assertInstanceOf(CallTimeoutException.class, failure(handle));
    // 200 ms at 10 ms or more apart: at most 21 polls, whatever the server's zero interval says.
    assertTrue(count(server, "tasks/get") <= 21, "polls: " + count(server, "tasks/get"));
    assertEquals(TaskState.CANCELLED, handle.status());
  }
}
