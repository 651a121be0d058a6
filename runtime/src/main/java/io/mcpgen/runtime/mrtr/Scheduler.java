package io.mcpgen.runtime.mrtr;

import java.time.Duration;

/**
 * Runs a task after a delay: round timeouts, total timeouts and the back-off before a state-only
 * retry. The seam exists so tests can fire timers by hand instead of waiting.
 */
@FunctionalInterface
public interface Scheduler {

  /**
   * Runs {@code task} once after {@code delay}.
   *
   * @return a handle that stops the task if it has not run yet
   */
  Runnable schedule(Duration delay, Runnable task);

  /** A scheduler on one shared daemon thread; tasks must be short. */
  static Scheduler system() {
    return SystemScheduler.INSTANCE;
  }
}
