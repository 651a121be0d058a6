package io.mcpgen.oauth.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The introspection cache: until the earlier of exp and the time to live, bounded, off at zero. */
class TokenCacheTest {

  private Instant now = Instant.parse("2026-12-07T12:00:00Z");
  private final Clock clock = new Clock() {
    @Override
    public ZoneOffset getZone() {
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
  };

  private static ValidatedToken valid(String subject, Instant expires) {
    return new ValidatedToken(subject, Set.of("mcp"), expires);
  }

  @Test
  void anEntryLivesUntilTheTimeToLive() {
    TokenCache cache = new TokenCache(Duration.ofSeconds(60), 10, clock);
    cache.put("t", valid("alice", now.plusSeconds(3600)));
    now = now.plusSeconds(59);
    assertEquals("alice", cache.get("t").subject());
    now = now.plusSeconds(1);
    assertNull(cache.get("t"));
  }

  @Test
  void anEntryNeverOutlivesItsToken() {
    TokenCache cache = new TokenCache(Duration.ofSeconds(60), 10, clock);
    cache.put("t", valid("alice", now.plusSeconds(5)));
    now = now.plusSeconds(5);
    assertNull(cache.get("t"));
  }

  @Test
  void theLeastRecentlyUsedIsDroppedWhenFull() {
    TokenCache cache = new TokenCache(Duration.ofSeconds(60), 2, clock);
    cache.put("a", valid("a", null));
    cache.put("b", valid("b", null));
    cache.get("a");
    cache.put("c", valid("c", null));
    assertEquals(2, cache.size());
    assertNull(cache.get("b"));
    assertEquals("a", cache.get("a").subject());
    assertEquals("c", cache.get("c").subject());
  }

  @Test
  void aZeroTimeToLiveOrSizeKeepsNothing() {
    TokenCache none = new TokenCache(Duration.ZERO, 10, clock);
    none.put("t", valid("alice", null));
    assertNull(none.get("t"));
    TokenCache empty = new TokenCache(Duration.ofSeconds(60), 0, clock);
    empty.put("t", valid("alice", null));
    assertNull(empty.get("t"));
  }
}
