package io.mcpgen.runtime.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;

/**
 * Records what the runtime logs through {@code System.Logger} (the JDK routes it to
 * java.util.logging) under the {@code io.mcpgen} loggers, at every level, each record formatted as
 * the JDK's default console handler would print it. Close it to restore the logger.
 */
public final class LogCapture extends Handler implements AutoCloseable {

  private static final String ROOT = "io.mcpgen";

  private final Logger logger = Logger.getLogger(ROOT);
  private final Level previousLevel = logger.getLevel();
  private final boolean previousUseParent = logger.getUseParentHandlers();
  private final SimpleFormatter formatter = new SimpleFormatter();
  private final List<LogRecord> records = new ArrayList<>();
  private final List<String> printed = new ArrayList<>();

  public LogCapture() {
    setLevel(Level.ALL);
    logger.setLevel(Level.ALL);
    logger.setUseParentHandlers(false); // captured, not also printed on the console
    logger.addHandler(this);
  }

  @Override
  public synchronized void publish(LogRecord record) {
    records.add(record);
    printed.add(formatter.format(record));
  }

  /** The records at {@code level} or above. */
  public synchronized List<LogRecord> atLeast(Level level) {
    List<LogRecord> matching = new ArrayList<>();
    for (LogRecord record : records) {
      if (record.getLevel().intValue() >= level.intValue()) {
        matching.add(record);
      }
    }
    return matching;
  }

  /** Every record as printed: the header line, the message, then any stack trace. */
  public synchronized String printed() {
    return String.join("", printed);
  }

  @Override
  public void flush() {
  }

  @Override
  public void close() {
    logger.removeHandler(this);
    logger.setLevel(previousLevel);
    logger.setUseParentHandlers(previousUseParent);
  }
}
