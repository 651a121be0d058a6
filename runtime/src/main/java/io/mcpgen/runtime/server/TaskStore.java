package io.mcpgen.runtime.server;

import java.time.Clock;
import java.util.function.UnaryOperator;

/**
 * Where the tasks of the {@code io.modelcontextprotocol/tasks} extension live. The engine checks
 * the principal itself (a task another principal created is "not found"); a store keeps records,
 * bounds how many it holds, and forgets them once their TTL has passed.
 *
 * <p>Implementations must be thread-safe; {@link #update} must apply its change atomically.
 */
public interface TaskStore {

  /**
   * Stores a new task; once this returns true, {@link #get} finds it (the engine answers the
   * {@code tools/call} only then).
   *
   * @return false when the store holds as many tasks as it may, in total or for this task's principal
   */
  boolean create(TaskRecord task);

  /** The task with this id, or null when there is none or its TTL has passed. */
  TaskRecord get(String taskId);

  /**
   * Replaces the task with {@code change} applied to it, atomically.
   *
   * @return the new record, or null when there is no such task (or its TTL has passed)
   */
  TaskRecord update(String taskId, UnaryOperator<TaskRecord> change);

  /**
   * A store in this process's memory, for one instance (replicas need a shared store).
   *
   * @param maxTasks the most tasks held at once
   * @param maxTasksPerPrincipal the most tasks one principal (or all anonymous callers together) holds at once
   * @param clock what decides when a TTL has passed
   */
  static TaskStore inMemory(int maxTasks, int maxTasksPerPrincipal, Clock clock) {
    return new InMemoryTaskStore(maxTasks, maxTasksPerPrincipal, clock);
  }
}
