package io.mcpgen.oauth.server;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Valid tokens remembered for a while, so that each request does not cost a call to the
 * authorization server: keyed by the token's SHA-256 (the token itself is never kept), each until
 * the earlier of its {@code exp} and the time to live, the least recently used dropped when full.
 */
final class TokenCache {

  private record Entry(ValidatedToken token, Instant until) {}

  private final Duration ttl;
  private final int maxEntries;
  private final Clock clock;
  private final Map<String, Entry> entries;

  TokenCache(Duration ttl, int maxEntries, Clock clock) {
    this.ttl = ttl;
    this.maxEntries = maxEntries;
    this.clock = clock;
    this.entries = new LinkedHashMap<>(16, 0.75f, true) {
      private static final long serialVersionUID = 1L;

      @Override
      protected boolean removeEldestEntry(Map.Entry<String, Entry> eldest) {
        return size() > TokenCache.this.maxEntries;
      }
    };
  }

  /** Whether anything is ever kept: a zero time to live or size turns the cache off. */
  boolean enabled() {
    return !ttl.isZero() && maxEntries > 0;
  }

  /** The remembered validation of {@code token}, or null when none is current. */
  ValidatedToken get(String token) {
    if (!enabled()) {
      return null;
    }
    String key = key(token);
    Instant now = clock.instant();
    synchronized (entries) {
      Entry entry = entries.get(key);
      if (entry == null) {
        return null;
      }
      if (!now.isBefore(entry.until())) {
        entries.remove(key);
        return null;
      }
      return entry.token();
    }
  }

  /** Remembers a valid token until the earlier of its expiry and the time to live. */
  void put(String token, ValidatedToken valid) {
    if (!enabled()) {
      return;
    }
    Instant until = clock.instant().plus(ttl);
    if (valid.expiresAt() != null && valid.expiresAt().isBefore(until)) {
      until = valid.expiresAt();
    }
    synchronized (entries) {
      entries.put(key(token), new Entry(valid, until));
    }
  }

  int size() {
    synchronized (entries) {
      return entries.size();
    }
  }

  private static String key(String token) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is missing from this JVM", e);
    }
  }
}
