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
import com.nimbusds.oauth2.sdk.http.HTTPRequest;
import com.nimbusds.oauth2.sdk.http.HTTPResponse;
import com.nimbusds.oauth2.sdk.token.AccessTokenType;
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
import java.util.function.Supplier;

/** Token requests to an authorization server's token endpoint, with the client's authentication method. */
final class TokenEndpoint {

  private static final String USE_DPOP_NONCE = "use_dpop_nonce";
  private static final String DPOP_NONCE = "DPoP-Nonce";

  private final JdkHttp http;
  private final Clock clock;
  private final DPoPProofs proofs;

  /** Token requests with a DPoP proof each when {@code proofs} is not null. */
  TokenEndpoint(JdkHttp http, Clock clock, DPoPProofs proofs) {
    this.http = http;
    this.clock = clock;
    this.proofs = proofs;
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
    // built anew for a retry: a client assertion is single-use
    Supplier<TokenRequest> request = () -> {
      ClientAuthentication authentication = authentication(registration);
      TokenRequest.Builder builder = authentication != null
          ? new TokenRequest.Builder(endpoint, authentication, grant)
          : new TokenRequest.Builder(endpoint, new ClientID(registration.credentials().clientId()), grant);
      return builder.scope(scope).resources(resourceUri).build();
    };
    HTTPResponse answer = send(server, request.get(), endpoint);
    TokenResponse response = parse(server, answer);
    if (proofs != null && !response.indicatesSuccess() && nonceAsked(response.toErrorResponse())
        && answer.getHeaderValue(DPOP_NONCE) != null && proofs.nonce(endpoint, answer.getHeaderValue(DPOP_NONCE))) {
      response = parse(server, send(server, request.get(), endpoint)); // once, with the nonce the server just gave
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
    boolean bound = AccessTokenType.DPOP.equals(success.getTokens().getAccessToken().getType());
    if (bound && proofs == null) {
      throw new OAuthException(server.getIssuer() + " issued a DPoP-bound token, but DPoP is not enabled");
    }
    return new Tokens(success.getTokens().getAccessToken().getValue(),
        refresh != null ? refresh.getValue() : previousRefresh, expiresAt,
        granted != null ? granted.toStringList() : scopes, server.getIssuer().getValue(),
        registration.credentials().clientId(), bound);
  }

  /** Sends the request, with a new DPoP proof when enabled, and remembers a nonce a success gives. */
  private HTTPResponse send(AuthorizationServerMetadata server, TokenRequest request, URI endpoint) {
    HTTPRequest httpRequest = request.toHTTPRequest();
    if (proofs != null) {
      httpRequest.setHeader("DPoP", proofs.proof("POST", endpoint, null));
    }
    try {
      HTTPResponse answer = http.send(httpRequest);
      String nonce = answer.getHeaderValue(DPOP_NONCE);
      if (proofs != null && nonce != null && answer.getStatusCode() == 200) {
        proofs.nonce(endpoint, nonce); // the next proofs carry the server's newest nonce
      }
      return answer;
    } catch (IOException e) {
      throw new OAuthException("could not reach the token endpoint of " + server.getIssuer() + ": " + e.getMessage(), e);
    }
  }

  private static TokenResponse parse(AuthorizationServerMetadata server, HTTPResponse answer) {
    try {
      return TokenResponse.parse(answer);
    } catch (ParseException e) {
      throw new OAuthException("the token response of " + server.getIssuer() + " is malformed: " + e.getMessage());
    }
  }

  /** The server refused the proof for want of a nonce (RFC 9449 section 8). */
  private static boolean nonceAsked(TokenErrorResponse error) {
    return error.getErrorObject() != null && USE_DPOP_NONCE.equals(error.getErrorObject().getCode());
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
