package io.mcpgen.runtime.client;

/**
 * Where a call made as a task stands, as the client last saw it: {@link #SUBMITTED} until the
 * server answers the {@code tools/call}, then the task's own status (the wire names of the
 * {@code io.modelcontextprotocol/tasks} extension), or {@link #COMPLETED} at once when the server
 * answered without creating a task.
 */
public enum TaskState {
  /** The call is on its way; the server has not answered yet. */
  SUBMITTED(null),
  /** The task runs. */
  WORKING("working"),
  /** The task waits for answers to its questions; the client's handlers are answering them. */
  INPUT_REQUIRED("input_required"),
  /** The task (or the call, answered without a task) has its result. */
  COMPLETED("completed"),
  /** The task ended with an error. */
  FAILED("failed"),
  /** The task was cancelled, by this client or by the server. */
  CANCELLED("cancelled");

  private final String wireName;

  TaskState(String wireName) {
    this.wireName = wireName;
  }

  /** The status as the extension spells it, or null for {@link #SUBMITTED}. */
  public String wireName() {
    return wireName;
  }

  /** True once nothing changes any more. */
  public boolean isTerminal() {
    return this == COMPLETED || this == FAILED || this == CANCELLED;
  }

  /** The state a task status names, or null for a status this client does not know. */
  static TaskState ofWire(String status) {
    for (TaskState state : values()) {
      if (state.wireName != null && state.wireName.equals(status)) {
        return state;
      }
    }
    return null;
  }
}
