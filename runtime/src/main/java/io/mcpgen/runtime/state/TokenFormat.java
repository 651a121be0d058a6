package io.mcpgen.runtime.state;

/**
 * The binary layout of a requestState token (version 1), before base64url.
 *
 * <pre>
 * header      version (1 byte) | mode (1 byte) | key id length k (1 byte) | key id (k ASCII bytes)
 * token id    12 random bytes: the replay-guard id, and the AES-GCM nonce of sealed tokens
 * body        claims | payload        (in clear when signed, AES-256-GCM ciphertext when sealed)
 * tag         signed: HMAC-SHA256 over everything before it (32 bytes), or the custom verifier's
 *             sealed: the GCM tag (16 bytes), then the custom verifier's tag over everything
 *                     before it, when one is configured
 *
 * claims      issued-at ms (8) | time to live ms (4, unsigned) | audience hash (8)
 *             | principal hash (16) | params digest (32)
 *             | round (varint) | method length (varint) | method (UTF-8)
 *             | target length (varint) | target (UTF-8)
 * payload     form (1 byte) | the application payload in that form ({@link PayloadFormat}), up
 *             to the end of the body
 * </pre>
 *
 * <p>Fixed-width big-endian integers; lengths are unsigned LEB128 varints. For a sealed token the
 * header is the GCM additional data and the token id its nonce, so every byte is authenticated.
 * Nothing but the header is read before the tag is checked.
 */
final class TokenFormat {

  static final byte VERSION = 1;
  static final byte MODE_SIGNED = 1;
  static final byte MODE_SEALED = 2;

  static final int KEY_ID_LENGTH_OFFSET = 2;
  static final int KEY_ID_OFFSET = 3;
  static final int MAX_KEY_ID_LENGTH = 64;

  static final int GCM_TAG_LENGTH = 16;

  static final int ISSUED_AT = 0;
  static final int TIME_TO_LIVE = 8;
  static final int AUDIENCE_HASH = 12;
  static final int AUDIENCE_HASH_LENGTH = 8;
  static final int PRINCIPAL_HASH = 20;
  static final int PARAMS_DIGEST = 36;
  static final int PARAMS_DIGEST_LENGTH = 32;
  /** Offset of the round, the first variable-length claim, relative to the body. */
  static final int VARIABLE_CLAIMS = 68;
  /** Claims with round 0, empty method and target, and the shortest payload (binary {@code null}). */
  static final int MIN_BODY_LENGTH = VARIABLE_CLAIMS + 3 + 2;

  private TokenFormat() {}

  /** Offset of the token id (nonce) in a token whose key id has {@code keyIdLength} bytes. */
  static int tokenIdOffset(int keyIdLength) {
    return KEY_ID_OFFSET + keyIdLength;
  }

  /** Offset of the body in a token whose key id has {@code keyIdLength} bytes. */
  static int bodyOffset(int keyIdLength) {
    return KEY_ID_OFFSET + keyIdLength + Nonces.LENGTH;
  }
}
