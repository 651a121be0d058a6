package io.mcpgen.oauth;

import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;

/**
 * Everything logged through java.util.logging (where {@code System.Logger} and the JDK's own HTTP
 * client log), at every level, from the root logger down, each record as the console would print
 * it. Close it to restore the root logger.
 */
final class ClientLogCapture extends Handler implements AutoCloseable {

  private final Logger root = Logger.getLogger("");
  private final Level previousLevel = root.getLevel();
  private final SimpleFormatter formatter = new SimpleFormatter();
  private final List<String> printed = new ArrayList<>();
  private final List<String> loggers = new ArrayList<>();

  ClientLogCapture() {
    setLevel(Level.ALL);
    root.setLevel(Level.ALL);
    root.addHandler(this);
  }

  @Override
  public synchronized void publish(LogRecord record) {
    printed.add(formatter.format(record));
    loggers.add(record.getLoggerName());
  }

  /** Every record as printed, in order. */
  synchronized String printed() {
    return String.join("", printed);
  }

  /** How many records came from loggers under {@code prefix}. */
  synchronized long from(String prefix) {
    return loggers.stream().filter(name -> name != null && name.startsWith(prefix)).count();
  }

  @Override
  public void flush() {
  }

  @Override
  public void close() {
    root.removeHandler(this);
    root.setLevel(previousLevel);
  }
}
