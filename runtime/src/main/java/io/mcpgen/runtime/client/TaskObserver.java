package io.mcpgen.runtime.client;

/** Hears how a call made as a task stands: which task the server created and each status it reported. */
interface TaskObserver {

  /** Nobody listens. */
  TaskObserver NONE = (taskId, state, message) -> { };

  /**
   * The task now stands here.
   *
   * @param taskId null when the server answered without creating a task
   * @param message the server's {@code statusMessage}, or null
   */
  void changed(String taskId, TaskState state, String message);
}
