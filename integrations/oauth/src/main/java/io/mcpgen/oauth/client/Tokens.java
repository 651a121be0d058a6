package io.mcpgen.oauth.client;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * The tokens held for one protected resource.
 *
 * @param accessToken the bearer token
 * @param refreshToken the refresh token, or null
 * @param expiresAt when the access token expires, or null when not said
 * @param scopes the scopes asked for (or granted, when the server said)
 * @param issuer the authorization server that issued them
 * @param clientId the client they were issued to
 * @param dpopBound whether the access token is bound to the authorizer's DPoP key (token type
 *     {@code DPoP}): sent with the {@code DPoP} scheme and a proof, else as a bearer token
 */
public record Tokens(String accessToken, String refreshToken, Instant expiresAt, List<String> scopes, String issuer,
    String clientId, boolean dpopBound) {

  public Tokens {
    Objects.requireNonNull(accessToken, "accessToken");
    scopes = List.copyOf(scopes);
  }

  /** Bearer tokens (not bound to a key). */
  public Tokens(String accessToken, String refreshToken, Instant expiresAt, List<String> scopes, String issuer,
      String clientId) {
    this(accessToken, refreshToken, expiresAt, scopes, issuer, clientId, false);
  }

  /** Never prints the tokens. */
  @Override
  public String toString() {
    return "Tokens[issuer=" + issuer + ", clientId=" + clientId + ", scopes=" + scopes + ", expiresAt=" + expiresAt
        + ", refreshable=" + (refreshToken != null) + ", dpopBound=" + dpopBound + "]";
  }
}
