package io.mcpgen.processor.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.mcpgen.processor.it.Exports.Confirm;
import io.mcpgen.processor.it.Exports.Receipt;
import io.mcpgen.processor.it.Exports.Request;
import io.mcpgen.runtime.client.TaskHandle;
import io.mcpgen.runtime.client.TaskState;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.server.TaskSettings;
import io.mcpgen.runtime.state.RequestStateCodec;
import io.mcpgen.runtime.transport.memory.InMemoryTransport;
import io.mcpgen.runtime.typed.Elicited;
import io.mcpgen.runtime.typed.MissingHookException;
import io.mcpgen.testkit.client.CountingTransport;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** A generated typed client of a task-supporting tool: the handle, and the plain method waiting through the task. */
class TypedTaskTest {

  private final McpServerEngine engine = ExportsMcpServer.builder((request, confirm) ->
          new Receipt(request.rows(), confirm.accepted().map(Confirm::confirmed).orElse(false)))
      .requestState(RequestStateCodec.builder().audience("exports").key("test", new byte[32]).build())
      .tasks(TaskSettings.builder().pollInterval(Duration.ofMillis(20)).build())
      .build();
  private final CountingTransport wire = new CountingTransport(InMemoryTransport.connect(engine));
  private final AtomicInteger asked = new AtomicInteger();

  private ExportsMcpClient client() {
    return ExportsMcpClient.builder(wire).onConfirm(question -> {
      asked.incrementAndGet();
      return Elicited.accepted(new Confirm(true));
    }).build();
  }

  @Test
  void theTaskMethodGivesAHandleWhoseResultIsTyped() {
    TaskHandle<Receipt> handle = client().exportTask(new Request(42));

    assertEquals(new Receipt(42, true), handle.result().join());
    assertEquals(TaskState.COMPLETED, handle.status());
    assertNotNull(handle.taskId());
    assertEquals(1, asked.get());
    assertEquals(1, wire.requests("tasks/update"));
  }

  @Test
  void thePlainMethodWaitsForTheTask() {
    assertEquals(new Receipt(7, true), client().export(new Request(7)));
    assertEquals(1, wire.requests("tools/call"));
    assertEquals(1, wire.requests("tasks/update"));
  }

  @Test
  void theTaskMethodRefusesUpFrontWithoutTheHook() {
    ExportsMcpClient hookless = ExportsMcpClient.builder(wire).build();
    assertEquals(List.of("onConfirm"),
        assertThrows(MissingHookException.class, () -> hookless.exportTask(new Request(1))).hooks());
    assertEquals(0, wire.requests("tools/call"));
  }
}
