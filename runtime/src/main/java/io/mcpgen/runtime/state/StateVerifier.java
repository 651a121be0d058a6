package io.mcpgen.runtime.state;

/**
 * A custom authentication step for requestState tokens, for servers that keep their MAC key out
 * of the process (a KMS {@code GenerateMac}/{@code VerifyMac}, an HSM) or add their own check.
 *
 * <p>The codec still does everything else: it builds the envelope, stamps the claims (expiry,
 * audience, principal hash, request binding, round, token id), enforces the size cap, the strict
 * base64url rules and the key ring, and checks every claim after this step passed. It calls
 * {@link #verify} before it reads anything inside the token.
 *
 * <ul>
 *   <li>{@link Protection#SIGNED} tokens: this verifier's tag replaces the codec's HMAC-SHA256.
 *   <li>{@link Protection#SEALED} tokens: the codec still seals with AES-256-GCM under the key
 *       ring, and this verifier's tag is added over the sealed bytes and checked before the
 *       codec opens them.
 * </ul>
 *
 * <p>{@code keyId} is the key ring's id that the token carries ({@link RequestStateCodec.Builder#key});
 * map it to your own key (a KMS key ARN, for instance), so that rotation works as described on
 * {@link RequestStateCodec}. The key ring is still required: it holds the sealing and the
 * principal-hash keys.
 *
 * <p>Must be thread-safe. An exception from {@link #sign} propagates out of {@code mint}; an
 * exception from {@link #verify} rejects the token as {@link RejectionReason#BAD_TAG}, with the
 * exception as the rejection's cause.
 */
public interface StateVerifier {

  /** The length in bytes of every tag {@link #sign} returns (for example 32 for HMAC-SHA256). */
  int tagLength();

  /**
   * The tag over a token's protected bytes.
   *
   * @param keyId the id of the key ring's active key, which the token carries
   * @param data the bytes to authenticate (a fresh copy the verifier may keep)
   * @return exactly {@link #tagLength()} bytes
   */
  byte[] sign(String keyId, byte[] data);

  /**
   * Whether {@code tag} is a valid tag over {@code data} for {@code keyId}. Compare in constant
   * time ({@link java.security.MessageDigest#isEqual}); {@code data} is attacker-controlled.
   *
   * @param keyId the key ring id the token names (one the ring holds)
   * @param data the bytes the tag should cover (a fresh copy)
   * @param tag the presented tag, {@link #tagLength()} bytes (a fresh copy)
   */
  boolean verify(String keyId, byte[] data, byte[] tag);
}
