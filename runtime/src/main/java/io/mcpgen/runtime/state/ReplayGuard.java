package io.mcpgen.runtime.state;

import java.time.Instant;

/**
 * Makes requestState tokens single use. The codec consults it last, after every other check
 * passed, so forged, expired or misbound tokens never take a slot.
 *
 * <p>Signing, sealing, expiry and bindings limit where and until when a token can be replayed,
 * but not how often: a server whose steps must run at most once (a payment, a one-time
 * redemption) needs a guard. Every replica that can receive a retry must consult the same
 * store, so a multi-replica deployment plugs in a shared one (for example Redis
 * {@code SET <tokenId> 1 NX PXAT <expiresAt>}); {@link InMemoryReplayGuard} serves a single
 * process.
 */
public interface ReplayGuard {

  /**
   * Records a token id and tells whether this is its first use. Must be atomic: of any number of
   * concurrent calls with the same id, at most one returns true.
   *
   * @param tokenId the token's id: 16 base64url characters (96 random bits), unique per token
   * @param expiresAt the token's expiry; the id need not be remembered after it, because the
   *     codec rejects the token as expired from then on
   * @return true the first time the id is seen; false when it was seen before, or when the guard
   *     cannot record it (it must then refuse rather than allow a replay)
   */
  boolean firstUse(String tokenId, Instant expiresAt);
}
