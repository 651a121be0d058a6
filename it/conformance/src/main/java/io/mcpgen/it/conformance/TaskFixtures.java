package io.mcpgen.it.conformance;

import io.mcpgen.annotations.Elicit;
import io.mcpgen.annotations.McpServer;
import io.mcpgen.annotations.TaskSupport;
import io.mcpgen.annotations.Tool;
import io.mcpgen.runtime.typed.Elicited;
import io.mcpgen.runtime.typed.McpExchange;
import java.util.Optional;

/**
 * The fixtures of the suite's {@code tasks-*} scenarios (the {@code io.modelcontextprotocol/tasks}
 * extension), with the suite's names; {@link TaskService} implements them. The suite's
 * {@code test_tool_with_task} gathers input synchronously before it becomes a task, which the
 * generated stub does not do: {@link TaskComposition} registers it by hand.
 */
@McpServer(name = "mcpgen-conformance", version = "1.0.0")
public interface TaskFixtures {

  /** Greets at once; never a task. */
  @Tool("greet")
  String greet(Greeting arguments);

  /** Sleeps {@code seconds} seconds, then reports; a task when the client takes one, cancelled when asked. */
  @Tool(value = "slow_compute", task = TaskSupport.OPTIONAL)
  String slowCompute(Compute arguments, McpExchange exchange);

  /** Fails as a tool after about a second (a completed task with {@code isError}); always a task. */
  @Tool(value = "failing_job", task = TaskSupport.REQUIRED)
  String failingJob(McpExchange exchange);

  /** Fails with a JSON-RPC error (a failed task). */
  @Tool(value = "protocol_error_job", task = TaskSupport.OPTIONAL)
  String protocolErrorJob();

  /** Asks to confirm inside the task, then deletes (nothing: it is a fixture). */
  @Tool(value = "confirm_delete", task = TaskSupport.OPTIONAL)
  String confirmDelete(Deletion arguments,
      @Elicit(key = "confirm", message = "Delete {arguments.filename}?") Elicited<Confirmation> confirm);

  /** Asks two questions at once inside the task; completes once both are answered. */
  @Tool(value = "multi_input", task = TaskSupport.OPTIONAL)
  String multiInput(@Elicit(key = "first", message = "First entry?") Elicited<Entry> first,
      @Elicit(key = "second", message = "Second entry?") Elicited<Entry> second);

  /** The arguments of {@code greet}. */
  record Greeting(String name) {}

  /** The arguments of {@code slow_compute}: how long to work, and a label to report. */
  record Compute(double seconds, Optional<String> label) {}

  /** The arguments of {@code confirm_delete}. */
  record Deletion(String filename) {}

  /** The form of {@code confirm_delete}. */
  record Confirmation(boolean confirm) {}

  /** The form of each question of {@code multi_input}. */
  record Entry(String name, Optional<Boolean> confirm) {}
}
