package io.mcpgen.runtime.server;

import io.mcpgen.json.JsonObject;

/** Turns a synchronous round into a task: stores it, starts its handler, returns the {@code CreateTaskResult}. */
@FunctionalInterface
interface TaskLauncher {

  /**
   * @param round the round that ended by asking for a task (its answers carry over)
   * @param notes the handler's notes for the task's first run
   * @throws RequestFailure when the store holds no more tasks
   */
  JsonObject launch(RoundContext round, JsonObject notes);
}
