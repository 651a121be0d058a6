package io.mcpgen.json;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Eight bytes at a time ("SIMD within a register"): the reader skips over plain string text a
 * word at a time and stops at the first word that holds a byte it must look at closely.
 */
final class Swar {

  private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  private static final long ONES = 0x0101010101010101L;
  private static final long HIGH_BITS = 0x8080808080808080L;

  private Swar() {}

  /** The eight bytes at {@code index}, the first in the lowest bits. */
  static long word(byte[] in, int index) {
    return (long) LONGS.get(in, index);
  }

  /**
   * Zero when none of the eight bytes is a quote, a backslash, a control character or a byte of
   * a multi-byte UTF-8 sequence (0x80 and above); otherwise not zero. Borrows can only mark bytes
   * after one that truly matches, so a non-zero word always holds a byte to stop at.
   */
  static long stops(long word) {
    long quote = word ^ (ONES * '"');
    long backslash = word ^ (ONES * '\\');
    long below = (word - ONES * 0x20) | (quote - ONES) | (backslash - ONES);
    return ((below & ~word) | word) & HIGH_BITS;
  }

  /**
   * {@link #stops}, and a question mark too: the writer copies text out of a string with
   * {@code getBytes(ISO_8859_1)}, which writes '?' for a character it cannot map. The question
   * mark joins the one borrow test: a separate equality test per byte took a third longer over a
   * long string.
   */
  static long stopsOrQuestionMarks(long word) {
    long quote = word ^ (ONES * '"');
    long backslash = word ^ (ONES * '\\');
    long question = word ^ (ONES * '?');
    long below = (word - ONES * 0x20) | (quote - ONES) | (backslash - ONES) | (question - ONES);
    return ((below & ~word) | word) & HIGH_BITS;
  }

  /**
   * The high bit of each byte of {@code word} that may be a quote or a backslash, where string
   * text is skipped without decoding it; bytes of 0x80 and above never stop it. As with
   * {@link #stops}, the lowest bit set always marks a true match.
   */
  static long quotesOrBackslashes(long word) {
    long quote = word ^ (ONES * '"');
    long backslash = word ^ (ONES * '\\');
    return ((quote - ONES) | (backslash - ONES)) & ~word & HIGH_BITS;
  }

  /** Mixes a word of a member name into its hash ({@link NameCache} only needs it to spread). */
  static int mix(int hash, long word) {
    long mixed = word * 0x9e3779b97f4a7c15L;
    return 31 * hash + (int) (mixed ^ (mixed >>> 32));
  }
}
