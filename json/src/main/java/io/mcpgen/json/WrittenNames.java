package io.mcpgen.json;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * The written form of recent member names ({@code "name":} in UTF-8), by name, so a writer of
 * trees copies a name it has written before instead of escaping it character by character: the
 * objects of one document, or of one server, keep repeating the same few names. A form of up to
 * {@value #PACKED_LENGTH} bytes (most names) is also kept as two longs, which the writer stores
 * with one or two eight-byte writes instead of a call to copy a few bytes.
 *
 * <p>A small direct-mapped table shared by every thread, overwritten on a miss, so its size is
 * fixed whatever is written. Entries are immutable with final fields and read through a plain
 * array read, which the Java memory model makes safe without locks: a race costs at most a miss.
 */
final class WrittenNames {

  /** Longer names are rare and not worth a slot. */
  static final int MAX_CACHED_LENGTH = 32;

  /**
   * Enough that the names of one server's messages rarely share a slot: with 512, the three-round
   * MRTR flow benchmark re-made about 1.5 KB of entries per flow. 16 KB of references (32 KB
   * without compressed pointers).
   */
  private static final int SLOTS = 4096;

  private static final Entry[] TABLE = new Entry[SLOTS];

  /** Written forms up to this many bytes are also kept as two longs, stored by eight-byte writes. */
  static final int PACKED_LENGTH = 16;

  private static final VarHandle LONG =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  static final class Entry {
    final String name;
    final byte[] written;
    /** The first and the next eight bytes of {@link #written}, zero-padded; packed forms only. */
    final long first;
    final long second;

    Entry(String name, byte[] written) {
      this.name = name;
      this.written = written;
      this.first = packed(written, 0);
      this.second = packed(written, 8);
    }

    /** Up to eight bytes from {@code from}, little-endian, zero where the form has ended. */
    private static long packed(byte[] written, int from) {
      long bits = 0;
      for (int i = Math.min(written.length, from + 8) - 1; i >= from; i--) {
        bits = bits << 8 | (written[i] & 0xff);
      }
      return bits;
    }

    /**
     * Writes the form at {@code at}, which needs {@link #PACKED_LENGTH} bytes of room when the form
     * is that short (bytes after the form may be overwritten); returns its length.
     */
    int writeTo(byte[] out, int at) {
      int length = written.length;
      if (length > PACKED_LENGTH) {
        System.arraycopy(written, 0, out, at, length);
      } else {
        LONG.set(out, at, first);
        if (length > 8) {
          LONG.set(out, at + 8, second);
        }
      }
      return length;
    }
  }

  private WrittenNames() {}

  private static int slot(String name) {
    int hash = name.hashCode();
    return (hash ^ hash >>> 16) & (SLOTS - 1);
  }

  /** The entry of the name, or null when it is not in the table. */
  static Entry find(String name) {
    Entry entry = TABLE[slot(name)];
    // Names are mostly the same instances (literals, or the reader's cached names), so the
    // identity check usually decides.
    if (entry != null && (entry.name == name || entry.name.equals(name))) {
      return entry;
    }
    return null;
  }

  /** Remembers the written form of a name no longer than {@link #MAX_CACHED_LENGTH}. */
  static void remember(String name, byte[] written) {
    TABLE[slot(name)] = new Entry(name, written);
  }
}
