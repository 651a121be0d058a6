package io.mcpgen.oauth.server;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.nimbusds.oauth2.sdk.dpop.verifiers.DPoPIssuer;
import com.nimbusds.oauth2.sdk.dpop.verifiers.DPoPProofUse;
import com.nimbusds.oauth2.sdk.id.JWTID;
import com.nimbusds.oauth2.sdk.util.singleuse.AlreadyUsedException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

/** The replay cache: a jti once per key within the window, bounded, forgotten after the window. */
class ProofReplayCacheTest {

  private static final class MovableClock extends Clock {
    private Instant now = Instant.parse("2026-12-08T00:00:00Z");

    @Override
    public java.time.ZoneId getZone() {
      return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(java.time.ZoneId zone) {
      return this;
    }

    @Override
    public Instant instant() {
      return now;
    }
  }

  private static DPoPProofUse use(String key, String jti) {
    return new DPoPProofUse(new DPoPIssuer(key), new JWTID(jti), 60);
  }

  @Test
  void aJtiIsRefusedASecondTimeForTheSameKeyOnly() throws Exception {
    ProofReplayCache cache = new ProofReplayCache(Duration.ofSeconds(60), 10, Clock.systemUTC());
    cache.markAsUsed(use("k1", "j1"));
    assertThrows(AlreadyUsedException.class, () -> cache.markAsUsed(use("k1", "j1")));
    assertDoesNotThrow(() -> cache.markAsUsed(use("k2", "j1")));
  }

  @Test
  void whenFullNewProofsAreRefusedUntilOldOnesAgeOut() throws Exception {
    MovableClock clock = new MovableClock();
    ProofReplayCache cache = new ProofReplayCache(Duration.ofSeconds(60), 2, clock);
    cache.markAsUsed(use("k", "a"));
    cache.markAsUsed(use("k", "b"));
    assertThrows(AlreadyUsedException.class, () -> cache.markAsUsed(use("k", "c")), "full: not forgetting a or b");
    clock.now = clock.now.plusSeconds(61);
    cache.markAsUsed(use("k", "c"));
    assertEquals(1, cache.size(), "a and b aged out");
  }
}
