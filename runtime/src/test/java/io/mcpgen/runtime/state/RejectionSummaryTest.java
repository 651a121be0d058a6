package io.mcpgen.runtime.state;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.ResourceBundle;
import org.junit.jupiter.api.Test;

/** The rejection summary on a clock and a timer the test moves: the last window is written without a new rejection. */
class RejectionSummaryTest {

  private final TestClock clock = new TestClock();
  private final List<Runnable> due = new ArrayList<>();
  private final List<Long> delays = new ArrayList<>();
  private final Lines log = new Lines();
  private final RejectionSummary summary = new RejectionSummary(log, clock, 60_000, (task, delay) -> {
    due.add(task);
    delays.add(delay);
  });

  @Test
  void theLastWindowIsWrittenWhenItEndsEvenWithoutAnotherRejection() {
    summary.record(RejectionReason.BAD_TAG);
    assertEquals(List.of("requestState rejected 1 time: BAD_TAG=1 (each is logged at DEBUG; the client got the "
        + "generic error)"), log.lines);
    clock.advance(Duration.ofSeconds(5));
    for (int i = 0; i < 99; i++) {
      summary.record(i % 3 == 0 ? RejectionReason.EXPIRED : RejectionReason.BAD_TAG);
    }
    assertEquals(1, log.lines.size(), "within the interval only counted");
    assertEquals(List.of(55_000L), delays, "one flush, due when the interval ends");

    clock.advance(Duration.ofSeconds(55));
    due.remove(0).run(); // nothing else happens: the timer alone writes the window
    assertEquals(2, log.lines.size());
    assertEquals("requestState rejected 99 times in the last 60 s: BAD_TAG=66, EXPIRED=33 (each is logged at "
        + "DEBUG; the client got the generic error)", log.lines.get(1));
  }

  @Test
  void aQuietTimerWritesNothingAndAnEarlyOneWaitsForTheEnd() {
    summary.record(RejectionReason.BAD_TAG);
    clock.advance(Duration.ofSeconds(1));
    summary.record(RejectionReason.BAD_TAG);
    clock.advance(Duration.ofSeconds(30));
    due.remove(0).run(); // early (a test timer may be)
    assertEquals(1, log.lines.size());
    assertEquals(1, due.size(), "rescheduled for the end of the interval");
    clock.advance(Duration.ofSeconds(30));
    due.remove(0).run();
    assertEquals(2, log.lines.size());
    assertEquals(0, due.size(), "no counts left: no timer task either");
  }

  /** Keeps the lines written at WARNING. */
  private static final class Lines implements Logger {
    final List<String> lines = new ArrayList<>();

    @Override
    public String getName() {
      return "test";
    }

    @Override
    public boolean isLoggable(Level level) {
      return level.getSeverity() >= Level.WARNING.getSeverity();
    }

    @Override
    public void log(Level level, ResourceBundle bundle, String message, Throwable thrown) {
      lines.add(message);
    }

    @Override
    public void log(Level level, ResourceBundle bundle, String format, Object... params) {
      lines.add(format);
    }
  }
}
