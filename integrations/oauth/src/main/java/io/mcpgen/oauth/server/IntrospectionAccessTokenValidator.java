package io.mcpgen.oauth.server;

import com.nimbusds.oauth2.sdk.ParseException;
import com.nimbusds.oauth2.sdk.TokenIntrospectionRequest;
import com.nimbusds.oauth2.sdk.TokenIntrospectionResponse;
import com.nimbusds.oauth2.sdk.TokenIntrospectionSuccessResponse;
import com.nimbusds.oauth2.sdk.auth.ClientSecretBasic;
import com.nimbusds.oauth2.sdk.auth.Secret;
import com.nimbusds.oauth2.sdk.http.HTTPRequest;
import com.nimbusds.oauth2.sdk.id.Audience;
import com.nimbusds.oauth2.sdk.id.ClientID;
import com.nimbusds.oauth2.sdk.token.BearerAccessToken;
import java.io.IOException;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * Validates opaque access tokens by asking the authorization server (token introspection, RFC
 * 7662), authenticating as this resource with {@code client_secret_basic}. The token must be
 * {@code active}, from the issuer when the answer names one, for this resource ({@code aud}), not
 * expired, and have a {@code sub}.
 */
public final class IntrospectionAccessTokenValidator implements AccessTokenValidator {

  private final URI endpoint;
  private final ClientSecretBasic authentication;
  private final String issuer;
  private final String resource;
  private final Duration timeout;
  private final Clock clock;

  /**
   * @param endpoint the introspection endpoint
   * @param clientId this resource's client id at the authorization server
   * @param clientSecret its secret
   * @param issuer the issuer identifier (compared with {@code iss} when the answer has one)
   * @param resource this resource's identifier, which {@code aud} must contain
   */
  public IntrospectionAccessTokenValidator(URI endpoint, String clientId, String clientSecret, String issuer,
      String resource) {
    this(endpoint, clientId, clientSecret, issuer, resource, Duration.ofSeconds(5), Clock.systemUTC());
  }

  IntrospectionAccessTokenValidator(URI endpoint, String clientId, String clientSecret, String issuer, String resource,
      Duration timeout, Clock clock) {
    this.endpoint = Objects.requireNonNull(endpoint, "endpoint");
    this.authentication = new ClientSecretBasic(new ClientID(clientId), new Secret(clientSecret));
    this.issuer = Objects.requireNonNull(issuer, "issuer");
    this.resource = Objects.requireNonNull(resource, "resource");
    this.timeout = timeout;
    this.clock = clock;
  }

  @Override
  public ValidatedToken validate(String token) throws InvalidTokenException {
    TokenIntrospectionResponse response;
    try {
      HTTPRequest request = new TokenIntrospectionRequest(endpoint, authentication, new BearerAccessToken(token))
          .toHTTPRequest();
      request.setConnectTimeout((int) timeout.toMillis());
      request.setReadTimeout((int) timeout.toMillis());
      request.setFollowRedirects(false);
      response = TokenIntrospectionResponse.parse(request.send());
    } catch (IOException | ParseException e) {
      throw new InvalidTokenException("the token could not be checked with the authorization server");
    }
    if (!response.indicatesSuccess()) {
      throw new InvalidTokenException("the token could not be checked with the authorization server");
    }
    TokenIntrospectionSuccessResponse answer = response.toSuccessResponse();
    if (!answer.isActive()) {
      throw new InvalidTokenException("the token is not active");
    }
    if (answer.getIssuer() != null && !issuer.equals(answer.getIssuer().getValue())) {
      throw new InvalidTokenException("the token is from another issuer");
    }
    List<Audience> audience = answer.getAudience();
    if (audience == null || audience.stream().noneMatch(a -> resource.equals(a.getValue()))) {
      throw new InvalidTokenException("the token is not for this resource");
    }
    if (answer.getExpirationTime() != null && !answer.getExpirationTime().toInstant().isAfter(clock.instant())) {
      throw new InvalidTokenException("the token has expired");
    }
    if (answer.getSubject() == null) {
      throw new InvalidTokenException("the token names no subject");
    }
    return new ValidatedToken(answer.getSubject().getValue(),
        answer.getScope() == null ? java.util.Set.of() : Scopes.of(answer.getScope().toString()),
        answer.getExpirationTime() == null ? null : answer.getExpirationTime().toInstant());
  }
}
