package io.mcpgen.json;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Canonical {@code String}s for member names, found by the name's bytes, so reading a name
 * allocates nothing once the cache knows it. One cache serves every thread.
 *
 * <p>Two tables. Names that codecs declare ({@link JsonName} constants, which generated codecs
 * keep for every member) are <em>known</em>: the reader returns the very instance the codec was
 * given, a string literal, which is also the instance of the codec's {@code case} label, so a
 * generated {@code switch (in.nextName())} finds its case by a cached hash and an identity check.
 * Known names are never evicted. Any other name goes to a small direct-mapped table of
 * <em>recent</em> names that overwrites on a miss, so its size is fixed whatever arrives and
 * hostile input can only make it miss.
 *
 * <p>Each name also remembers the two different names that followed it last ({@link Entry#next}):
 * messages of one kind spell their members in the same order, free-form keys (a tool's
 * arguments, the keys of input responses) included, so the reader compares the next name's bytes
 * with those guesses before it hashes anything.
 *
 * <p>Both tables hold immutable entries with final fields (but for the guess, which is checked on
 * use); readers see them through a plain array read (recent) or a volatile one (known, copied on
 * every addition), which the Java memory model makes safe without locks.
 */
final class NameCache {

  /** Longer names are rare and not worth a slot. */
  static final int MAX_CACHED_LENGTH = 64;

  /** Known names beyond this many are not remembered, so no caller can grow the table without end. */
  private static final int MAX_KNOWN = 4096;

  private static final int RECENT_SLOTS = 1024;

  static final NameCache SHARED = new NameCache();

  static final class Entry {
    final int hash;
    final byte[] bytes;
    /** The last {@code bytes.length % 8} bytes as a little-endian word: see {@link #hash}. */
    final long tail;
    final String name;
    /** For a recent name, its slot in the recent table; -1 for a known name. */
    final int slot;
    /**
     * The two different names that followed this one last (the latest first), which the reader
     * compares the next name with before it hashes anything: a name that is followed by one of two
     * (a {@code name} inside {@code clientInfo} and in the params, a key both of the answers and of
     * an answer's content) is still guessed. A known name is held by reference, a recent one as
     * its slot plus one (the slot's entry may have been replaced since; the bytes decide).
     * Written without a lock: a reader sees these or earlier guesses, and any guess is checked byte
     * by byte. Only known names, which are never dropped, are held by reference, so no input can
     * make the guesses hold on to memory.
     */
    Entry next;
    int nextRecent;
    Entry second;
    int secondRecent;

    Entry(int hash, byte[] bytes, long tail, String name, int slot) {
      this.hash = hash;
      this.bytes = bytes;
      this.tail = tail;
      this.name = name;
      this.slot = slot;
    }

    boolean matches(byte[] in, int start, int length, long tail) {
      byte[] mine = bytes;
      if (mine.length != length || this.tail != tail) {
        return false;
      }
      for (int i = 0; i + 8 <= length; i += 8) {
        if (Swar.word(mine, i) != Swar.word(in, start + i)) {
          return false;
        }
      }
      return true;
    }

    /**
     * Whether the name's content at {@code start} spells this name, closing quote included, in a
     * document that ends at {@code end}. The name's bytes are plain ASCII, so a match needs no
     * other check; words that overlap the end of the name cover it without a byte loop.
     */
    boolean spelledAt(byte[] in, int start, int end) {
      byte[] mine = bytes;
      int length = mine.length;
      if (end - start <= length || in[start + length] != '"') {
        return false;
      }
      if (length >= 8) {
        for (int i = 0; i < length - 8; i += 8) {
          if (Swar.word(mine, i) != Swar.word(in, start + i)) {
            return false;
          }
        }
        return Swar.word(mine, length - 8) == Swar.word(in, start + length - 8);
      }
      if (end - start >= 8) {
        return (Swar.word(in, start) & (-1L >>> 1 >>> (63 - 8 * length))) == tail;
      }
      return Arrays.equals(mine, 0, length, in, start, start + length);
    }

    /**
     * Remembers the name that followed this one, which neither guess spelled: it becomes the
     * first guess, the first the second. Steady traffic, whose names follow one of two, finds a
     * guess and writes nothing.
     */
    void followedBy(Entry entry) {
      int recent = entry.slot < 0 ? 0 : entry.slot + 1;
      Entry known = entry.slot < 0 ? entry : null;
      if (next == known && nextRecent == recent) {
        return;
      }
      second = next;
      secondRecent = nextRecent;
      next = known;
      nextRecent = recent;
    }
  }

  /** Open addressing with linear probing, at most half full; replaced whole on every addition. */
  private volatile Entry[] known = new Entry[64];
  private int knownCount;
  private final Entry[] recent = new Entry[RECENT_SLOTS];

  /**
   * The hash of an ASCII name as the reader computes it while scanning: each whole word of eight
   * bytes mixed in, then the {@link #tail} word.
   */
  static int hash(byte[] name, int start, int length) {
    int hash = 0;
    int p = start;
    int end = start + length;
    for (; end - p >= 8; p += 8) {
      hash = Swar.mix(hash, Swar.word(name, p));
    }
    return Swar.mix(hash, tail(name, start, length));
  }

  /** The bytes after the name's last whole word, little-endian, zero when there are none. */
  static long tail(byte[] name, int start, int length) {
    long tail = 0;
    int from = start + length - length % 8;
    for (int i = 0; from + i < start + length; i++) {
      tail |= (name[from + i] & 0xffL) << (8 * i);
    }
    return tail;
  }

  private static int slot(int hash, int mask) {
    return (hash ^ (hash >>> 11) ^ (hash >>> 22)) & mask;
  }

  /** Makes {@code name} the instance the reader returns for its spelling, if it is plain ASCII. */
  synchronized void remember(String name) {
    int length = name.length();
    if (length > MAX_CACHED_LENGTH || knownCount >= MAX_KNOWN) {
      return;
    }
    for (int i = 0; i < length; i++) {
      char c = name.charAt(i);
      if (c < 0x20 || c >= 0x80 || c == '"' || c == '\\') {
        return; // the reader reads such names on its slow path, which does not cache
      }
    }
    byte[] bytes = name.getBytes(StandardCharsets.ISO_8859_1);
    int hash = hash(bytes, 0, length);
    long tail = tail(bytes, 0, length);
    Entry[] table = known;
    if (find(table, bytes, 0, length, hash, tail) != null) {
      return;
    }
    Entry[] copy = new Entry[(knownCount + 1) * 2 > table.length ? table.length * 2 : table.length];
    for (Entry entry : table) {
      if (entry != null) {
        insert(copy, entry);
      }
    }
    insert(copy, new Entry(hash, bytes, tail, name, -1));
    knownCount++;
    known = copy;
  }

  private static void insert(Entry[] table, Entry entry) {
    int mask = table.length - 1;
    int i = slot(entry.hash, mask);
    while (table[i] != null) {
      i = (i + 1) & mask;
    }
    table[i] = entry;
  }

  private static Entry find(Entry[] table, byte[] in, int start, int length, int hash, long tail) {
    int mask = table.length - 1;
    for (int i = slot(hash, mask); ; i = (i + 1) & mask) {
      Entry entry = table[i];
      if (entry == null) {
        return null;
      }
      if (entry.hash == hash && entry.matches(in, start, length, tail)) {
        return entry;
      }
    }
  }

  /**
   * The known name spelled by {@code length} ASCII bytes at {@code start}, none of them an escape
   * or a control character, or null; {@code hash} and {@code tail} are their {@link #hash} and
   * {@link #tail}.
   */
  Entry known(byte[] in, int start, int length, int hash, long tail) {
    return length > MAX_CACHED_LENGTH ? null : find(known, in, start, length, hash, tail);
  }

  /** The first guess for the name after {@code previous}, or null. */
  Entry firstGuess(Entry previous) {
    Entry next = previous.next;
    return next != null ? next : recentAt(previous.nextRecent);
  }

  /** The second guess for the name after {@code previous}, or null. */
  Entry secondGuess(Entry previous) {
    Entry second = previous.second;
    return second != null ? second : recentAt(previous.secondRecent);
  }

  private Entry recentAt(int slotPlusOne) {
    return slotPlusOne == 0 ? null : recent[slotPlusOne - 1];
  }

  /**
   * The recent entry of the name spelled as for {@link #known}, when it is not a known one, made
   * (in place of the slot's last name) if needed; null for a name too long to keep.
   */
  Entry recent(byte[] in, int start, int length, int hash, long tail) {
    if (length > MAX_CACHED_LENGTH) {
      return null;
    }
    int slot = slot(hash, RECENT_SLOTS - 1);
    Entry entry = recent[slot];
    if (entry != null && entry.hash == hash && entry.matches(in, start, length, tail)) {
      return entry;
    }
    byte[] bytes = new byte[length];
    System.arraycopy(in, start, bytes, 0, length);
    entry = new Entry(hash, bytes, tail, Utf8.ascii(in, start, length), slot);
    recent[slot] = entry;
    return entry;
  }
}
