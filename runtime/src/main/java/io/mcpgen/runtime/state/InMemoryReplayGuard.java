package io.mcpgen.runtime.state;

import java.lang.System.Logger.Level;
import java.time.Clock;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.PriorityQueue;

/**
 * A {@link ReplayGuard} for one process: remembers each token id until the token expires, in at
 * most {@code maxEntries} slots. Thread-safe.
 *
 * <p>When every slot holds an unexpired id, a new id is refused (fails closed): forgetting a live
 * id would let its token be replayed. Size it for the peak number of tokens verified within one
 * TTL; each slot costs about 200 bytes. Expired ids are evicted on every call.
 */
public final class InMemoryReplayGuard implements ReplayGuard {

  private static final System.Logger LOG = System.getLogger(InMemoryReplayGuard.class.getName());

  private final int maxEntries;
  private final Clock clock;
  private final Map<String, Long> expiryById = new HashMap<>();
  private final PriorityQueue<Slot> byExpiry = new PriorityQueue<>();
  private boolean warnedFull;

  /** A guard with the given capacity, on the system clock. */
  public InMemoryReplayGuard(int maxEntries) {
    this(maxEntries, Clock.systemUTC());
  }

  /** A guard with the given capacity, on the given clock (share the codec's). */
  public InMemoryReplayGuard(int maxEntries, Clock clock) {
    if (maxEntries < 1) {
      throw new IllegalArgumentException("maxEntries must be at least 1, was " + maxEntries);
    }
    this.maxEntries = maxEntries;
    this.clock = Objects.requireNonNull(clock, "clock");
  }

  @Override
  public synchronized boolean firstUse(String tokenId, Instant expiresAt) {
    Objects.requireNonNull(tokenId, "tokenId");
    long expiry = expiresAt.toEpochMilli();
    long now = clock.millis();
    evictExpired(now);
    if (expiry <= now || expiryById.containsKey(tokenId)) {
      return false;
    }
    if (expiryById.size() >= maxEntries) {
      if (!warnedFull) {
        warnedFull = true;
        LOG.log(Level.WARNING, "replay guard full ({0} live token ids): refusing new tokens until some expire",
            String.valueOf(maxEntries));
      }
      return false;
    }
    warnedFull = false;
    expiryById.put(tokenId, expiry);
    byExpiry.add(new Slot(expiry, tokenId));
    return true;
  }

  /** How many token ids are remembered now (expired ones included until the next call). */
  public synchronized int size() {
    return expiryById.size();
  }

  private void evictExpired(long now) {
    Slot oldest;
    while ((oldest = byExpiry.peek()) != null && oldest.expiry <= now) {
      byExpiry.poll();
      expiryById.remove(oldest.tokenId);
    }
  }

  private static final class Slot implements Comparable<Slot> {
    final long expiry;
    final String tokenId;

    Slot(long expiry, String tokenId) {
      this.expiry = expiry;
      this.tokenId = tokenId;
    }

    @Override
    public int compareTo(Slot other) {
      return Long.compare(expiry, other.expiry);
    }
  }
}
