package io.mcpgen.runtime.transport.http.server;

import io.mcpgen.runtime.log.LogText;
import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * The per-request timers of the HTTP service (a body that stops arriving, a request past its
 * time limit, a keep-alive during a long round), which almost never fire: each is an entry in a
 * concurrent set, and one periodic sweep runs the ones due. Starting and cancelling a timer costs
 * an add and a remove; a task on a {@code ScheduledThreadPoolExecutor} costs a lock and a heap
 * update of its one queue for each, and every request used to start three. A timer fires between
 * its time and one sweep later.
 */
final class Deadlines {

  private static final System.Logger LOG = System.getLogger(Deadlines.class.getName());

  /**
   * The longest delay kept as given (about 146 years): a longer one, which settings allow for
   * "never", is cut to it, so its nanoseconds neither overflow nor wrap the clock comparisons.
   */
  static final Duration LONGEST = Duration.ofNanos(Long.MAX_VALUE / 2);

  private final Set<Timer> pending = ConcurrentHashMap.newKeySet();
  private final ScheduledExecutorService scheduler;
  private final LongSupplier nanoTime;

  /** Sweeps every {@code sweep} on {@code scheduler}, whose shutdown stops the timers too. */
  Deadlines(ScheduledExecutorService scheduler, Duration sweep, LongSupplier nanoTime) {
    this.scheduler = scheduler;
    this.nanoTime = nanoTime;
    long every = Math.max(1, sweep.toMillis());
    scheduler.scheduleAtFixedRate(this::sweep, every, every, TimeUnit.MILLISECONDS);
  }

  /**
   * The sweep interval for timeouts as short as {@code shortest}: a tenth of it, from 10 ms to 1 s,
   * so a timer is late by at most a tenth of itself, or a second.
   */
  static Duration sweepFor(Duration shortest) {
    return Duration.ofMillis(Math.max(10, Math.min(1_000, capped(shortest).toMillis() / 10)));
  }

  /**
   * Runs {@code action} once, {@code delay} from now, unless cancelled first.
   *
   * @throws RejectedExecutionException when the timers have stopped (the service is closing)
   */
  Timer after(Duration delay, Runnable action) {
    return start(delay, 0, action);
  }

  /**
   * Runs {@code action} every {@code period}, the first time one period from now, until cancelled.
   *
   * @throws RejectedExecutionException when the timers have stopped (the service is closing)
   */
  Timer every(Duration period, Runnable action) {
    return start(period, Math.max(1, capped(period).toNanos()), action);
  }

  private static Duration capped(Duration delay) {
    return delay.compareTo(LONGEST) > 0 ? LONGEST : delay;
  }

  private Timer start(Duration delay, long period, Runnable action) {
    if (scheduler.isShutdown()) {
      throw new RejectedExecutionException("the timers have stopped");
    }
    Timer timer = new Timer(nanoTime.getAsLong() + capped(delay).toNanos(), period, action);
    pending.add(timer);
    return timer;
  }

  /** Runs the timers that are due; one that fails is logged and does not stop the others. */
  void sweep() {
    long now = nanoTime.getAsLong();
    for (Timer timer : pending) {
      if (now - timer.due < 0) {
        continue;
      }
      if (timer.period == 0) {
        if (!pending.remove(timer)) {
          continue; // cancelled meanwhile
        }
      } else if (pending.contains(timer)) {
        timer.due = now + timer.period;
      } else {
        continue; // cancelled meanwhile
      }
      try {
        timer.action.run();
      } catch (Throwable e) { // anything escaping would end the periodic sweep, and every timer with it
        LOG.log(Level.ERROR, "a timer of the HTTP service failed", LogText.sanitized(e));
      }
    }
  }

  /** How many timers are waiting (for tests). */
  int pending() {
    return pending.size();
  }

  /** One timer; identity is its equality, so the set holds each once. */
  final class Timer {
    private volatile long due;
    private final long period;
    private final Runnable action;

    private Timer(long due, long period, Runnable action) {
      this.due = due;
      this.period = period;
      this.action = action;
    }

    /** Stops the timer; it does not run after this returns unless it was already running. */
    void cancel() {
      pending.remove(this);
    }
  }
}
