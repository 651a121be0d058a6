package io.mcpgen.runtime.state;

import java.security.DigestException;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.Arrays;
import javax.crypto.Mac;
import javax.crypto.ShortBufferException;
import javax.crypto.spec.SecretKeySpec;

/**
 * HMAC-SHA256 (RFC 2104) with the key's two pad blocks hashed once: every MAC starts from copies
 * of the platform's SHA-256 states that have already absorbed {@code K xor ipad} and
 * {@code K xor opad}, so it hashes the message and the inner digest and nothing else. A JCA
 * {@code Mac} hashes both pad blocks again for every message: two of the ten SHA-256 blocks of a
 * token with a 300-byte payload. The same precomputation is what BoringSSL's and Go's HMAC keep.
 *
 * <p>When the platform's SHA-256 cannot be copied ({@code clone()} refused, which the JDK's never
 * does), it falls back to a JCA {@code Mac}. Not thread-safe: a {@link Workspace} keeps one per
 * key of the ring.
 */
final class PrekeyedHmac {

  static final int LENGTH = 32;

  private static final int BLOCK = 64;

  /** SHA-256 after {@code K xor ipad}, and after {@code K xor opad}; null in the fallback. */
  private final MessageDigest inner;
  private final MessageDigest outer;
  /** The JCA MAC, when the states cannot be copied; null otherwise. */
  private final Mac fallback;

  private PrekeyedHmac(MessageDigest inner, MessageDigest outer, Mac fallback) {
    this.inner = inner;
    this.outer = outer;
    this.fallback = fallback;
  }

  /** An HMAC under {@code key} (at most 64 bytes, as every derived key is). */
  static PrekeyedHmac of(byte[] key) {
    if (key.length > BLOCK) {
      throw new IllegalArgumentException("keys longer than a SHA-256 block are not used here");
    }
    byte[] pad = new byte[BLOCK];
    try {
      MessageDigest inner = MessageDigest.getInstance("SHA-256");
      MessageDigest outer = MessageDigest.getInstance("SHA-256");
      inner.update(xorPad(key, (byte) 0x36, pad));
      outer.update(xorPad(key, (byte) 0x5c, pad));
      inner.clone(); // can the states be copied at all?
      return new PrekeyedHmac(inner, outer, null);
    } catch (CloneNotSupportedException e) {
      return withJcaMac(key);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("SHA-256 is required of every Java platform", e);
    } finally {
      Arrays.fill(pad, (byte) 0);
    }
  }

  /** The same HMAC through a JCA {@code Mac}: the fallback, and what tests compare with. */
  static PrekeyedHmac withJcaMac(byte[] key) {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(new SecretKeySpec(key, "HmacSHA256"));
      return new PrekeyedHmac(null, null, mac);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("HmacSHA256 is required of every Java platform", e);
    }
  }

  private static byte[] xorPad(byte[] key, byte value, byte[] pad) {
    Arrays.fill(pad, value);
    for (int i = 0; i < key.length; i++) {
      pad[i] ^= key[i];
    }
    return pad;
  }

  /** Writes the HMAC of {@code data[offset..+length)} at {@code out[outOffset..+32)}. */
  void mac(byte[] data, int offset, int length, byte[] out, int outOffset) {
    if (fallback != null) {
      jcaMac(data, offset, length, out, outOffset);
      return;
    }
    try {
      MessageDigest first = (MessageDigest) inner.clone();
      first.update(data, offset, length);
      first.digest(out, outOffset, LENGTH);
      MessageDigest second = (MessageDigest) outer.clone();
      second.update(out, outOffset, LENGTH);
      second.digest(out, outOffset, LENGTH);
    } catch (CloneNotSupportedException | DigestException e) {
      // Neither happens: the states were copied once already, and the caller makes room.
      throw new IllegalStateException("HMAC-SHA256 failed", e);
    }
  }

  private void jcaMac(byte[] data, int offset, int length, byte[] out, int outOffset) {
    boolean finished = false;
    try {
      fallback.update(data, offset, length);
      fallback.doFinal(out, outOffset);
      finished = true;
    } catch (ShortBufferException e) {
      throw new IllegalStateException("HMAC output buffer too small", e);
    } finally {
      if (!finished) {
        fallback.reset(); // ready for the next message whatever happened
      }
    }
  }
}
