package io.mcpgen.runtime.state;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.InvalidKeyException;
import java.util.Arrays;
import javax.crypto.Mac;
import javax.crypto.SecretKey;
import javax.crypto.spec.SecretKeySpec;

/**
 * One key of the ring: its id and the three keys derived from its secret with HKDF-SHA256, one
 * per purpose, so that no key ever serves two algorithms: the HMAC key of signed tokens, the
 * AES-256 key of sealed tokens, and the key of the principal hash.
 *
 * <p>The id is part of the derivation, so one secret listed under two ids yields unrelated keys.
 * The secret itself is not kept.
 */
final class StateKey {

  /** Length of the principal hash stored in a token. */
  static final int PRINCIPAL_HASH_LENGTH = 16;

  private static final byte[] SALT = "mcpgen requestState v1".getBytes(StandardCharsets.US_ASCII);

  final String id;
  final byte[] idBytes;
  final SecretKey macKey;
  final SecretKey encryptionKey;
  final SecretKey principalKey;
  private final Pool<Mac> principalMacs;

  private StateKey(String id, SecretKey macKey, SecretKey encryptionKey, SecretKey principalKey) {
    this.id = id;
    this.idBytes = id.getBytes(StandardCharsets.US_ASCII);
    this.macKey = macKey;
    this.encryptionKey = encryptionKey;
    this.principalKey = principalKey;
    this.principalMacs = new Pool<>(() -> newMac(principalKey));
  }

  /** Derives the purpose keys of a ring entry; the caller has validated the id and the secret. */
  static StateKey derive(String id, byte[] secret) {
    byte[] mac = Hkdf.derive(SALT, secret, info("mac", id), 32);
    byte[] encryption = Hkdf.derive(SALT, secret, info("aes-256-gcm", id), 32);
    byte[] principal = Hkdf.derive(SALT, secret, info("principal", id), 32);
    try {
      return new StateKey(id, new SecretKeySpec(mac, "HmacSHA256"), new SecretKeySpec(encryption, "AES"),
          new SecretKeySpec(principal, "HmacSHA256"));
    } finally {
      // SecretKeySpec keeps its own copy.
      Arrays.fill(mac, (byte) 0);
      Arrays.fill(encryption, (byte) 0);
      Arrays.fill(principal, (byte) 0);
    }
  }

  private static byte[] info(String purpose, String id) {
    return ("mcpgen/requestState/" + purpose + "/" + id).getBytes(StandardCharsets.US_ASCII);
  }

  /** A new HMAC-SHA256 under the token MAC key (a {@link Workspace} keeps one per key). */
  PrekeyedHmac newTokenMac() {
    byte[] key = macKey.getEncoded();
    try {
      return PrekeyedHmac.of(key);
    } finally {
      Arrays.fill(key, (byte) 0);
    }
  }

  /** The length of a token MAC. */
  static int tokenMacLength() {
    return PrekeyedHmac.LENGTH;
  }

  /**
   * The keyed hash of a principal, {@link #PRINCIPAL_HASH_LENGTH} bytes written at
   * {@code out[outOffset..)}; {@code out} needs room for a whole MAC (32 bytes) there. A leading
   * byte keeps "anonymous" apart from every principal name.
   */
  void principalHash(byte[] principalUtf8, byte[] out, int outOffset) {
    Mac mac = principalMacs.take();
    try {
      if (principalUtf8 == null) {
        mac.update((byte) 0);
      } else {
        mac.update((byte) 1);
        mac.update(principalUtf8);
      }
      mac.doFinal(out, outOffset);
    } catch (GeneralSecurityException e) {
      mac.reset();
      throw new IllegalStateException("HMAC output buffer too small", e);
    } finally {
      principalMacs.give(mac);
    }
  }

  /** Whether this key's id is the {@code length} bytes at {@code bytes[offset..)}. */
  boolean hasId(byte[] bytes, int offset, int length) {
    // Ids are a few bytes: a plain comparison beats the vectorized mismatch call.
    return length == idBytes.length && ConstantTime.equals(idBytes, 0, bytes, offset, length);
  }

  private static Mac newMac(SecretKey key) {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(key);
      return mac;
    } catch (InvalidKeyException e) {
      throw new IllegalStateException("derived HMAC key refused", e);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("HmacSHA256 is required of every Java platform", e);
    }
  }
}
