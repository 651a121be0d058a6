package io.mcpgen.oauth.server;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;

/**
 * The nonces this resource asks DPoP proofs to carry (RFC 9449 section 9): a random value, replaced
 * after its lifetime; the one before it is still accepted, so proofs made just before a change
 * pass. A proof made long ago cannot carry a current nonce.
 */
final class DPoPNonces {

  private final SecureRandom random = new SecureRandom();
  private final Duration lifetime;
  private final Clock clock;
  private String current;
  private String previous;
  private Instant madeAt;

  DPoPNonces(Duration lifetime, Clock clock) {
    this.lifetime = lifetime;
    this.clock = clock;
    this.current = fresh();
    this.madeAt = clock.instant();
  }

  /** The nonce to hand out now. */
  synchronized String current() {
    rotateIfDue();
    return current;
  }

  /** Whether a proof carrying {@code nonce} is recent enough. */
  synchronized boolean accepts(String nonce) {
    rotateIfDue();
    return nonce != null && (nonce.equals(current) || nonce.equals(previous));
  }

  private void rotateIfDue() {
    Instant now = clock.instant();
    if (!now.isBefore(madeAt.plus(lifetime))) {
      previous = now.isBefore(madeAt.plus(lifetime).plus(lifetime)) ? current : null;
      current = fresh();
      madeAt = now;
    }
  }

  private String fresh() {
    byte[] bytes = new byte[24];
    random.nextBytes(bytes);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
  }
}
