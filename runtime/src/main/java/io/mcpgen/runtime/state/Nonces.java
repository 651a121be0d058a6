package io.mcpgen.runtime.state;

import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;

/**
 * Random token ids, which are also the AES-GCM nonces, so they must never repeat under one key:
 * 96 random bits each, from a NIST SP 800-90A DRBG seeded by the platform. One generator per
 * {@link Workspace}, so never used by two threads at once.
 *
 * <p>Drawn in blocks, because each call into a {@code SecureRandom} costs far more than the 12
 * bytes it returns; the ids are public (they travel in clear in every token), so buffering them
 * reveals nothing. 96 random bits keep the chance of a repeat below 2^-32 for the first 2^32
 * tokens of a key; rotate keys well before that.
 */
final class Nonces {

  static final int LENGTH = 12;

  private static final int BLOCK = LENGTH * 128;

  private final SecureRandom random = newRandom();
  private final byte[] block = new byte[BLOCK];
  private int position = BLOCK;

  /** Writes a fresh nonce into {@code out} at {@code offset}. */
  void next(byte[] out, int offset) {
    if (position == BLOCK) {
      random.nextBytes(block);
      position = 0;
    }
    System.arraycopy(block, position, out, offset, LENGTH);
    position += LENGTH;
  }

  private static SecureRandom newRandom() {
    try {
      return SecureRandom.getInstance("DRBG");
    } catch (NoSuchAlgorithmException e) {
      return new SecureRandom();
    }
  }
}
