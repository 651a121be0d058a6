package io.mcpgen.runtime.state;

/**
 * Byte comparison whose running time depends only on the length, as
 * {@link java.security.MessageDigest#isEqual}, but over ranges of larger arrays, so that a tag or
 * a hash is compared where it lies in the token, without copying it out first.
 */
final class ConstantTime {

  private ConstantTime() {}

  /** Whether {@code a[aOffset..+length)} equals {@code b[bOffset..+length)}; both ranges must exist. */
  static boolean equals(byte[] a, int aOffset, byte[] b, int bOffset, int length) {
    int difference = 0;
    for (int i = 0; i < length; i++) {
      difference |= a[aOffset + i] ^ b[bOffset + i];
    }
    return difference == 0;
  }
}
