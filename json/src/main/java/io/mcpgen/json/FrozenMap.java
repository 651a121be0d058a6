package io.mcpgen.json;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * An unmodifiable map from names to values in insertion order, held in two arrays: what readers
 * make of JSON objects. Most objects have a handful of members, and for them two arrays cost a
 * fraction of a {@code LinkedHashMap}'s table and entries; a name is found by a linear scan up to
 * {@link #LINEAR_MAX} members and through a hash index beyond, so no size makes it quadratic.
 * Values may be null (a caller's map may hold them); names may not.
 */
final class FrozenMap<V> extends AbstractMap<String, V> {

  /** Up to this many members a scan beats hashing. */
  static final int LINEAR_MAX = 8;

  private static final FrozenMap<?> EMPTY = new FrozenMap<>(new String[0], new Object[0], 0, null);

  private final String[] names;
  private final Object[] values;
  private final int size;
  /** Index of each name, for maps larger than {@link #LINEAR_MAX}; null otherwise. */
  private final HashMap<String, Integer> index;

  private FrozenMap(String[] names, Object[] values, int size, HashMap<String, Integer> index) {
    this.names = names;
    this.values = values;
    this.size = size;
    this.index = index;
  }

  @SuppressWarnings("unchecked") // holds nothing, so it is a map of any value type
  static <V> FrozenMap<V> empty() {
    return (FrozenMap<V>) EMPTY;
  }

  /** A copy of a map whose keys are unique and not null. */
  static <V> FrozenMap<V> copyOf(Map<String, ? extends V> map) {
    Builder<V> builder = new Builder<>(map.size());
    for (Map.Entry<String, ? extends V> entry : map.entrySet()) {
      if (entry.getKey() == null) {
        throw new NullPointerException("a map key is null");
      }
      builder.append(entry.getKey(), entry.getValue());
    }
    return builder.build();
  }

  /** The name of the member at {@code i}, for writers that walk the members in order. */
  String nameAt(int i) {
    return names[i];
  }

  /** The value of the member at {@code i}. */
  @SuppressWarnings("unchecked") // only values of type V are ever stored
  V valueAt(int i) {
    return (V) values[i];
  }

  private int indexOf(Object name) {
    return indexOf(names, size, index, name);
  }

  /** The place of {@code name} among the first {@code size} names, through the index if there is one; or -1. */
  private static int indexOf(String[] names, int size, HashMap<String, Integer> index, Object name) {
    if (index != null) {
      Integer i = index.get(name);
      return i == null ? -1 : i;
    }
    if (!(name instanceof String)) {
      return -1;
    }
    // Names keep their hashes (most are the reader's cached instances), so a mismatch is two ints.
    int hash = name.hashCode();
    for (int i = 0; i < size; i++) {
      if (names[i].hashCode() == hash && names[i].equals(name)) {
        return i;
      }
    }
    return -1;
  }

  @Override
  public V get(Object name) {
    int i = indexOf(name);
    return i < 0 ? null : valueAt(i);
  }

  @Override
  public boolean containsKey(Object name) {
    return indexOf(name) >= 0;
  }

  @Override
  public int size() {
    return size;
  }

  @Override
  public boolean isEmpty() {
    return size == 0;
  }

  @Override
  public void forEach(BiConsumer<? super String, ? super V> action) {
    for (int i = 0; i < size; i++) {
      action.accept(names[i], valueAt(i));
    }
  }

  @Override
  public Set<Map.Entry<String, V>> entrySet() {
    return new AbstractSet<>() {
      @Override
      public Iterator<Map.Entry<String, V>> iterator() {
        return new Iterator<>() {
          private int next;

          @Override
          public boolean hasNext() {
            return next < size;
          }

          @Override
          public Map.Entry<String, V> next() {
            if (next >= size) {
              throw new NoSuchElementException();
            }
            int i = next++;
            return new AbstractMap.SimpleImmutableEntry<>(names[i], valueAt(i));
          }
        };
      }

      @Override
      public int size() {
        return size;
      }
    };
  }

  /**
   * Collects members in order, each name once; used once: the map it builds takes its arrays.
   * Readers {@link #add} (refusing a name twice); {@code JsonObject.Builder} also replaces values
   * in place ({@link #indexOf}, {@link #set}).
   */
  static final class Builder<V> {
    private String[] names;
    private Object[] values;
    private int size;
    private HashMap<String, Integer> index;

    Builder() {
      this(4);
    }

    Builder(int capacity) {
      names = new String[Math.max(capacity, 1)];
      values = new Object[names.length];
    }

    /** A builder holding a copy of a map's members, in its order. */
    Builder(FrozenMap<? extends V> map) {
      names = Arrays.copyOf(map.names, Math.max(map.size, 1));
      values = Arrays.copyOf(map.values, names.length);
      size = map.size;
      index = map.index == null ? null : new HashMap<>(map.index);
    }

    /** Adds a member; false, adding nothing, when the name is there already. */
    boolean add(String name, V value) {
      if (indexOf(name) >= 0) {
        return false;
      }
      append(name, value);
      return true;
    }

    /** The place of the member with this name, or -1. */
    int indexOf(String name) {
      return FrozenMap.indexOf(names, size, index, name);
    }

    /** Replaces the value of the member at {@code i}, which keeps its place. */
    void set(int i, V value) {
      values[i] = value;
    }

    int size() {
      return size;
    }

    /** Adds a member whose name the caller knows is new. */
    void append(String name, V value) {
      if (size == names.length) {
        names = Arrays.copyOf(names, size * 2);
        values = Arrays.copyOf(values, size * 2);
      }
      names[size] = name;
      values[size] = value;
      size++;
      if (index != null) {
        index.put(name, size - 1);
      } else if (size > LINEAR_MAX) {
        index = new HashMap<>();
        for (int i = 0; i < size; i++) {
          index.put(names[i], i);
        }
      }
    }

    boolean isEmpty() {
      return size == 0;
    }

    FrozenMap<V> build() {
      FrozenMap<V> map = size == 0 ? empty() : new FrozenMap<>(names, values, size, index);
      names = null;
      values = null;
      return map;
    }
  }
}
