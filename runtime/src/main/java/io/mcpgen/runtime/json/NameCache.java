package io.mcpgen.runtime.json;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Canonical {@code String}s for member names, found by the name's bytes: reading a name the cache
 * has seen allocates nothing, and its cached hash code is what a generated
 * {@code switch (in.nextName())} looks at first.
 *
 * <p>One cache serves every thread. It is direct-mapped and overwrites on a miss, so its size is
 * fixed whatever names arrive; hostile input can only make it miss. Entries are immutable and
 * published through a plain array store, which the Java memory model makes safe for objects whose
 * fields are all final.
 */
final class NameCache {

  /** Names longer than this are rare and not worth a slot. */
  static final int MAX_CACHED_LENGTH = 64;

  private static final int SLOTS = 1024;

  static final NameCache SHARED = new NameCache();

  private static final class Entry {
    final int hash;
    final byte[] bytes;
    final String name;

    Entry(int hash, byte[] bytes, String name) {
      this.hash = hash;
      this.bytes = bytes;
      this.name = name;
    }
  }

  private final Entry[] entries = new Entry[SLOTS];

  /**
   * The name spelled by {@code length} ASCII bytes at {@code start}, none of them an escape or a
   * control character; {@code hash} is their {@link String#hashCode()} (31 * h + b).
   */
  String name(byte[] in, int start, int length, int hash) {
    if (length > MAX_CACHED_LENGTH) {
      return new String(in, start, length, StandardCharsets.ISO_8859_1);
    }
    int slot = (hash ^ (hash >>> 10) ^ (hash >>> 20)) & (SLOTS - 1);
    Entry entry = entries[slot];
    if (entry != null && entry.hash == hash
        && Arrays.equals(entry.bytes, 0, entry.bytes.length, in, start, start + length)) {
      return entry.name;
    }
    byte[] bytes = Arrays.copyOfRange(in, start, start + length);
    String name = new String(bytes, StandardCharsets.ISO_8859_1);
    entries[slot] = new Entry(hash, bytes, name);
    return name;
  }
}
