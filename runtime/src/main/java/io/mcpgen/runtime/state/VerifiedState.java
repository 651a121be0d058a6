package io.mcpgen.runtime.state;

import io.mcpgen.runtime.json.JsonValue;
import java.time.Instant;
import java.util.Objects;

/**
 * The contents of a requestState token that passed every check of
 * {@link RequestStateCodec#verify}.
 *
 * @param round the round counter the engine passed to {@link RequestStateCodec#mint}
 * @param payload the application payload, exactly as minted (as a JSON value)
 * @param tokenId the token's unique id, 16 base64url characters (what a {@link ReplayGuard} records)
 * @param issuedAt when the token was minted, by the minting server's clock, to the millisecond
 * @param expiresAt when the token stops being accepted (exclusive)
 * @param protection how the token was protected
 */
public record VerifiedState(int round, JsonValue payload, String tokenId, Instant issuedAt, Instant expiresAt,
    Protection protection) {

  public VerifiedState {
    Objects.requireNonNull(payload, "payload");
    Objects.requireNonNull(tokenId, "tokenId");
    Objects.requireNonNull(issuedAt, "issuedAt");
    Objects.requireNonNull(expiresAt, "expiresAt");
    Objects.requireNonNull(protection, "protection");
  }
}
