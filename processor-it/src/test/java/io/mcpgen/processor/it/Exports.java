package io.mcpgen.processor.it;

import io.mcpgen.annotations.Elicit;
import io.mcpgen.annotations.McpServer;
import io.mcpgen.annotations.TaskSupport;
import io.mcpgen.annotations.Tool;
import io.mcpgen.runtime.typed.Elicited;

/** Long-running exports: a tool that always runs as a task and asks before it starts. */
@McpServer(name = "exports")
public interface Exports {

  /** Exports the rows once the user confirms; always a task. */
  @Tool(value = "export", task = TaskSupport.REQUIRED)
  Receipt export(Request request, @Elicit(message = "Export {request.rows} rows?") Elicited<Confirm> confirm);

  /** What to export. */
  record Request(int rows) {}

  /** The user's answer. */
  record Confirm(boolean confirmed) {}

  /** What was exported. */
  record Receipt(int rows, boolean confirmed) {}
}
