package io.mcpgen.servlet;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * Collects what mcpgen and the containers log at WARNING and above while it is open (the tests'
 * logging configuration turns logging off otherwise); closing restores the loggers.
 */
final class LogCapture extends Handler implements AutoCloseable {

  private static final List<String> NAMES = List.of("io.mcpgen", "org.apache", "org.eclipse.jetty");

  private final List<Logger> loggers = NAMES.stream().map(Logger::getLogger).toList();
  private final List<Level> levels = loggers.stream().map(Logger::getLevel).toList();
  private final List<String> lines = new CopyOnWriteArrayList<>();

  private LogCapture() {
    setLevel(Level.WARNING);
    for (Logger logger : loggers) {
      logger.setLevel(Level.WARNING);
      logger.addHandler(this);
    }
  }

  static LogCapture start() {
    return new LogCapture();
  }

  /** Every record so far, as {@code LEVEL logger: message}. */
  List<String> lines() {
    return List.copyOf(lines);
  }

  @Override
  public void publish(LogRecord record) {
    if (isLoggable(record)) {
      lines.add(record.getLevel() + " " + record.getLoggerName() + ": " + record.getMessage()
          + (record.getThrown() == null ? "" : " (" + record.getThrown() + ")"));
    }
  }

  @Override
  public void flush() {}

  @Override
  public void close() {
    for (int i = 0; i < loggers.size(); i++) {
      loggers.get(i).removeHandler(this);
      loggers.get(i).setLevel(levels.get(i));
    }
  }
}
