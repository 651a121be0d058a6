package io.mcpgen.runtime.log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.util.ArrayList;
import java.util.List;
import java.util.ResourceBundle;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The summary on a clock and a timer the test moves: one line per interval, its top source escaped. */
class LogSummaryTest {

  private final AtomicLong now = new AtomicLong(1_000_000);
  private final List<Runnable> due = new ArrayList<>();
  private final Lines log = new Lines();
  private final LogSummary summary = new LogSummary(log, Level.WARNING, 60_000, now::get, (task, delay) -> due.add(task),
      window -> "sessions: " + window.counts() + window.lastSeconds() + window.mostFrom());

  @Test
  void aThousandEventsAreTwoLinesNamingTheTopSourceEscaped() {
    String attacker = "address 10.0.0.66\n\u0085\u009bSEVERE: forged";
    for (int i = 0; i < 1000; i++) {
      summary.record(i % 10 == 0 ? "refused" : "evicted", i % 4 == 0 ? "address 10.0.0.7" : attacker);
      now.addAndGet(10);
    }
    assertEquals(1, log.lines.size(), "the first at once, the rest counted");
    assertEquals(1, due.size(), "one timer task for the whole window");
    now.set(1_000_000 + 60_000);
    due.remove(0).run();
    assertEquals(2, log.lines.size());
    assertEquals("sessions: evicted=900, refused=99 in the last 60 s; most from address 10.0.0.66\\n\\u0085\\u009b"
        + "SEVERE: forged (750)", log.lines.get(1));
    assertTrue(log.lines.stream().allMatch(line -> line.chars().noneMatch(c -> c < 0x20 || (c >= 0x7f && c <= 0x9f))));
  }

  @Test
  void sourcesBeyondTheCapCountInTheTotalsOnly() {
    summary.record("refused", null); // the first line, at once
    for (int i = 0; i < LogSummary.MAX_SOURCES; i++) {
      summary.record("refused", "source " + i);
    }
    for (int i = 0; i < 10; i++) {
      summary.record("refused", "late"); // the window tracks no more sources
    }
    summary.record("refused", "source 3");
    summary.record("refused", "source 3");
    now.addAndGet(60_000);
    due.remove(0).run();
    assertEquals("sessions: refused=" + (LogSummary.MAX_SOURCES + 12) + " in the last 60 s; most from source 3 (3)",
        log.lines.get(1));
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
