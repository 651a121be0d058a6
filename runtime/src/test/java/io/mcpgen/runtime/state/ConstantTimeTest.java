package io.mcpgen.runtime.state;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

class ConstantTimeTest {

  @Test
  void agreesWithArraysEqualsOnEveryRangeAndEverySingleBitDifference() {
    Random random = new Random(7);
    byte[] a = new byte[43];
    random.nextBytes(a);
    byte[] b = new byte[48];
    // Ranges at different alignments in each array: the comparison reads eight bytes at a time.
    int aOffset = 3;
    int bOffset = 6;
    System.arraycopy(a, aOffset, b, bOffset, a.length - aOffset);
    for (int length = 0; length <= a.length - aOffset; length++) {
      assertEquals(true, ConstantTime.equals(a, aOffset, b, bOffset, length));
      for (int i = 0; i < length; i++) {
        for (int bit = 0; bit < 8; bit++) {
          b[bOffset + i] ^= (byte) (1 << bit);
          assertEquals(Arrays.equals(a, aOffset, aOffset + length, b, bOffset, bOffset + length),
              ConstantTime.equals(a, aOffset, b, bOffset, length));
          assertEquals(false, ConstantTime.equals(a, aOffset, b, bOffset, length), "length " + length + ", byte " + i);
          b[bOffset + i] ^= (byte) (1 << bit);
        }
      }
    }
  }
}
