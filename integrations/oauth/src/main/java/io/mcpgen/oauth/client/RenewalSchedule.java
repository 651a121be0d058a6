package io.mcpgen.oauth.client;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * When a machine token is renewed ahead of its expiry: {@code refreshAhead} before it, at most
 * half its lifetime, one renewal per resource at a time, and {@link #PAUSE_AFTER_FAILURE} after a
 * failed one, so that a server that is down is not asked on every request.
 */
final class RenewalSchedule {

  /** How long after a failed renewal the next may start. */
  static final Duration PAUSE_AFTER_FAILURE = Duration.ofSeconds(10);

  private final Duration refreshAhead;
  private final Clock clock;
  private final Map<String, Instant> obtainedAt = new ConcurrentHashMap<>();
  private final Set<String> renewing = ConcurrentHashMap.newKeySet();
  private final Map<String, Instant> failedAt = new ConcurrentHashMap<>();

  RenewalSchedule(Duration refreshAhead, Clock clock) {
    this.refreshAhead = refreshAhead;
    this.clock = clock;
  }

  /** A token for {@code resource} was just stored. */
  void obtained(String resource) {
    obtainedAt.put(resource, clock.instant());
    failedAt.remove(resource);
  }

  /**
   * Whether {@code held} is to be renewed now; when true, the renewal is counted as started, and
   * {@link #finished} must follow.
   */
  boolean start(String resource, Tokens held) {
    if (held.expiresAt() == null) {
      return false;
    }
    Duration ahead = refreshAhead;
    Instant obtained = obtainedAt.get(resource);
    if (obtained != null) {
      Duration half = Duration.between(obtained, held.expiresAt()).dividedBy(2);
      ahead = half.compareTo(ahead) < 0 ? half : ahead;
    }
    Instant now = clock.instant();
    Instant failed = failedAt.get(resource);
    if (now.isBefore(held.expiresAt().minus(ahead)) || failed != null && now.isBefore(failed.plus(PAUSE_AFTER_FAILURE))) {
      return false;
    }
    return renewing.add(resource);
  }

  /** The renewal of {@code resource} ended; {@code failed} starts the pause. */
  void finished(String resource, boolean failed) {
    if (failed) {
      failedAt.put(resource, clock.instant());
    }
    renewing.remove(resource);
  }
}
