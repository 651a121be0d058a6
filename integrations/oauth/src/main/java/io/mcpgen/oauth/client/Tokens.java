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
 */
public record Tokens(String accessToken, String refreshToken, Instant expiresAt, List<String> scopes, String issuer,
    String clientId) {

  public Tokens {
    Objects.requireNonNull(accessToken, "accessToken");
    scopes = List.copyOf(scopes);
  }

  /** Never prints the tokens. */
  @Override
  public String toString() {
    return "Tokens[issuer=" + issuer + ", clientId=" + clientId + ", scopes=" + scopes + ", expiresAt=" + expiresAt
        + ", refreshable=" + (refreshToken != null) + "]";
  }
}
