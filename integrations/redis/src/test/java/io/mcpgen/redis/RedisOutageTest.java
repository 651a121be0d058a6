package io.mcpgen.redis;

import static io.mcpgen.redis.Replicas.BINDING;
import static io.mcpgen.redis.Replicas.PAYLOAD;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.runtime.state.Protection;
import io.mcpgen.runtime.state.RequestStateCodec;
import io.mcpgen.runtime.state.StateRejectedException;
import java.text.MessageFormat;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** What the guard answers when Redis stops or hangs: each test runs its own redis-server. */
class RedisOutageTest {

  /** Far beyond the 300 ms command timeout, far below a hang: the deadline these tests assert. */
  private static final Duration BOUND = Duration.ofSeconds(5);

  private RedisServer redis;

  @BeforeEach
  void startRedis() throws Exception {
    redis = RedisServer.start();
  }

  @AfterEach
  void stopRedis() throws Exception {
    redis.resume();
    redis.close();
  }

  private RedisReplayGuard.Builder guard() {
    return RedisReplayGuard.builder(redis.uri()).commandTimeout(Duration.ofMillis(300));
  }

  @Test
  void redisStoppedMidTestFailsClosedByDefault() throws StateRejectedException {
    try (RedisReplayGuard guard = guard().build()) {
      RequestStateCodec codec = Replicas.codec(guard);
      codec.verify(codec.mint(BINDING, 1, PAYLOAD, Protection.SEALED), BINDING);
      String token = codec.mint(BINDING, 1, PAYLOAD, Protection.SEALED);

      redis.close();

      long start = System.nanoTime();
      RedisReplayGuardTest.assertReplayed(() -> codec.verify(token, BINDING));
      assertWithinBound(start);
      assertEquals(1, guard.failureCount());
    }
  }

  @Test
  void redisStoppedMidTestFailsOpenWhenOptedIn() throws StateRejectedException {
    try (RedisReplayGuard guard = guard().failOpen().build()) {
      RequestStateCodec codec = Replicas.codec(guard);
      String token = codec.mint(BINDING, 1, PAYLOAD, Protection.SEALED);

      redis.close();

      long start = System.nanoTime();
      codec.verify(token, BINDING);
      codec.verify(token, BINDING); // the price of failing open: a replay gets through
      assertWithinBound(start);
      assertEquals(2, guard.failureCount());
    }
  }

  @Test
  void theCommandTimeoutBoundsAHungRedis() throws Exception {
    try (RedisReplayGuard closed = guard().build(); RedisReplayGuard open = guard().failOpen().build()) {
      Instant expiry = Instant.now().plusSeconds(60);
      assertTrue(closed.firstUse("before-the-hang-1", expiry));

      redis.pause();
      long start = System.nanoTime();
      assertFalse(closed.firstUse("during-the-hang-1", expiry));
      assertTrue(open.firstUse("during-the-hang-2", expiry));
      assertWithinBound(start);
      assertEquals(1, closed.failureCount());
      assertEquals(1, open.failureCount());

      redis.resume();
      assertTrue(closed.firstUse("after-the-hang-01", expiry), "the guard works again once Redis answers");
      assertFalse(open.firstUse("after-the-hang-01", expiry));
    }
  }

  @Test
  void failureWarningsAreRateLimitedAndNeverNameTheToken() {
    Logger logger = Logger.getLogger(RedisReplayGuard.class.getName());
    List<LogRecord> records = new CopyOnWriteArrayList<>();
    Handler capture = new Handler() {
      @Override
      public void publish(LogRecord record) {
        records.add(record);
      }

      @Override
      public void flush() {}

      @Override
      public void close() {}
    };
    Level previous = logger.getLevel();
    boolean parentHandlers = logger.getUseParentHandlers();
    logger.setLevel(Level.ALL);
    logger.setUseParentHandlers(false);
    logger.addHandler(capture);
    try (RedisReplayGuard guard = guard().build()) {
      redis.close();
      for (int i = 0; i < 20; i++) {
        assertFalse(guard.firstUse("secretTokenId" + (100 + i), Instant.now().plusSeconds(60)));
      }
      assertEquals(20, guard.failureCount());
      assertEquals(1, records.size(), "one warning per interval, however many failures");
      LogRecord warning = records.get(0);
      assertEquals(Level.WARNING, warning.getLevel());
      String text = MessageFormat.format(warning.getMessage(), warning.getParameters());
      assertTrue(text.contains("failing closed"), text);
      assertFalse(text.contains("secretTokenId"), text);
      assertEquals(null, warning.getThrown(), "an exception's message could echo the key");
    } finally {
      logger.removeHandler(capture);
      logger.setLevel(previous);
      logger.setUseParentHandlers(parentHandlers);
    }
  }

  @Test
  void aRedisUnreachableAtStartupIsAnError() {
    redis.close();
    assertThrows(RuntimeException.class, () -> guard().connectTimeout(Duration.ofSeconds(1)).build());
  }

  private static void assertWithinBound(long startNanos) {
    Duration took = Duration.ofNanos(System.nanoTime() - startNanos);
    assertTrue(took.compareTo(BOUND) < 0, "took " + took + ", bound " + BOUND);
  }
}
