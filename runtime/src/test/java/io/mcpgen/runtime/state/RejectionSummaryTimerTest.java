package io.mcpgen.runtime.state;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The codec's rejection summary on the real clock and the shared timer, through the public API:
 * the counts of a window are written when it ends, though no rejection follows them (issue 32).
 */
class RejectionSummaryTimerTest {

  private final Logger logger = Logger.getLogger(RequestStateCodec.class.getName());
  private final Level previous = logger.getLevel();
  private final List<String> warnings = new ArrayList<>();
  private final Handler capture = new Handler() {
    @Override
    public void publish(LogRecord record) {
      if (record.getLevel().intValue() >= Level.WARNING.intValue()) {
        synchronized (warnings) {
          warnings.add(record.getMessage());
        }
      }
    }

    @Override
    public void flush() {
    }

    @Override
    public void close() {
    }
  };

  @AfterEach
  void restore() {
    logger.removeHandler(capture);
    logger.setLevel(previous);
  }

  @Test
  void theLastWindowAppearsWithoutAnotherRejection() throws Exception {
    logger.setLevel(Level.ALL);
    logger.addHandler(capture);
    RequestStateCodec codec = RequestStateCodec.builder().audience("orders").key("k1", Fixtures.SECRET_A)
        .clock(Clock.systemUTC()).rejectionSummaryInterval(Duration.ofSeconds(1)).build();
    for (int i = 0; i < 10; i++) {
      assertThrows(StateRejectedException.class, () -> codec.verify("forged", Fixtures.booking("alice")));
    }
    long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos(); // the window ends after 1 s
    while (snapshot().size() < 2 && System.nanoTime() < deadline) {
      Thread.sleep(50);
    }
    List<String> lines = snapshot();
    assertEquals(2, lines.size(), "the first at once, the other nine when the window ended: " + lines);
    assertTrue(lines.get(1).startsWith("requestState rejected 9 times in the last ")
        && lines.get(1).contains(": MALFORMED=9 "), lines.get(1));
  }

  private List<String> snapshot() {
    synchronized (warnings) {
      return new ArrayList<>(warnings);
    }
  }
}
