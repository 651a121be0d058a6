package io.mcpgen.runtime.state;

import static io.mcpgen.runtime.state.Fixtures.PAYLOAD;
import static io.mcpgen.runtime.state.Fixtures.assertRejected;
import static io.mcpgen.runtime.state.Fixtures.booking;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class ReplayGuardTest {

  private final TestClock clock = new TestClock();

  @ParameterizedTest
  @EnumSource(Protection.class)
  void aTokenIsAcceptedOnceWithinItsTtl(Protection protection) throws StateRejectedException {
    RequestStateCodec codec = Fixtures.builder(clock).replayGuard(new InMemoryReplayGuard(100, clock)).build();
    String token = codec.mint(booking("alice"), 1, PAYLOAD, protection);
    String other = codec.mint(booking("alice"), 1, PAYLOAD, protection);

    codec.verify(token, booking("alice"));
    assertRejected(RejectionReason.REPLAYED, () -> codec.verify(token, booking("alice")));
    clock.advance(Duration.ofSeconds(599));
    assertRejected(RejectionReason.REPLAYED, () -> codec.verify(token, booking("alice")));
    codec.verify(other, booking("alice"));
  }

  @Test
  void withoutAGuardATokenCanBeReplayedUntilItExpires() throws StateRejectedException {
    RequestStateCodec codec = Fixtures.codec(clock);
    String token = codec.mint(booking("alice"), 1, PAYLOAD, Protection.SEALED);
    codec.verify(token, booking("alice"));
    codec.verify(token, booking("alice"));
  }

  @Test
  void rejectedTokensDoNotTakeASlot() throws StateRejectedException {
    InMemoryReplayGuard guard = new InMemoryReplayGuard(1, clock);
    RequestStateCodec codec = Fixtures.builder(clock).replayGuard(guard).build();
    String token = codec.mint(booking("alice"), 1, PAYLOAD, Protection.SEALED);

    assertRejected(RejectionReason.WRONG_PRINCIPAL, () -> codec.verify(token, booking("mallory")));
    assertEquals(0, guard.size());
    codec.verify(token, booking("alice"));
    assertEquals(1, guard.size());
  }

  @Test
  void expiredIdsAreEvictedAndFreeTheirSlots() {
    InMemoryReplayGuard guard = new InMemoryReplayGuard(2, clock);
    Instant soon = clock.instant().plusSeconds(10);
    Instant later = clock.instant().plusSeconds(20);
    assertTrue(guard.firstUse("a", soon));
    assertTrue(guard.firstUse("b", later));
    assertFalse(guard.firstUse("c", later), "full of live ids: refuse rather than forget one");
    assertFalse(guard.firstUse("a", soon));

    clock.advance(Duration.ofSeconds(10));
    assertTrue(guard.firstUse("c", later), "a expired, its slot is free");
    assertEquals(2, guard.size());
    assertFalse(guard.firstUse("b", later));
    assertFalse(guard.firstUse("d", clock.instant()), "an id that has already expired is refused");

    clock.advance(Duration.ofSeconds(10));
    assertTrue(guard.firstUse("a", clock.instant().plusSeconds(1)));
    assertEquals(1, guard.size());
  }

  @Test
  void memoryStaysBoundedUnderAFlood() {
    InMemoryReplayGuard guard = new InMemoryReplayGuard(1000, clock);
    int accepted = 0;
    for (int i = 0; i < 100_000; i++) {
      if (guard.firstUse("id" + i, clock.instant().plusSeconds(60))) {
        accepted++;
      }
      if (i % 10_000 == 9_999) {
        clock.advance(Duration.ofSeconds(61));
      }
      assertTrue(guard.size() <= 1000);
    }
    assertEquals(10 * 1000, accepted, "each minute, the first 1000 ids fit");
  }

  @Test
  void concurrentUsesOfOneIdLetExactlyOneThrough() throws Exception {
    InMemoryReplayGuard guard = new InMemoryReplayGuard(10_000, clock);
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      for (int round = 0; round < 200; round++) {
        String id = "token-" + round;
        CountDownLatch start = new CountDownLatch(1);
        AtomicInteger winners = new AtomicInteger();
        List<Future<?>> tasks = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
          tasks.add(pool.submit(() -> {
            start.await();
            if (guard.firstUse(id, clock.instant().plusSeconds(60))) {
              winners.incrementAndGet();
            }
            return null;
          }));
        }
        start.countDown();
        for (Future<?> task : tasks) {
          task.get(10, TimeUnit.SECONDS);
        }
        assertEquals(1, winners.get(), id);
      }
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void aFailingGuardFailsClosed() {
    RuntimeException outage = new IllegalStateException("store unreachable");
    RequestStateCodec codec = Fixtures.builder(clock).replayGuard((id, expiry) -> {
      throw outage;
    }).build();
    String token = codec.mint(booking("alice"), 1, PAYLOAD, Protection.SEALED);
    StateRejectedException rejection = assertThrows(StateRejectedException.class,
        () -> codec.verify(token, booking("alice")));
    assertEquals(RejectionReason.REPLAYED, rejection.reason());
    assertSame(outage, rejection.getCause());
  }

  @Test
  void theGuardSeesTheTokenIdAndExpiry() throws StateRejectedException {
    List<String> ids = new ArrayList<>();
    List<Instant> expiries = new ArrayList<>();
    RequestStateCodec codec = Fixtures.builder(clock).replayGuard((id, expiry) -> {
      ids.add(id);
      expiries.add(expiry);
      return true;
    }).build();
    VerifiedState state = codec.verify(codec.mint(booking("alice"), 1, PAYLOAD, Protection.SIGNED), booking("alice"));
    assertEquals(List.of(state.tokenId()), ids);
    assertEquals(List.of(state.expiresAt()), expiries);
  }

  @Test
  void capacityMustBePositive() {
    assertThrows(IllegalArgumentException.class, () -> new InMemoryReplayGuard(0));
  }
}
