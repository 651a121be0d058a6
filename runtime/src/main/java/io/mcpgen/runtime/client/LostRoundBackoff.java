package io.mcpgen.runtime.client;

import java.time.Duration;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The pause before a lost round is sent again: {@link CallOptions#lostRoundBackoff()} doubled per
 * earlier loss, at most 5 s (or the backoff itself when larger), less up to half of it at random.
 * Every request the client sends again after a loss waits this long: a call's rounds and, in
 * {@code mcpgen-legacy}, the era probe and the {@code initialize} handshake.
 */
public final class LostRoundBackoff {

  private static final long MAX_BACKOFF_MILLIS = 5_000;

  private LostRoundBackoff() {}

  /**
   * The pause before re-send number {@code attempt}.
   *
   * @param attempt how many times the request has been lost so far (1 after the first loss)
   */
  public static Duration pause(CallOptions options, int attempt) {
    long base = options.lostRoundBackoff().toMillis();
    if (base == 0) {
      return Duration.ZERO;
    }
    long doubled = base << Math.min(Math.max(attempt, 1) - 1, 20);
    long capped = Math.min(doubled, Math.max(base, MAX_BACKOFF_MILLIS));
    // Jitter, so that the clients of a replica that died do not all come back at the same moment.
    return Duration.ofMillis(capped - ThreadLocalRandom.current().nextLong(capped / 2 + 1));
  }
}
