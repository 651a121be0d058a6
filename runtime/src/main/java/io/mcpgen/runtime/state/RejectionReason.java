package io.mcpgen.runtime.state;

/**
 * Why a requestState token was rejected, for logs and tests. Never sent to the client: on the
 * wire every reason is the same error ({@link StateRejectedException#wireData()}).
 */
public enum RejectionReason {
  /** Not a token this codec could have minted: bad base64url, unknown version, wrong layout. */
  MALFORMED,
  /** Longer than the codec's {@code maxTokenLength}; checked before anything else. */
  TOO_LARGE,
  /** Minted under a key id that is not (or no longer) in the key ring. */
  UNKNOWN_KEY,
  /** The MAC or the AES-GCM tag (or the custom verifier) refused the token: forged or altered. */
  BAD_TAG,
  /** Presented at or after its expiry. */
  EXPIRED,
  /** Minted by a server with another audience (server name). */
  WRONG_AUDIENCE,
  /** Minted for another principal (or for an anonymous caller, or the other way round). */
  WRONG_PRINCIPAL,
  /** Minted for another method, target (tool, prompt, resource) or other arguments. */
  WRONG_REQUEST,
  /** Already used once: the replay guard has seen its token id. */
  REPLAYED
}
