package io.mcpgen.json;

import java.util.Map;

/**
 * Unmodifiable, order-keeping copies of the maps records hold. A map read by
 * {@link JsonCodecs#readMap} is already such a copy, and {@link #copyOf(Map)} hands it back as it
 * is: a record built by a codec copies nothing, a record built from a caller's map copies once.
 */
public final class JsonCollections {

  private JsonCollections() {}

  /**
   * An unmodifiable copy of the map with its iteration order; the map itself when it is one of
   * these copies already. Keys must not be null.
   */
  public static <V> Map<String, V> copyOf(Map<String, ? extends V> map) {
    if (map instanceof FrozenMap) {
      @SuppressWarnings("unchecked") // frozen maps cannot change, so widening the value type is safe
      Map<String, V> frozen = (Map<String, V>) map;
      return frozen;
    }
    if (map.isEmpty()) {
      return Map.of();
    }
    return FrozenMap.copyOf(map);
  }
}
