package io.mcpgen.testkit.attacks;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * Counts {@link OutOfMemoryError}s the server lets escape a thread or logs (through
 * java.util.logging, where the runtime's System.Logger goes by default): a server that runs out
 * of memory under attack and carries on logging must still fail the suite.
 */
final class OutOfMemoryWatch implements AutoCloseable {

  private final AtomicInteger seen = new AtomicInteger();
  private final Logger root = Logger.getLogger("");
  private final Level rootLevel = root.getLevel();
  private final Thread.UncaughtExceptionHandler previous = Thread.getDefaultUncaughtExceptionHandler();
  private final Handler handler = new Handler() {
    @Override
    public void publish(LogRecord record) {
      if (isOom(record.getThrown()) || String.valueOf(record.getMessage()).contains("OutOfMemoryError")) {
        seen.incrementAndGet();
      }
    }

    @Override
    public void flush() {}

    @Override
    public void close() {}
  };

  OutOfMemoryWatch() {
    handler.setLevel(Level.ALL);
    root.addHandler(handler);
    if (rootLevel == null || rootLevel.intValue() > Level.SEVERE.intValue()) {
      root.setLevel(Level.SEVERE); // the tests' logging configuration may turn everything off
    }
    Thread.setDefaultUncaughtExceptionHandler((thread, failure) -> {
      if (isOom(failure)) {
        seen.incrementAndGet();
      }
      if (previous != null) {
        previous.uncaughtException(thread, failure);
      }
    });
  }

  int count() {
    return seen.get();
  }

  private static boolean isOom(Throwable failure) {
    for (Throwable t = failure; t != null; t = t.getCause()) {
      if (t instanceof OutOfMemoryError) {
        return true;
      }
    }
    return false;
  }

  @Override
  public void close() {
    root.removeHandler(handler);
    root.setLevel(rootLevel);
    Thread.setDefaultUncaughtExceptionHandler(previous);
  }
}
