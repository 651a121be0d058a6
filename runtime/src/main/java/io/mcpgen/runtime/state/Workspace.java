package io.mcpgen.runtime.state;

import java.security.GeneralSecurityException;
import javax.crypto.Cipher;

/**
 * Everything but the token that minting or verifying one needs, lent from the codec's pool in one
 * trip: the buffer a token is built in, a nonce generator, room for a computed tag, and one HMAC
 * per key of the ring and one AES-GCM cipher, each made when first needed.
 *
 * <p>One trip rather than one per part: taking and returning pooled instances was a measurable
 * share of the cost of a small token. A workspace is used by one thread at a time and carries
 * nothing from one operation to the next (the buffer is emptied when taken, each MAC starts from
 * its key's states, the cipher is initialized for each use), so it goes back to the pool even
 * after an operation failed.
 */
final class Workspace {

  /** A buffer that grew past this is replaced before the workspace goes back to the pool. */
  static final int MAX_KEPT_BUFFER = 64 * 1024;
  private static final int INITIAL_BUFFER = 1024;

  final Nonces nonces = new Nonces();
  /** Where a verifier computes the tag it compares with the token's. */
  final byte[] tag = new byte[StateKey.tokenMacLength()];
  private TokenBuffer buffer = new TokenBuffer(INITIAL_BUFFER);
  /** The token HMAC of each key, by its place in the codec's ring. */
  private final PrekeyedHmac[] macs;
  private Cipher gcm;

  Workspace(int keyCount) {
    this.macs = new PrekeyedHmac[keyCount];
  }

  /** The buffer, emptied. */
  TokenBuffer buffer() {
    buffer.truncate(0);
    return buffer;
  }

  /** The token HMAC of {@code key}, the {@code index}-th of the ring. */
  PrekeyedHmac mac(int index, StateKey key) {
    PrekeyedHmac mac = macs[index];
    if (mac == null) {
      mac = key.newTokenMac();
      macs[index] = mac;
    }
    return mac;
  }

  /** An AES-GCM cipher, to be initialized by its user. */
  Cipher gcm() {
    if (gcm == null) {
      try {
        gcm = Cipher.getInstance("AES/GCM/NoPadding");
      } catch (GeneralSecurityException e) {
        throw new IllegalStateException("AES/GCM/NoPadding is required of every Java platform", e);
      }
    }
    return gcm;
  }

  /** Drops a buffer that grew large, so that the pool does not keep it. */
  Workspace trimmed() {
    if (buffer.array().length > MAX_KEPT_BUFFER) {
      buffer = new TokenBuffer(INITIAL_BUFFER);
    }
    return this;
  }
}
