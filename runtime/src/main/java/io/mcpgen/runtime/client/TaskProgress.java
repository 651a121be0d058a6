package io.mcpgen.runtime.client;

import io.mcpgen.runtime.mrtr.Cancellation;

/** What a {@link TaskHandle} shows and how it cancels: fed by the call as it learns of the task. */
final class TaskProgress implements TaskObserver {

  private final Cancellation cancellation;
  private String taskId;
  private TaskState state = TaskState.SUBMITTED;
  private String message;

  /** @param cancellation the call's own: tripping it ends the call and cancels the task */
  TaskProgress(Cancellation cancellation) {
    this.cancellation = cancellation;
  }

  @Override
  public synchronized void changed(String taskId, TaskState state, String message) {
    if (this.state.isTerminal()) {
      return;
    }
    this.taskId = taskId;
    this.state = state;
    this.message = message;
  }

  synchronized String taskId() {
    return taskId;
  }

  synchronized TaskState state() {
    return state;
  }

  synchronized String message() {
    return message;
  }

  void cancel(String why) {
    cancellation.cancel(why);
  }
}
