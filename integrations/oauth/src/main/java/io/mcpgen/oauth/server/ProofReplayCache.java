package io.mcpgen.oauth.server;

import com.nimbusds.oauth2.sdk.dpop.verifiers.DPoPProofUse;
import com.nimbusds.oauth2.sdk.util.singleuse.AlreadyUsedException;
import com.nimbusds.oauth2.sdk.util.singleuse.SingleUseChecker;
import java.time.Clock;
import java.time.Duration;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The DPoP proofs seen within the window ({@code jti} per key), so a replayed one is refused. Bounded:
 * entries older than the window are dropped first; when the cache is still full, new proofs are
 * refused rather than an unexpired entry forgotten (forgetting one would let it be replayed).
 */
final class ProofReplayCache implements SingleUseChecker<DPoPProofUse> {

  private final Map<String, Long> seen = new LinkedHashMap<>();
  private final long windowMillis;
  private final int maxEntries;
  private final Clock clock;

  ProofReplayCache(Duration window, int maxEntries, Clock clock) {
    this.windowMillis = window.toMillis();
    this.maxEntries = maxEntries;
    this.clock = clock;
  }

  @Override
  public synchronized void markAsUsed(DPoPProofUse use) throws AlreadyUsedException {
    long now = clock.millis();
    dropExpired(now);
    String key = use.getIssuer().getValue() + " " + use.getJWTID().getValue();
    if (seen.containsKey(key)) {
      throw new AlreadyUsedException("the DPoP proof was used before (its jti is not new)");
    }
    if (seen.size() >= maxEntries) {
      throw new AlreadyUsedException("too many DPoP proofs within the window: try again shortly");
    }
    seen.put(key, now + windowMillis);
  }

  /** Entries are in insertion order, so expiry order: drop from the front. */
  private void dropExpired(long now) {
    Iterator<Long> expiries = seen.values().iterator();
    while (expiries.hasNext() && expiries.next() <= now) {
      expiries.remove();
    }
  }

  /** How many proofs are remembered now. */
  synchronized int size() {
    return seen.size();
  }
}
