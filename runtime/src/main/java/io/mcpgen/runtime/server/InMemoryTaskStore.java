package io.mcpgen.runtime.server;

import java.time.Clock;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.UnaryOperator;

/**
 * The default {@link TaskStore}: a map in memory, bounded in total and per principal, that drops a
 * task once its TTL has passed (checked on every access, so no timer is needed).
 */
final class InMemoryTaskStore implements TaskStore {

  private final int maxTasks;
  private final int maxTasksPerPrincipal;
  private final Clock clock;
  private final Map<String, TaskRecord> tasks = new LinkedHashMap<>();
  private final Map<String, Integer> perPrincipal = new HashMap<>();

  InMemoryTaskStore(int maxTasks, int maxTasksPerPrincipal, Clock clock) {
    if (maxTasks < 1 || maxTasksPerPrincipal < 1) {
      throw new IllegalArgumentException("the task bounds must be at least 1");
    }
    this.maxTasks = maxTasks;
    this.maxTasksPerPrincipal = maxTasksPerPrincipal;
    this.clock = Objects.requireNonNull(clock, "clock");
  }

  @Override
  public synchronized boolean create(TaskRecord task) {
    dropExpired();
    String owner = owner(task.principal());
    int owned = perPrincipal.getOrDefault(owner, 0);
    if (tasks.size() >= maxTasks || owned >= maxTasksPerPrincipal || tasks.containsKey(task.taskId())) {
      return false;
    }
    tasks.put(task.taskId(), task);
    perPrincipal.put(owner, owned + 1);
    return true;
  }

  @Override
  public synchronized TaskRecord get(String taskId) {
    TaskRecord task = tasks.get(taskId);
    if (task != null && expired(task)) {
      remove(task);
      return null;
    }
    return task;
  }

  @Override
  public synchronized TaskRecord update(String taskId, UnaryOperator<TaskRecord> change) {
    TaskRecord task = get(taskId);
    if (task == null) {
      return null;
    }
    TaskRecord changed = Objects.requireNonNull(change.apply(task), "changed task");
    if (!changed.taskId().equals(taskId) || !Objects.equals(changed.principal(), task.principal())) {
      throw new IllegalArgumentException("a task update may not change the task's id or principal");
    }
    tasks.put(taskId, changed);
    return changed;
  }

  private void dropExpired() {
    for (Iterator<TaskRecord> it = tasks.values().iterator(); it.hasNext(); ) {
      TaskRecord task = it.next();
      if (expired(task)) {
        it.remove();
        release(task);
      }
    }
  }

  private boolean expired(TaskRecord task) {
    return !clock.instant().isBefore(task.expiresAt());
  }

  private void remove(TaskRecord task) {
    tasks.remove(task.taskId());
    release(task);
  }

  private void release(TaskRecord task) {
    perPrincipal.computeIfPresent(owner(task.principal()), (owner, count) -> count <= 1 ? null : count - 1);
  }

  /** Anonymous callers share one bound. */
  private static String owner(String principal) {
    return principal == null ? "" : "p:" + principal;
  }
}
