package io.mcpgen.servlet;

import jakarta.servlet.ServletOutputStream;
import java.time.Duration;
import java.util.concurrent.ScheduledThreadPoolExecutor;

/**
 * What the servlet's non-blocking response bodies share: their write timeout, and one daemon timer
 * thread that finds a body making no progress for it. {@link #close} stops the timer.
 */
final class ResponseWrites implements AutoCloseable {

  private final Duration writeTimeout;
  private final ScheduledThreadPoolExecutor timer;

  ResponseWrites(Duration writeTimeout) {
    this.writeTimeout = writeTimeout;
    this.timer = new ScheduledThreadPoolExecutor(1, task -> {
      Thread thread = new Thread(task, "mcp-servlet-write-timer");
      thread.setDaemon(true);
      return thread;
    });
    // A body's check is dropped as soon as it is cancelled, and none outlives the servlet.
    this.timer.setRemoveOnCancelPolicy(true);
    this.timer.setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
  }

  Duration writeTimeout() {
    return writeTimeout;
  }

  /** A non-blocking body on {@code out}; {@code onFailure} runs once if it cannot be written. */
  NonBlockingOutput output(ServletOutputStream out, Runnable onFailure) {
    return new NonBlockingOutput(out, writeTimeout, timer, onFailure);
  }

  @Override
  public void close() {
    timer.shutdownNow();
  }
}
