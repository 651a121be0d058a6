package io.mcpgen.runtime.json;

import java.util.AbstractMap;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;

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
    if (map instanceof Frozen) {
      @SuppressWarnings("unchecked") // Frozen maps cannot change, so widening the value type is safe.
      Map<String, V> frozen = (Map<String, V>) map;
      return frozen;
    }
    if (map.isEmpty()) {
      return Map.of();
    }
    LinkedHashMap<String, V> copy = new LinkedHashMap<>(JsonObject.capacity(map.size()));
    for (Map.Entry<String, ? extends V> entry : map.entrySet()) {
      if (entry.getKey() == null) {
        throw new NullPointerException("a map key is null");
      }
      copy.put(entry.getKey(), entry.getValue());
    }
    return new Frozen<>(copy);
  }

  /** A frozen map over a fresh map that nobody else holds. */
  static <V> Map<String, V> adopt(LinkedHashMap<String, V> map) {
    return map.isEmpty() ? Map.of() : new Frozen<>(map);
  }

  /** The entries to walk when writing: the frozen map's own, without unmodifiable-view wrappers. */
  static <V> Set<Map.Entry<String, V>> entries(Map<String, V> map) {
    if (map instanceof Frozen) {
      return ((Frozen<V>) map).map.entrySet();
    }
    return map.entrySet();
  }

  /** An unmodifiable view that keeps its map to itself. */
  private static final class Frozen<V> extends AbstractMap<String, V> {
    private final LinkedHashMap<String, V> map;
    private final Map<String, V> view;

    Frozen(LinkedHashMap<String, V> map) {
      this.map = map;
      this.view = Collections.unmodifiableMap(map);
    }

    @Override
    public Set<Map.Entry<String, V>> entrySet() {
      return view.entrySet();
    }

    @Override
    public V get(Object key) {
      return map.get(key);
    }

    @Override
    public boolean containsKey(Object key) {
      return map.containsKey(key);
    }

    @Override
    public int size() {
      return map.size();
    }

    @Override
    public boolean isEmpty() {
      return map.isEmpty();
    }

    @Override
    public void forEach(BiConsumer<? super String, ? super V> action) {
      map.forEach(action);
    }
  }
}
