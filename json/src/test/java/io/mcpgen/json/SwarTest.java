package io.mcpgen.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import java.util.function.IntPredicate;
import java.util.function.LongUnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * Each word test against the byte it stands for: the lowest bit it sets must mark the first byte
 * that truly matches, and it must set none when no byte matches (bits above the first may be
 * borrows; callers only ever look at the lowest).
 */
class SwarTest {

  /** Bytes next to every boundary the tests draw: the stops, their neighbours, 0x80 and up. */
  private static final int[] EDGES = {
      0x00, 0x01, 0x1f, 0x20, 0x21, '"', 0x23, '>', '?', '@', '[', '\\', ']', 0x7e, 0x7f,
      0x80, 0x81, 0xa2, 0xbf, 0xdc, 0xfe, 0xff, 'a', 'z'};

  @Test
  void stopsAtQuotesBackslashesControlsAndHighBytes() {
    check(Swar::stops, b -> b < 0x20 || b == '"' || b == '\\' || b >= 0x80);
  }

  @Test
  void stopsOrQuestionMarksAlsoStopsAtQuestionMarks() {
    check(Swar::stopsOrQuestionMarks, b -> b < 0x20 || b == '"' || b == '\\' || b == '?' || b >= 0x80);
  }

  @Test
  void quotesOrBackslashesStopsAtNothingElse() {
    check(Swar::quotesOrBackslashes, b -> b == '"' || b == '\\');
  }

  private static void check(LongUnaryOperator test, IntPredicate matches) {
    Random random = new Random(20261202L);
    for (int i = 0; i < 400_000; i++) {
      long word = 0;
      for (int k = 0; k < 8; k++) {
        int b = i % 2 == 0 ? EDGES[random.nextInt(EDGES.length)] : random.nextInt(256);
        word |= (long) b << (8 * k);
      }
      assertFirstStop(test, matches, word);
    }
    // Every byte value alone in a word of plain text, at every place.
    for (int b = 0; b < 256; b++) {
      for (int k = 0; k < 8; k++) {
        long plain = 0x6161616161616161L; // "aaaaaaaa"
        long word = plain & ~(0xffL << (8 * k)) | (long) b << (8 * k);
        assertFirstStop(test, matches, word);
      }
    }
  }

  private static void assertFirstStop(LongUnaryOperator test, IntPredicate matches, long word) {
    int expected = 8;
    for (int k = 0; k < 8; k++) {
      if (matches.test((int) (word >>> (8 * k)) & 0xff)) {
        expected = k;
        break;
      }
    }
    int actual = Long.numberOfTrailingZeros(test.applyAsLong(word)) >>> 3;
    assertEquals(expected, actual, () -> "first stop in word " + Long.toHexString(word));
  }
}
