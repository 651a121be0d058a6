package io.mcpgen.runtime.server;

/** The status of a task, with its wire spelling. */
public enum TaskStatus {
  WORKING("working"),
  INPUT_REQUIRED("input_required"),
  COMPLETED("completed"),
  FAILED("failed"),
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
