package io.mcpgen.runtime.transport.http.server;

import io.mcpgen.runtime.log.LogText;
import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The two small daemon pools of one service: a timer, and the workers that run what it fires.
 * Each request's timers (body read, keep-alive, deadline) are entries of {@link #deadlines},
 * swept on the timer; work runs apart from the server's threads, which may all be busy in requests
 * exactly when a deadline has to cancel one, and apart from the timer, so that a write to a slow
 * client never holds up the other timers.
 */
final class ServiceTimers implements AutoCloseable {

  private static final System.Logger LOG = System.getLogger(ServiceTimers.class.getName());

  private final ScheduledThreadPoolExecutor scheduler;
  private final ThreadPoolExecutor work;
  private final Deadlines deadlines;

  ServiceTimers(StreamableHttpSettings settings) {
    this.scheduler = new ScheduledThreadPoolExecutor(1, daemons("mcp-http-timer"));
    // Cancelled periodic tasks (a session stream's keep-alives) are dropped at once.
    this.scheduler.setRemoveOnCancelPolicy(true);
    this.work = new ThreadPoolExecutor(4, 4, 30, TimeUnit.SECONDS, new LinkedBlockingQueue<>(),
        daemons("mcp-http-timeouts"));
    this.work.allowCoreThreadTimeOut(true);
    Duration shortest = Collections.min(
        List.of(settings.bodyReadTimeout(), settings.requestTimeout(), settings.keepAliveInterval(),
            settings.closeProbeInterval()));
    this.deadlines = new Deadlines(scheduler, Deadlines.sweepFor(shortest), System::nanoTime);
  }

  Deadlines deadlines() {
    return deadlines;
  }

  /** Runs {@code task} every {@code interval} on a worker, until the handle is cancelled. */
  ScheduledFuture<?> every(Duration interval, Runnable task) {
    long millis = Math.max(1, interval.toMillis());
    return scheduler.scheduleAtFixedRate(() -> later(task), millis, millis, TimeUnit.MILLISECONDS);
  }

  /**
   * Runs timed work on a worker thread, so the timer thread itself never blocks. What the task
   * throws is logged (a worker would die of it silently); a task that holds an exchange must end
   * it on failure itself.
   */
  void later(Runnable task) {
    Runnable logged = () -> {
      try {
        task.run();
      } catch (Throwable failure) {
        LOG.log(Level.ERROR, "timed work of the HTTP service failed", LogText.sanitized(failure));
      }
    };
    try {
      work.execute(logged);
    } catch (RejectedExecutionException stopping) {
      logged.run(); // the service is stopping: do it here rather than never
    }
  }

  @Override
  public void close() {
    scheduler.shutdownNow();
    work.shutdownNow();
  }

  private static ThreadFactory daemons(String prefix) {
    AtomicInteger count = new AtomicInteger();
    return task -> {
      Thread thread = new Thread(task, prefix + "-" + count.incrementAndGet());
      thread.setDaemon(true);
      return thread;
    };
  }
}
