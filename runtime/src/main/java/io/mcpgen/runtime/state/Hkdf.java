package io.mcpgen.runtime.state;

import java.security.GeneralSecurityException;
import java.util.Arrays;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/** HKDF-SHA256 (RFC 5869), for deriving one key per purpose from a configured secret. */
final class Hkdf {

  private static final int HASH_LENGTH = 32;

  private Hkdf() {}

  /** {@code length} bytes of output keying material, at most 255 hash lengths. */
  static byte[] derive(byte[] salt, byte[] inputKey, byte[] info, int length) {
    if (length < 1 || length > 255 * HASH_LENGTH) {
      throw new IllegalArgumentException("HKDF output length out of range: " + length);
    }
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      // RFC 5869 2.2: an absent salt is HashLen zero bytes; SecretKeySpec refuses an empty key.
      mac.init(new SecretKeySpec(salt.length == 0 ? new byte[HASH_LENGTH] : salt, "HmacSHA256"));
      byte[] pseudoRandomKey = mac.doFinal(inputKey);
      mac.init(new SecretKeySpec(pseudoRandomKey, "HmacSHA256"));
      byte[] output = new byte[length];
      byte[] block = new byte[0];
      for (int counter = 1, filled = 0; filled < length; counter++) {
        mac.update(block);
        mac.update(info);
        mac.update((byte) counter);
        block = mac.doFinal();
        int take = Math.min(block.length, length - filled);
        System.arraycopy(block, 0, output, filled, take);
        filled += take;
      }
      Arrays.fill(pseudoRandomKey, (byte) 0);
      return output;
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("HmacSHA256 is required of every Java platform", e);
    }
  }
}
