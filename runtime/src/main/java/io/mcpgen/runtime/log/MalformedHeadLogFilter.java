package io.mcpgen.runtime.log;

import java.lang.System.Logger.Level;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.logging.Filter;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;

/**
 * Turns the lines an HTTP server writes for each malformed request head into one escaped summary
 * a minute, when it logs to {@code java.util.logging}: Jetty's {@code HostPort} and
 * {@code HttpParser} warn once per request with a bad or repeated {@code Host} (through
 * {@code slf4j-jdk14}, as in the samples), Tomcat's processors once per connection, with a stack
 * trace. Neither has a setting for these lines, and the client already got its 400: the line helps
 * no one, but a client sending bad heads in a loop would write thousands of them, quoting its raw
 * bytes, control characters included. Records above {@code WARNING} pass, and so do those at
 * {@code DEBUG} and below, for whoever turns them on. A server whose lines go to another backend
 * sets those loggers to {@code ERROR} there instead (docs/transports.md).
 */
public final class MalformedHeadLogFilter implements Filter {

  /** Jetty's loggers whose warnings quote a client's malformed request head. */
  public static final List<String> JETTY = List.of("org.eclipse.jetty.util.HostPort", "org.eclipse.jetty.http.HttpParser");

  /** Tomcat's loggers that write a client's malformed request head (an invalid {@code Host}, a head that does not parse). */
  public static final List<String> TOMCAT = List.of("org.apache.coyote.AbstractProcessor",
      "org.apache.coyote.http11.Http11Processor", "org.apache.coyote.http11.Http11InputBuffer");

  private static final System.Logger LOG = System.getLogger(MalformedHeadLogFilter.class.getName());
  /** The filtered loggers by name, held: java.util.logging references loggers weakly, and a new one has no filter. */
  private static final Map<String, Logger> FILTERED = new HashMap<>();

  private final LogSummary summary;
  private final Filter previous;
  private final SimpleFormatter formatter = new SimpleFormatter();

  private MalformedHeadLogFilter(LogSummary summary, Filter previous) {
    this.summary = summary;
    this.previous = previous;
  }

  /**
   * Installs the filter on {@code loggers}, each once per class loader (a later call for a logger
   * already filtered does nothing); their records are counted in one summary per call.
   *
   * @param server the server's name in the summary, e.g. {@code "Jetty"}
   */
  public static synchronized void install(String server, List<String> loggers) {
    LogSummary summary = new LogSummary(LOG, Level.WARNING, server + " refused malformed request heads with 400 "
        + "(counted by its logger; each would have been a line of its own)", 60_000);
    for (String name : loggers) {
      if (!FILTERED.containsKey(name)) {
        Logger logger = Logger.getLogger(name);
        logger.setFilter(new MalformedHeadLogFilter(summary, logger.getFilter()));
        FILTERED.put(name, logger);
      }
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
    return logger == null ? "server" : logger.substring(logger.lastIndexOf('.') + 1);
  }
}
