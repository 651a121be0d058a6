package io.mcpgen.oauth.client;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.oauth2.sdk.AccessTokenResponse;
import com.nimbusds.oauth2.sdk.AuthorizationGrant;
import com.nimbusds.oauth2.sdk.ParseException;
import com.nimbusds.oauth2.sdk.Scope;
import com.nimbusds.oauth2.sdk.TokenErrorResponse;
import com.nimbusds.oauth2.sdk.TokenRequest;
import com.nimbusds.oauth2.sdk.TokenResponse;
import com.nimbusds.oauth2.sdk.as.AuthorizationServerMetadata;
import com.nimbusds.oauth2.sdk.auth.ClientAuthentication;
import com.nimbusds.oauth2.sdk.auth.ClientAuthenticationMethod;
import com.nimbusds.oauth2.sdk.auth.ClientSecretBasic;
import com.nimbusds.oauth2.sdk.auth.ClientSecretPost;
import com.nimbusds.oauth2.sdk.auth.JWTAuthenticationClaimsSet;
import com.nimbusds.oauth2.sdk.auth.PrivateKeyJWT;
import com.nimbusds.oauth2.sdk.auth.Secret;
import com.nimbusds.oauth2.sdk.id.Audience;
import com.nimbusds.oauth2.sdk.id.ClientID;
import com.nimbusds.oauth2.sdk.token.RefreshToken;
import io.mcpgen.oauth.http.JdkHttp;
import java.io.IOException;
import java.net.URI;
import java.time.Clock;
import java.time.Instant;
import java.util.List;

/** Token requests to an authorization server's token endpoint, with the client's authentication method. */
final class TokenEndpoint {

  private final JdkHttp http;
  private final Clock clock;

  TokenEndpoint(JdkHttp http, Clock clock) {
    this.http = http;
    this.clock = clock;
  }

  /**
   * Exchanges a grant for tokens for {@code resource} (RFC 8707).
   *
   * @param scopes the scopes asked for (recorded with the tokens when the server does not say)
   * @param sendScope whether to send {@code scope} (not for the authorization code grant, whose scope was asked already)
   * @param previousRefresh kept when the server does not rotate the refresh token
   */
  Tokens request(AuthorizationServerMetadata server, Registration registration, AuthorizationGrant grant,
      String resource, List<String> scopes, boolean sendScope, String previousRefresh) {
    URI endpoint = server.getTokenEndpointURI();
    if (endpoint == null) {
      throw new OAuthException("the authorization server " + server.getIssuer() + " has no token endpoint");
    }
    Scope scope = sendScope && !scopes.isEmpty() ? new Scope(scopes.toArray(new String[0])) : null;
    URI resourceUri = URI.create(resource);
    ClientAuthentication authentication = authentication(registration);
    TokenRequest.Builder builder = authentication != null
        ? new TokenRequest.Builder(endpoint, authentication, grant)
        : new TokenRequest.Builder(endpoint, new ClientID(registration.credentials().clientId()), grant);
    TokenRequest request = builder.scope(scope).resources(resourceUri).build();
    TokenResponse response;
    try {
      response = TokenResponse.parse(http.send(request.toHTTPRequest()));
    } catch (ParseException e) {
      throw new OAuthException("the token response of " + server.getIssuer() + " is malformed: " + e.getMessage());
    } catch (IOException e) {
      throw new OAuthException("could not reach the token endpoint of " + server.getIssuer() + ": " + e.getMessage(), e);
    }
    if (!response.indicatesSuccess()) {
      TokenErrorResponse error = response.toErrorResponse();
      throw new OAuthException("the token request to " + server.getIssuer() + " was refused: "
          + (error.getErrorObject() != null ? error.getErrorObject().getCode() : "no error code"));
    }
    AccessTokenResponse success = response.toSuccessResponse();
    long lifetime = success.getTokens().getAccessToken().getLifetime();
    Instant expiresAt = lifetime > 0 ? clock.instant().plusSeconds(lifetime) : null;
    RefreshToken refresh = success.getTokens().getRefreshToken();
    Scope granted = success.getTokens().getAccessToken().getScope();
    return new Tokens(success.getTokens().getAccessToken().getValue(),
        refresh != null ? refresh.getValue() : previousRefresh, expiresAt,
        granted != null ? granted.toStringList() : scopes, server.getIssuer().getValue(),
        registration.credentials().clientId());
  }

  /** The client authentication, or null for a public client (its {@code client_id} goes in the body). */
  private static ClientAuthentication authentication(Registration registration) {
    ClientCredentials credentials = registration.credentials();
    ClientID id = new ClientID(credentials.clientId());
    if (ClientAuthenticationMethod.PRIVATE_KEY_JWT.equals(registration.method())) {
      return assertion(id, registration.issuer(), credentials.assertionKey());
    }
    if (credentials.clientSecret() == null || ClientAuthenticationMethod.NONE.equals(registration.method())) {
      return null;
    }
    Secret secret = new Secret(credentials.clientSecret());
    return ClientAuthenticationMethod.CLIENT_SECRET_POST.equals(registration.method())
        ? new ClientSecretPost(id, secret) : new ClientSecretBasic(id, secret);
  }

  /**
   * A fresh client assertion (RFC 7523 section 3): {@code iss} and {@code sub} the client, {@code aud}
   * the authorization server's issuer identifier (not its token endpoint, so that it names the
   * server whatever URL it is posted to), a new {@code jti}, five minutes to live.
   */
  private static PrivateKeyJWT assertion(ClientID id, String issuer, ClientAssertionKey key) {
    try {
      return new PrivateKeyJWT(new JWTAuthenticationClaimsSet(id, new Audience(issuer)), key.jwsAlgorithm(),
          key.privateKey(), key.keyId(), null);
    } catch (JOSEException e) {
      throw new OAuthException("could not sign the client assertion for " + issuer + " with " + key + ": "
          + e.getMessage(), e);
    }
  }
}
