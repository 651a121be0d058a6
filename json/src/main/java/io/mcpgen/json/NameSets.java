package io.mcpgen.json;

import java.util.Arrays;
import java.util.HashSet;

/**
 * The member names of each object open while the byte reader checks a value without building it,
 * so a name given twice is refused as when the members are built. A scan up to
 * {@link FrozenMap#LINEAR_MAX} names, a hash set beyond: no object makes it quadratic.
 */
final class NameSets {

  private String[] names = new String[32];
  private int size;
  /** Per open object, where its names start in {@link #names}. */
  private int[] starts = new int[8];
  /** Per open object, its names as a set once there are many; null while few. */
  private HashSet<?>[] sets = new HashSet<?>[8];
  private int open;

  void open() {
    if (open == starts.length) {
      starts = Arrays.copyOf(starts, open * 2);
      sets = Arrays.copyOf(sets, open * 2);
    }
    starts[open] = size;
    sets[open] = null;
    open++;
  }

  void close() {
    open--;
    size = starts[open];
    sets[open] = null;
  }

  /** Adds a name to the innermost open object; false when the object has it already. */
  boolean add(String name) {
    int top = open - 1;
    @SuppressWarnings("unchecked") // only sets of names are stored
    HashSet<String> set = (HashSet<String>) sets[top];
    if (set != null) {
      return set.add(name);
    }
    int start = starts[top];
    for (int i = start; i < size; i++) {
      if (names[i].equals(name)) {
        return false;
      }
    }
    if (size - start == FrozenMap.LINEAR_MAX) {
      set = new HashSet<>(Arrays.asList(names).subList(start, size));
      set.add(name);
      sets[top] = set;
      return true;
    }
    if (size == names.length) {
      names = Arrays.copyOf(names, size * 2);
    }
    names[size++] = name;
    return true;
  }
}
