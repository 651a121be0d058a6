package io.mcpgen.redis;

import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Logs Redis failures as at most one WARNING per interval, counting the ones it kept quiet, so that
 * an outage at thousands of requests per second does not flood the log. Never logs a token id or key.
 */
final class FailureWarnings {

  private static final System.Logger LOG = System.getLogger(RedisReplayGuard.class.getName());

  private final long intervalNanos;
  private final GuardFailureMode mode;
  private final AtomicLong failures = new AtomicLong();
  private final AtomicLong reportedFailures = new AtomicLong();
  private final AtomicLong nextWarningNanos;

  FailureWarnings(Duration interval, GuardFailureMode mode) {
    this.intervalNanos = interval.toNanos();
    this.mode = mode;
    this.nextWarningNanos = new AtomicLong(System.nanoTime());
  }

  void record(RuntimeException failure) {
    long total = failures.incrementAndGet();
    long now = System.nanoTime();
    long due = nextWarningNanos.get();
    if (now - due < 0 || !nextWarningNanos.compareAndSet(due, now + intervalNanos)) {
      return;
    }
    long sinceLast = total - reportedFailures.getAndSet(total);
    // Only the exception's class: a message could echo the command, and the command holds the key.
    LOG.log(Level.WARNING, "Redis replay guard failed {0} time(s) since the last warning ({1}); {2}",
        String.valueOf(sinceLast), failure.getClass().getName(),
        mode == GuardFailureMode.FAIL_CLOSED ? "failing closed: tokens are refused"
            : "failing open: tokens are accepted unchecked and can be replayed");
  }

  long total() {
    return failures.get();
  }
}
