package io.mcpgen.redis;

import static io.mcpgen.redis.Replicas.BINDING;
import static io.mcpgen.redis.Replicas.PAYLOAD;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.lettuce.core.RedisClient;
import io.lettuce.core.api.StatefulRedisConnection;
import io.lettuce.core.api.sync.RedisCommands;
import io.mcpgen.runtime.state.Protection;
import io.mcpgen.runtime.state.RejectionReason;
import io.mcpgen.runtime.state.RequestStateCodec;
import io.mcpgen.runtime.state.StateRejectedException;
import io.mcpgen.runtime.state.VerifiedState;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The guard against a real redis-server, shared by two replicas' codecs. */
class RedisReplayGuardTest {

  private static RedisServer redis;
  private static RedisClient inspector;
  private static StatefulRedisConnection<String, String> inspection;

  private RedisReplayGuard guardA;
  private RedisReplayGuard guardB;
  private RequestStateCodec replicaA;
  private RequestStateCodec replicaB;

  @BeforeAll
  static void startRedis() throws Exception {
    redis = RedisServer.start();
    inspector = RedisClient.create(redis.uri());
    inspection = inspector.connect();
  }

  @AfterAll
  static void stopRedis() throws Exception {
    if (inspection != null) {
      inspection.close();
      inspector.shutdown(0, 2, TimeUnit.SECONDS);
    }
    if (redis != null) {
      redis.close();
    }
  }

  @BeforeEach
  void twoReplicas() {
    guardA = RedisReplayGuard.builder(redis.uri()).build();
    guardB = RedisReplayGuard.builder(redis.uri()).build();
    replicaA = Replicas.codec(guardA);
    replicaB = Replicas.codec(guardB);
  }

  @AfterEach
  void closeGuards() {
    guardA.close();
    guardB.close();
  }

  @Test
  void aSingleUseStateIsRefusedOnEveryReplicaAfterItsFirstUse() throws StateRejectedException {
    String token = replicaA.mint(BINDING, 1, PAYLOAD, Protection.SEALED);
    String other = replicaA.mint(BINDING, 1, PAYLOAD, Protection.SIGNED);

    replicaB.verify(token, BINDING);
    assertReplayed(() -> replicaA.verify(token, BINDING));
    assertReplayed(() -> replicaB.verify(token, BINDING));
    replicaA.verify(other, BINDING);
    assertReplayed(() -> replicaB.verify(other, BINDING));
  }

  @Test
  void concurrentFirstUsesOnTwoReplicasLetExactlyOneThrough() throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      for (int round = 0; round < 100; round++) {
        String token = replicaA.mint(BINDING, 2, PAYLOAD, Protection.SEALED);
        CountDownLatch start = new CountDownLatch(1);
        AtomicInteger accepted = new AtomicInteger();
        AtomicInteger replayed = new AtomicInteger();
        List<Future<?>> uses = new ArrayList<>();
        for (RequestStateCodec replica : List.of(replicaA, replicaB)) {
          uses.add(pool.submit((Callable<Void>) () -> {
            start.await();
            try {
              replica.verify(token, BINDING);
              accepted.incrementAndGet();
            } catch (StateRejectedException e) {
              assertEquals(RejectionReason.REPLAYED, e.reason());
              replayed.incrementAndGet();
            }
            return null;
          }));
        }
        start.countDown();
        for (Future<?> use : uses) {
          use.get(10, TimeUnit.SECONDS);
        }
        assertEquals(1, accepted.get(), "round " + round);
        assertEquals(1, replayed.get(), "round " + round);
      }
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void theKeyCarriesTheTokensExpiryUnderTheConfiguredPrefix() throws StateRejectedException {
    try (RedisReplayGuard prefixed = RedisReplayGuard.builder(redis.uri()).keyPrefix("tenant-7:used:").build()) {
      RequestStateCodec codec = Replicas.codec(prefixed);
      VerifiedState state = codec.verify(codec.mint(BINDING, 1, PAYLOAD, Protection.SEALED), BINDING);

      RedisCommands<String, String> redisCommands = inspection.sync();
      String key = "tenant-7:used:" + state.tokenId();
      assertEquals("1", redisCommands.get(key));
      assertEquals(state.expiresAt().toEpochMilli(), redisCommands.pexpiretime(key));
    }
  }

  @Test
  void redisForgetsAnIdWhenItsTokenExpires() throws InterruptedException {
    Instant expiry = Instant.now().plusMillis(400);
    assertTrue(guardA.firstUse("AAAAAAAAAAAAAAAA", expiry));
    assertFalse(guardB.firstUse("AAAAAAAAAAAAAAAA", expiry));

    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (inspection.sync().exists(RedisReplayGuard.DEFAULT_KEY_PREFIX + "AAAAAAAAAAAAAAAA") != 0
        && System.nanoTime() < deadline) {
      Thread.sleep(50);
    }
    assertEquals(0, inspection.sync().exists(RedisReplayGuard.DEFAULT_KEY_PREFIX + "AAAAAAAAAAAAAAAA"));
    assertFalse(guardA.firstUse("AAAAAAAAAAAAAAAA", expiry), "expired ids are refused without asking Redis");
  }

  @Test
  void closeReleasesTheConnection() throws InterruptedException {
    long before = connectedClients();
    RedisReplayGuard extra = RedisReplayGuard.builder(redis.uri()).build();
    assertEquals(before + 1, connectedClients());
    extra.close();

    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (connectedClients() != before && System.nanoTime() < deadline) {
      Thread.sleep(20);
    }
    assertEquals(before, connectedClients());
  }

  @Test
  void theBuilderRefusesNonPositiveDurations() {
    RedisReplayGuard.Builder builder = RedisReplayGuard.builder(redis.uri());
    assertThrows(IllegalArgumentException.class, () -> builder.commandTimeout(Duration.ZERO));
    assertThrows(IllegalArgumentException.class, () -> builder.connectTimeout(Duration.ofMillis(-1)));
    assertThrows(IllegalArgumentException.class, () -> builder.failureWarningInterval(Duration.ZERO));
  }

  private static long connectedClients() {
    String info = inspection.sync().info("clients");
    for (String line : info.split("\r\n")) {
      if (line.startsWith("connected_clients:")) {
        return Long.parseLong(line.substring("connected_clients:".length()));
      }
    }
    throw new AssertionError("no connected_clients in INFO clients");
  }

  static void assertReplayed(org.junit.jupiter.api.function.Executable verification) {
    StateRejectedException rejection = assertThrows(StateRejectedException.class, verification);
    assertNotNull(rejection.reason());
    assertEquals(RejectionReason.REPLAYED, rejection.reason());
  }
}
