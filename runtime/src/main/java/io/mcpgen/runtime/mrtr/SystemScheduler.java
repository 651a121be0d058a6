package io.mcpgen.runtime.mrtr;

import java.time.Duration;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/** The shared timer thread behind {@link Scheduler#system()}. */
final class SystemScheduler implements Scheduler {

  static final SystemScheduler INSTANCE = new SystemScheduler();

  private final ScheduledThreadPoolExecutor executor;

  private SystemScheduler() {
    executor = new ScheduledThreadPoolExecutor(1, task -> {
      Thread thread = new Thread(task, "mcpgen-timer");
      thread.setDaemon(true);
      return thread;
    });
    executor.setRemoveOnCancelPolicy(true);
  }

  @Override
  public Runnable schedule(Duration delay, Runnable task) {
    ScheduledFuture<?> future = executor.schedule(task, Math.max(0, delay.toNanos()), TimeUnit.NANOSECONDS);
    return () -> future.cancel(false);
  }
}
