package io.mcpgen.runtime.state;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Byte comparison whose running time depends only on the length, as
 * {@link java.security.MessageDigest#isEqual}, but over ranges of larger arrays, so that a tag or
 * a hash is compared where it lies in the token, without copying it out first.
 */
final class ConstantTime {

  private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  private ConstantTime() {}

  /** Whether {@code a[aOffset..+length)} equals {@code b[bOffset..+length)}; both ranges must exist. */
  static boolean equals(byte[] a, int aOffset, byte[] b, int bOffset, int length) {
    // Eight bytes at a time, every byte always compared: no early exit, no branch on the data.
    long difference = 0;
    int i = 0;
    for (; i + 8 <= length; i += 8) {
      difference |= (long) LONGS.get(a, aOffset + i) ^ (long) LONGS.get(b, bOffset + i);
    }
    for (; i < length; i++) {
      difference |= a[aOffset + i] ^ b[bOffset + i];
    }
    return difference == 0;
  }
}
