/**
 * The MRTR {@code requestState} codec: mints the opaque token a server hands to the client in an
 * {@code InputRequiredResult}, and verifies it when the client retries.
 *
 * <ul>
 *   <li>{@link io.mcpgen.runtime.state.RequestStateCodec}: configuration (audience, key ring, TTL,
 *       size cap, optional {@link io.mcpgen.runtime.state.ReplayGuard} and
 *       {@link io.mcpgen.runtime.state.StateVerifier}), {@code mint} and {@code verify}, and the
 *       key rotation recipe.
 *   <li>{@link io.mcpgen.runtime.state.KeyRing}, {@link io.mcpgen.runtime.state.KeyRingSource} and
 *       {@link io.mcpgen.runtime.state.KeyRingFile}: the keys, fixed or read from a file that is
 *       read again when it changes (rotation without a restart).
 *   <li>{@link io.mcpgen.runtime.state.RequestBinding}: what a token is bound to (method, target,
 *       canonical params digest, principal).
 *   <li>{@link io.mcpgen.runtime.state.VerifiedState}: what a valid token carries.
 *   <li>{@link io.mcpgen.runtime.state.StateRejectedException}: one typed
 *       {@link io.mcpgen.runtime.state.RejectionReason} per failed check, and the single wire
 *       error every rejection becomes.
 * </ul>
 *
 * <p>A token is attacker-controlled until verified: nothing in it is read before its tag is
 * checked, and no input makes {@code verify} throw anything but a rejection.
 */
package io.mcpgen.runtime.state;
