package io.mcpgen.runtime.log;

import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The one timer every {@link LogSummary} of a JVM shares to write a window's line when it ends: a
 * single daemon thread, started when a summary first has counts waiting and gone again after ten
 * idle seconds, so it neither keeps a JVM alive nor lingers in a container that undeployed the
 * application.
 */
public final class SummaryTimer {

  private SummaryTimer() {
  }

  /** The shared timer. */
  public static LogSummary.Timer shared() {
    return Holder::schedule;
  }

  private static final class Holder {
    private static final ScheduledThreadPoolExecutor EXECUTOR = executor();

    static void schedule(Runnable task, long delayMillis) {
      EXECUTOR.schedule(task, Math.max(0, delayMillis), TimeUnit.MILLISECONDS);
    }

    private static ScheduledThreadPoolExecutor executor() {
      ScheduledThreadPoolExecutor executor = new ScheduledThreadPoolExecutor(1, task -> {
        Thread thread = new Thread(task, "mcpgen-log-summary");
        thread.setDaemon(true);
        return thread;
      });
      executor.setKeepAliveTime(10, TimeUnit.SECONDS);
      executor.allowCoreThreadTimeOut(true);
      executor.setRemoveOnCancelPolicy(true);
      return executor;
    }
  }
}
