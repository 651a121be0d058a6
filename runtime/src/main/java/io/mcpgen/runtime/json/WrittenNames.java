package io.mcpgen.runtime.json;

/**
 * The written form of recent member names ({@code "name":} in UTF-8), by name, so a writer of
 * trees copies a name it has written before instead of escaping it character by character: the
 * objects of one document, or of one server, keep repeating the same few names.
 *
 * <p>A small direct-mapped table shared by every thread, overwritten on a miss, so its size is
 * fixed whatever is written. Entries are immutable with final fields and read through a plain
 * array read, which the Java memory model makes safe without locks: a race costs at most a miss.
 */
final class WrittenNames {

  /** Longer names are rare and not worth a slot. */
  static final int MAX_CACHED_LENGTH = 32;

  private static final int SLOTS = 512;

  private static final Entry[] TABLE = new Entry[SLOTS];

  private static final class Entry {
    final String name;
    final byte[] written;

    Entry(String name, byte[] written) {
      this.name = name;
      this.written = written;
    }
  }

  private WrittenNames() {}

  private static int slot(String name) {
    int hash = name.hashCode();
    return (hash ^ hash >>> 16) & (SLOTS - 1);
  }

  /** The written form of the name, or null when it is not in the table. */
  static byte[] find(String name) {
    Entry entry = TABLE[slot(name)];
    // Names are mostly the same instances (literals, or the reader's cached names), so the
    // identity check usually decides.
    if (entry != null && (entry.name == name || entry.name.equals(name))) {
      return entry.written;
    }
    return null;
  }

  /** Remembers the written form of a name no longer than {@link #MAX_CACHED_LENGTH}. */
  static void remember(String name, byte[] written) {
    TABLE[slot(name)] = new Entry(name, written);
  }
}
