package io.mcpgen.runtime.transport.http.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The budget's count: what holds take and give back. */
class MemoryBudgetTest {

  @Test
  void holdsTakeWhatFitsAndGiveItBackOnRelease() {
    MemoryBudget budget = new MemoryBudget(100);
    MemoryBudget.Hold first = budget.hold();
    MemoryBudget.Hold second = budget.hold();
    assertTrue(first.grow(60));
    assertFalse(second.grow(41), "41 more do not fit in 100 with 60 held");
    assertEquals(60, budget.inUse());
    assertTrue(second.growTo(40));
    assertEquals(100, budget.inUse());
    assertFalse(budget.fits(1));
    first.release();
    assertEquals(40, budget.inUse());
    assertTrue(budget.fits(60));
    second.release();
    assertEquals(0, budget.inUse());
  }

  @Test
  void aReleasedHoldGivesBackOnceAndTakesNothingMore() {
    MemoryBudget budget = new MemoryBudget(100);
    MemoryBudget.Hold hold = budget.hold();
    hold.grow(30);
    hold.release();
    hold.release();
    assertEquals(0, budget.inUse());
    assertFalse(hold.grow(10));
    hold.atLeast(50);
    hold.resize(70);
    assertEquals(0, budget.inUse(), "a hold released takes nothing: an exchange that ended holds no memory");
  }

  @Test
  void growToKeepsWhatIsHeldWhenItIsAlreadyEnough() {
    MemoryBudget budget = new MemoryBudget(100);
    MemoryBudget.Hold hold = budget.hold();
    hold.grow(80);
    assertTrue(hold.growTo(50));
    assertEquals(80, hold.held());
    assertFalse(hold.growTo(101));
    assertEquals(80, budget.inUse(), "a refused growth takes nothing");
  }

  @Test
  void replyBytesAreCountedEvenPastTheCapacityAndResizeGivesBackTheRest() {
    MemoryBudget budget = new MemoryBudget(100);
    MemoryBudget.Hold running = budget.hold();
    running.grow(90);
    running.resize(20); // the estimate gives way to a smaller reply
    assertEquals(20, budget.inUse());
    MemoryBudget.Hold large = budget.hold();
    large.grow(10);
    large.resize(150); // a reply larger than its estimate exists already: counted in full
    assertEquals(170, budget.inUse());
    assertFalse(budget.fits(1), "while it is unwritten, nothing new fits");
    large.release();
    running.release();
    assertEquals(0, budget.inUse());
  }

  @Test
  void theRequestCostIsFourBodiesAndSaturates() {
    assertEquals(4000, MemoryBudget.requestCost(1000));
    assertEquals(Long.MAX_VALUE, MemoryBudget.requestCost(Long.MAX_VALUE / 2));
  }

  @Test
  void nonsenseIsRefused() {
    assertThrows(IllegalArgumentException.class, () -> new MemoryBudget(0));
    assertThrows(IllegalArgumentException.class, () -> new MemoryBudget(10).hold().grow(-1));
    assertThrows(IllegalArgumentException.class, () -> StreamableHttpSettings.builder().memoryBudget(0));
  }

  @Test
  void theDefaultIsAQuarterOfTheMaximumHeap() {
    assertEquals(Runtime.getRuntime().maxMemory() / 4, StreamableHttpSettings.defaults().memoryBudget());
    assertEquals(12345, StreamableHttpSettings.builder().memoryBudget(12345).build().toBuilder().build()
        .memoryBudget());
  }

  @Test
  void concurrentHoldsNeverPassTheCapacityAndAllComeBack() throws Exception {
    MemoryBudget budget = new MemoryBudget(10_000);
    AtomicLong highest = new AtomicLong();
    ExecutorService threads = Executors.newFixedThreadPool(8);
    try {
      List<Future<?>> done = new ArrayList<>();
      for (int t = 0; t < 8; t++) {
        int seed = t;
        done.add(threads.submit(() -> {
          for (int i = 0; i < 20_000; i++) {
            MemoryBudget.Hold hold = budget.hold();
            long size = 1 + (i * 31L + seed * 7L) % 3000;
            if (hold.grow(size)) {
              highest.accumulateAndGet(budget.inUse(), Math::max);
              hold.growTo(size * 2);
            }
            hold.release();
          }
        }));
      }
      for (Future<?> each : done) {
        each.get(60, TimeUnit.SECONDS);
      }
    } finally {
      threads.shutdownNow();
    }
    assertEquals(0, budget.inUse());
    assertTrue(highest.get() <= 10_000, "held at most the capacity, not " + highest.get());
    assertTrue(highest.get() > 0);
  }
}
