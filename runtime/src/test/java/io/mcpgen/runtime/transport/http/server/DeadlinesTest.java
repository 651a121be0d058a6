package io.mcpgen.runtime.transport.http.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The HTTP service's per-request timers, swept by hand on a clock the test moves. */
class DeadlinesTest {

  private final ScheduledThreadPoolExecutor scheduler = new ScheduledThreadPoolExecutor(1);
  private final AtomicLong now = new AtomicLong(1_000_000_000L);
  // The scheduler's own sweep is an hour away: only the test sweeps.
  private final Deadlines deadlines = new Deadlines(scheduler, Duration.ofHours(1), now::get);
  private final List<String> ran = new ArrayList<>();

  @AfterEach
  void stop() {
    scheduler.shutdownNow();
  }

  private void at(long millis) {
    now.set(1_000_000_000L + Duration.ofMillis(millis).toNanos());
    deadlines.sweep();
  }

  @Test
  void aTimerRunsOnceWhenDue() {
    deadlines.after(Duration.ofMillis(100), () -> ran.add("body"));
    at(99);
    assertEquals(List.of(), ran);
    at(100);
    at(500);
    assertEquals(List.of("body"), ran);
    assertEquals(0, deadlines.pending());
  }

  @Test
  void aRepeatingTimerRunsEveryPeriodFromWhenItLastRan() {
    deadlines.every(Duration.ofMillis(100), () -> ran.add("keep-alive"));
    at(50);
    at(100);
    at(150);
    at(230); // a late sweep: the next one is a period after it
    at(300);
    at(330);
    assertEquals(List.of("keep-alive", "keep-alive", "keep-alive"), ran);
    assertEquals(1, deadlines.pending());
  }

  @Test
  void aTimeoutLongerThanTheClockHoldsIsCutAndNeverFires() {
    Duration centuries = Duration.ofDays(365L * 1_000);
    deadlines.after(centuries, () -> ran.add("deadline"));
    deadlines.every(Duration.ofSeconds(Long.MAX_VALUE), () -> ran.add("keep-alive"));
    at(Duration.ofDays(365L * 100).toMillis());
    assertEquals(List.of(), ran);
    assertEquals(2, deadlines.pending());
    assertEquals(Duration.ofSeconds(1), Deadlines.sweepFor(Duration.ofSeconds(Long.MAX_VALUE)));
  }

  @Test
  void aCancelledTimerNeverRuns() {
    Deadlines.Timer body = deadlines.after(Duration.ofMillis(100), () -> ran.add("body"));
    Deadlines.Timer keepAlive = deadlines.every(Duration.ofMillis(10), () -> ran.add("keep-alive"));
    body.cancel();
    keepAlive.cancel();
    at(1_000);
    assertEquals(List.of(), ran);
    assertEquals(0, deadlines.pending());
  }

  @Test
  void aFailingTimerDoesNotStopTheOthers() {
    deadlines.after(Duration.ofMillis(10), () -> {
      throw new IllegalStateException("boom");
    });
    deadlines.every(Duration.ofMillis(10), () -> {
      throw new StackOverflowError("deep");
    });
    deadlines.after(Duration.ofMillis(10), () -> ran.add("deadline"));
    at(10);
    deadlines.after(Duration.ofMillis(10), () -> ran.add("next"));
    at(20);
    assertEquals(List.of("deadline", "next"), ran);
  }

  @Test
  void noTimerStartsOnceTheSchedulerStopped() {
    scheduler.shutdownNow();
    assertThrows(RejectedExecutionException.class, () -> deadlines.after(Duration.ofSeconds(1), () -> { }));
    assertThrows(RejectedExecutionException.class, () -> deadlines.every(Duration.ofSeconds(1), () -> { }));
  }

  @Test
  void theSweepIsATenthOfTheShortestTimeoutWithinBounds() {
    assertEquals(Duration.ofMillis(1_000), Deadlines.sweepFor(Duration.ofSeconds(15)));
    assertEquals(Duration.ofMillis(50), Deadlines.sweepFor(Duration.ofMillis(500)));
    assertEquals(Duration.ofMillis(10), Deadlines.sweepFor(Duration.ofMillis(20)));
    assertEquals(Duration.ofMillis(10), Deadlines.sweepFor(Duration.ZERO));
  }
}
