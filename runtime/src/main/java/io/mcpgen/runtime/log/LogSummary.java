package io.mcpgen.runtime.log;

import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.LongSupplier;

/**
 * Counts events a client can cause at will (a refused request, a dropped connection) and writes
 * them as one line per interval at most, so that an attacker repeating a mistake costs the log one
 * line a minute rather than one line per attempt. The first event after a quiet interval is
 * written at once; the ones that follow within the interval are counted and written when it ends,
 * by a timer, even when no further event comes. Each line names the source (principal, address,
 * value) seen most often in its window, {@linkplain LogText#escape escaped}.
 *
 * <p>Thread-safe; cheap enough to call on every event: a counter under a lock, and a timer task
 * only while counts wait to be written.
 */
public final class LogSummary {

  /** How many distinct sources one window tracks; the rest count in the totals only. */
  static final int MAX_SOURCES = 256;
  /** Sources are kept cut to this length: a long value costs the summary no memory. */
  private static final int MAX_SOURCE_CHARS = 200;
  private static final long NEVER = Long.MIN_VALUE;

  /** Runs a task once after a delay: {@link SummaryTimer#shared()} unless a test brings its own. */
  @FunctionalInterface
  public interface Timer {
    /** Runs {@code task} once, about {@code delayMillis} from now. */
    void schedule(Runnable task, long delayMillis);
  }

  /**
   * What one line reports.
   *
   * @param total every event counted in the window
   * @param byEvent the count of each kind of event, in the order first seen
   * @param elapsedMillis the time since the previous line, or -1 for the first line of a quiet spell
   * @param topSource the source seen most often, escaped, or null when none was given
   * @param topSourceCount how often it was seen
   */
  public record Window(long total, Map<String, Long> byEvent, long elapsedMillis, String topSource,
      long topSourceCount) {

    /** {@code " in the last N s"}, or nothing for the first line of a quiet spell. */
    public String lastSeconds() {
      return elapsedMillis < 0 ? "" : " in the last " + Math.max(1, elapsedMillis / 1000) + " s";
    }

    /** {@code "refused=3, evicted=1"}. */
    public String counts() {
      StringBuilder out = new StringBuilder();
      byEvent.forEach((event, count) -> out.append(out.length() == 0 ? "" : ", ").append(event).append('=').append(count));
      return out.toString();
    }

    /** {@code "; most from SOURCE (N)"}, or nothing when no source was given. */
    public String mostFrom() {
      return topSource == null ? "" : "; most from " + topSource + " (" + topSourceCount + ")";
    }
  }

  private final Logger log;
  private final Level level;
  private final long intervalMillis;
  private final LongSupplier millis;
  private final Timer timer;
  private final Function<Window, String> wording;

  private final Map<String, Long> byEvent = new LinkedHashMap<>();
  private final Map<String, Long> bySource = new HashMap<>();
  private long total;
  private long lastReport = NEVER;
  private boolean flushPending;

  /**
   * A summary on the system clock and the shared daemon timer, worded
   * {@code "<subject>: refused=3, evicted=1 in the last 60 s; most from 10.0.0.7 (4)"}.
   *
   * @param intervalMillis at least 1: the shortest time between two lines
   */
  public LogSummary(Logger log, Level level, String subject, long intervalMillis) {
    this(log, level, intervalMillis, System::currentTimeMillis, SummaryTimer.shared(),
        window -> subject + ": " + window.counts() + window.lastSeconds() + window.mostFrom());
  }

  /**
   * A summary with its own clock, timer and wording.
   *
   * @param intervalMillis at least 1: the shortest time between two lines
   * @param millis the current time in milliseconds
   * @param wording turns a window into the line written
   */
  public LogSummary(Logger log, Level level, long intervalMillis, LongSupplier millis, Timer timer,
      Function<Window, String> wording) {
    if (intervalMillis < 1) {
      throw new IllegalArgumentException("intervalMillis must be positive");
    }
    this.log = Objects.requireNonNull(log, "log");
    this.level = Objects.requireNonNull(level, "level");
    this.intervalMillis = intervalMillis;
    this.millis = Objects.requireNonNull(millis, "millis");
    this.timer = Objects.requireNonNull(timer, "timer");
    this.wording = Objects.requireNonNull(wording, "wording");
  }

  /**
   * Counts one event.
   *
   * @param event the kind of event, a constant of the caller's (never client text)
   * @param source who or what caused it (client text is fine: it is escaped), or null
   */
  public void record(String event, CharSequence source) {
    String line;
    synchronized (this) {
      byEvent.merge(event, 1L, Long::sum);
      total++;
      if (source != null) {
        String key = source.length() > MAX_SOURCE_CHARS ? source.subSequence(0, MAX_SOURCE_CHARS).toString()
            : source.toString();
        if (bySource.size() < MAX_SOURCES || bySource.containsKey(key)) {
          bySource.merge(key, 1L, Long::sum);
        }
      }
      long now = millis.getAsLong();
      if (lastReport == NEVER || now - lastReport >= intervalMillis) {
        line = take(now);
      } else {
        line = null;
        if (!flushPending) {
          flushPending = true;
          timer.schedule(this::flush, lastReport + intervalMillis - now);
        }
      }
    }
    write(line);
  }

  /** Writes what was counted since the last line, once the interval has passed (the timer's task). */
  public void flush() {
    String line;
    synchronized (this) {
      flushPending = false;
      if (total == 0) {
        return;
      }
      long now = millis.getAsLong();
      if (now - lastReport < intervalMillis) {
        flushPending = true; // the timer ran early: try again when the interval ends
        timer.schedule(this::flush, lastReport + intervalMillis - now);
        return;
      }
      line = take(now);
    }
    write(line);
  }

  private String take(long now) {
    String topSource = null;
    long topCount = 0;
    for (Map.Entry<String, Long> entry : bySource.entrySet()) {
      if (entry.getValue() > topCount) {
        topSource = entry.getKey();
        topCount = entry.getValue();
      }
    }
    Window window = new Window(total, Collections.unmodifiableMap(new LinkedHashMap<>(byEvent)),
        lastReport == NEVER ? -1 : now - lastReport, topSource == null ? null : LogText.escape(topSource), topCount);
    byEvent.clear();
    bySource.clear();
    total = 0;
    lastReport = now;
    return wording.apply(window);
  }

  private void write(String line) {
    if (line != null && log.isLoggable(level)) {
      log.log(level, line);
    }
  }
}
