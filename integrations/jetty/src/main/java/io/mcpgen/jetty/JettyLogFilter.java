package io.mcpgen.jetty;

import io.mcpgen.runtime.log.LogSummary;
import java.lang.System.Logger.Level;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Filter;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;

/**
 * Turns the lines Jetty writes for each malformed {@code Host} (its {@code HostPort} and
 * {@code HttpParser} loggers warn once per request, quoting the raw value) into one escaped
 * summary a minute, when Jetty logs to {@code java.util.logging} (through {@code slf4j-jdk14}, as
 * in the samples). Jetty has no setting for these lines, and the client already got its 400: the
 * line helps no one, but a client sending a bad {@code Host} in a loop would write thousands of
 * them, with control characters in them. Records above {@code WARNING} pass, and so do records at
 * {@code DEBUG} and below, for whoever turns those on. With another SLF4J backend this filter sees
 * nothing: set those two loggers to {@code ERROR} there instead (docs/transports.md).
 */
final class JettyLogFilter implements Filter {

  /** The loggers whose warnings quote a client's malformed request head. */
  static final List<String> LOGGERS = List.of("org.eclipse.jetty.util.HostPort", "org.eclipse.jetty.http.HttpParser");

  private static final System.Logger LOG = System.getLogger(JettyLogFilter.class.getName());
  /** The filtered loggers, held: java.util.logging references loggers weakly, and a new one has no filter. */
  private static final List<Logger> FILTERED = new ArrayList<>();

  private final LogSummary summary;
  private final Filter previous;
  private final SimpleFormatter formatter = new SimpleFormatter();

  private JettyLogFilter(LogSummary summary, Filter previous) {
    this.summary = summary;
    this.previous = previous;
  }

  /** Installs the filter on {@link #LOGGERS}, once per class loader; later calls do nothing. */
  static synchronized void install() {
    if (!FILTERED.isEmpty()) {
      return;
    }
    LogSummary summary = new LogSummary(LOG, Level.WARNING, "Jetty refused malformed request heads with 400 "
        + "(counted by Jetty logger; each would have been a WARNING of its own)", 60_000);
    for (String name : LOGGERS) {
      Logger logger = Logger.getLogger(name);
      logger.setFilter(new JettyLogFilter(summary, logger.getFilter()));
      FILTERED.add(logger);
    }
  }

  @Override
  public boolean isLoggable(LogRecord record) {
    int level = record.getLevel().intValue();
    if (level > java.util.logging.Level.WARNING.intValue() || level < java.util.logging.Level.INFO.intValue()) {
      return previous == null || previous.isLoggable(record);
    }
    summary.record(shortName(record.getLoggerName()), formatter.formatMessage(record)); // escaped when written
    return false;
  }

  private static String shortName(String logger) {
    return logger == null ? "jetty" : logger.substring(logger.lastIndexOf('.') + 1);
  }
}
