package io.mcpgen.runtime.server;

/** The status of a task, with its wire spelling. */
public enum TaskStatus {
  /** The handler is running, or about to run again. */
  WORKING("working"),
  /** The handler waits for answers to the task's {@code inputRequests}. */
  INPUT_REQUIRED("input_required"),
  /** The call returned a result (a tool error included), inlined by {@code tasks/get}. */
  COMPLETED("completed"),
  /** The call ended with a JSON-RPC error, inlined by {@code tasks/get}. */
  FAILED("failed"),
  /** Cancelled by {@code tasks/cancel}, or by the handler's own cancellation. */
  CANCELLED("cancelled");

  private final String wireName;

  TaskStatus(String wireName) {
    this.wireName = wireName;
  }

  /** The value of {@code status} on the wire. */
  public String wireName() {
    return wireName;
  }

  /** True for {@code completed}, {@code failed} and {@code cancelled}: the status never changes again. */
  public boolean isTerminal() {
    return this == COMPLETED || this == FAILED || this == CANCELLED;
  }
}
