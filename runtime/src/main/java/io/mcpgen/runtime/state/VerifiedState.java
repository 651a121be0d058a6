package io.mcpgen.runtime.state;

import io.mcpgen.json.JsonValue;
import java.time.Instant;

/**
 * The contents of a requestState token that passed every check of
 * {@link RequestStateCodec#verify}.
 *
 * <p>The token id (kept once made) and the instants are made only when asked for: most retries
 * never read them.
 * {@link #toString()} leaves the payload out, since it may hold what a sealed token hides.
 */
public final class VerifiedState {

  private final int round;
  private final JsonValue payload;
  private final byte[] token;
  private final int tokenIdOffset;
  private final long issuedAtMillis;
  private final long expiresAtMillis;
  private final Protection protection;
  /** Made on first use; a race makes it twice, equal. */
  private String tokenId;

  /** {@code token} holds the decoded token, with the token id at {@code tokenIdOffset}; it is kept, not copied. */
  VerifiedState(int round, JsonValue payload, byte[] token, int tokenIdOffset, long issuedAtMillis,
      long expiresAtMillis, Protection protection) {
    this.round = round;
    this.payload = payload;
    this.token = token;
    this.tokenIdOffset = tokenIdOffset;
    this.issuedAtMillis = issuedAtMillis;
    this.expiresAtMillis = expiresAtMillis;
    this.protection = protection;
  }

  /** The round counter the engine passed to {@link RequestStateCodec#mint}. */
  public int round() {
    return round;
  }

  /** The application payload, exactly as minted (as a JSON value). */
  public JsonValue payload() {
    return payload;
  }

  /** The token's unique id, 16 base64url characters (what a {@link ReplayGuard} records). */
  public String tokenId() {
    String id = tokenId;
    if (id == null) {
      id = Base64Url.encode(token, tokenIdOffset, Nonces.LENGTH);
      tokenId = id;
    }
    return id;
  }

  /** When the token was minted, by the minting server's clock, to the millisecond. */
  public Instant issuedAt() {
    return Instant.ofEpochMilli(issuedAtMillis);
  }

  /** When the token stops being accepted (exclusive). */
  public Instant expiresAt() {
    return Instant.ofEpochMilli(expiresAtMillis);
  }

  /** How the token was protected. */
  public Protection protection() {
    return protection;
  }

  @Override
  public String toString() {
    return "VerifiedState[round=" + round + ", tokenId=" + tokenId() + ", issuedAt=" + issuedAt() + ", expiresAt="
        + expiresAt() + ", protection=" + protection + "]";
  }
}
