package io.mcpgen.runtime.state;

import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.time.Clock;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * Counts rejected tokens by reason and reports them as one {@code WARNING} per interval at most.
 * A rejection is what a forger or a broken client causes, so logging each at a visible level would
 * hand them the log: each goes to {@code DEBUG}, and an operator sees a summary such as
 * {@code requestState rejected 15000 times in the last 60 s: BAD_TAG=14990, EXPIRED=10}. The
 * first rejection after a quiet interval is reported at once; the counts gathered after it wait
 * for the next rejection once the interval has passed (no timer thread).
 */
final class RejectionSummary {

  private static final RejectionReason[] REASONS = RejectionReason.values();

  private final Logger log;
  private final Clock clock;
  private final long intervalMillis;
  private final AtomicLongArray counts = new AtomicLongArray(REASONS.length);
  private final AtomicLong lastReport;

  /** @param intervalMillis at least 1; the shortest time between two summaries */
  RejectionSummary(Logger log, Clock clock, long intervalMillis) {
    this.log = log;
    this.clock = clock;
    this.intervalMillis = intervalMillis;
    this.lastReport = new AtomicLong(Long.MIN_VALUE);
  }

  /** Counts one rejection and reports the counts so far when the interval has passed. */
  void record(RejectionReason reason) {
    counts.incrementAndGet(reason.ordinal());
    long now = clock.millis();
    long last = lastReport.get();
    if (last != Long.MIN_VALUE && now - last < intervalMillis) {
      return;
    }
    if (!lastReport.compareAndSet(last, now)) {
      return; // another thread reports these counts
    }
    report(last == Long.MIN_VALUE ? -1 : now - last);
  }

  private void report(long sinceMillis) {
    StringBuilder line = new StringBuilder("requestState rejected ");
    StringBuilder byReason = new StringBuilder();
    long total = 0;
    for (RejectionReason reason : REASONS) {
      long count = counts.getAndSet(reason.ordinal(), 0);
      if (count > 0) {
        total += count;
        byReason.append(byReason.length() == 0 ? "" : ", ").append(reason).append('=').append(count);
      }
    }
    if (total == 0 || !log.isLoggable(Level.WARNING)) {
      return;
    }
    line.append(total).append(total == 1 ? " time" : " times");
    if (sinceMillis >= 0) {
      line.append(" in the last ").append(Math.max(1, sinceMillis / 1000)).append(" s");
    }
    line.append(": ").append(byReason).append(" (each is logged at DEBUG; the client got the generic error)");
    log.log(Level.WARNING, line.toString());
  }
}
