package io.mcpgen.runtime.state;

import io.mcpgen.runtime.log.LogSummary;
import io.mcpgen.runtime.log.SummaryTimer;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.time.Clock;

/**
 * Counts rejected tokens by reason and reports them as one {@code WARNING} per interval at most.
 * A rejection is what a forger or a broken client causes, so logging each at a visible level would
 * hand them the log: each goes to {@code DEBUG}, and an operator sees a summary such as
 * {@code requestState rejected 15000 times in the last 60 s: BAD_TAG=14990, EXPIRED=10}. The
 * first rejection after a quiet interval is reported at once; the counts gathered after it are
 * reported when the interval ends, by a timer, so the last window's summary appears even when no
 * rejection follows.
 */
final class RejectionSummary {

  private static final RejectionReason[] REASONS = RejectionReason.values();

  private final LogSummary summary;

  /** @param intervalMillis at least 1; the shortest time between two summaries */
  RejectionSummary(Logger log, Clock clock, long intervalMillis) {
    this(log, clock, intervalMillis, SummaryTimer.shared());
  }

  RejectionSummary(Logger log, Clock clock, long intervalMillis, LogSummary.Timer timer) {
    this.summary = new LogSummary(log, Level.WARNING, intervalMillis, clock::millis, timer, RejectionSummary::line);
  }

  /** Counts one rejection; reports the counts so far at once after a quiet interval, else when it ends. */
  void record(RejectionReason reason) {
    summary.record(reason.name(), null);
  }

  private static String line(LogSummary.Window window) {
    StringBuilder byReason = new StringBuilder();
    for (RejectionReason reason : REASONS) { // in a fixed order, whatever came first
      Long count = window.byEvent().get(reason.name());
      if (count != null) {
        byReason.append(byReason.length() == 0 ? "" : ", ").append(reason).append('=').append(count);
      }
    }
    return "requestState rejected " + window.total() + (window.total() == 1 ? " time" : " times")
        + window.lastSeconds() + ": " + byReason + " (each is logged at DEBUG; the client got the generic error)";
  }
}
