package io.mcpgen.runtime.server;

import java.util.Objects;

/**
 * The {@code ttlMs} and {@code cacheScope} a cacheable result carries ({@code server/discover}, the
 * lists, {@code resources/read}). Interim {@code input_required} results never carry them.
 */
public record CacheHints(long ttlMs, CacheScope scope) {

  public CacheHints {
    if (ttlMs < 0) {
      throw new IllegalArgumentException("ttlMs must be >= 0");
    }
    Objects.requireNonNull(scope, "scope");
  }

  public static CacheHints of(long ttlMs, CacheScope scope) {
    return new CacheHints(ttlMs, scope);
  }
}
