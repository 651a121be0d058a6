package io.mcpgen.runtime.mrtr;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * A scheduler whose time moves only when a test says so: timeouts fire on {@link #advance}, so a
 * test asserts what a client's timeouts and back-offs do without waiting for them (give it to
 * {@code McpClientEngine.Builder.scheduler}). Tasks run on the thread that advances time.
 */
public final class ManualScheduler implements Scheduler {

  private final List<Task> tasks = new ArrayList<>();
  private Duration now = Duration.ZERO;

  private static final class Task {
    final Duration due;
    final Runnable action;
    boolean cancelled;

    Task(Duration due, Runnable action) {
      this.due = due;
      this.action = action;
    }
  }

  @Override
  public synchronized Runnable schedule(Duration delay, Runnable action) {
    Task task = new Task(now.plus(delay), action);
    tasks.add(task);
    return () -> {
      synchronized (ManualScheduler.this) {
        task.cancelled = true;
      }
    };
  }

  /** Moves time forward and runs every task that became due, in due order. */
  public void advance(Duration by) {
    Duration target;
    synchronized (this) {
      target = now.plus(by);
    }
    while (true) {
      Task next = null;
      synchronized (this) {
        for (Task task : tasks) {
          if (!task.cancelled && task.due.compareTo(target) <= 0 && (next == null || task.due.compareTo(next.due) < 0)) {
            next = task;
          }
        }
        if (next == null) {
          now = target;
          tasks.removeIf(task -> task.cancelled);
          return;
        }
        tasks.remove(next);
        now = next.due;
      }
      next.action.run();
    }
  }

  /** How many tasks wait to run. */
  public synchronized int pending() {
    return (int) tasks.stream().filter(task -> !task.cancelled).count();
  }
}
