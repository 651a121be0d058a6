package io.mcpgen.runtime.state;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

class ConstantTimeTest {

  @Test
  void agreesWithArraysEqualsOnEveryRangeAndEverySingleBitDifference() {
    Random random = new Random(7);
    byte[] a = new byte[40];
    random.nextBytes(a);
    byte[] b = new byte[48];
    System.arraycopy(a, 0, b, 8, a.length);
    for (int length = 0; length <= a.length; length++) {
      assertEquals(true, ConstantTime.equals(a, 0, b, 8, length));
      for (int i = 0; i < length; i++) {
        for (int bit = 0; bit < 8; bit++) {
          b[8 + i] ^= (byte) (1 << bit);
          assertEquals(Arrays.equals(a, 0, length, b, 8, 8 + length), ConstantTime.equals(a, 0, b, 8, length));
          assertEquals(false, ConstantTime.equals(a, 0, b, 8, length));
          b[8 + i] ^= (byte) (1 << bit);
        }
      }
    }
  }
}
