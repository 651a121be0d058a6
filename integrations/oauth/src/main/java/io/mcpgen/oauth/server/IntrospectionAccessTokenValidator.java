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
import io.mcpgen.oauth.http.JdkHttp;
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
 * expired, and have a {@code sub} that is not blank.
 *
 * <p>A valid answer is remembered (keyed by the token's SHA-256, never the token) until the
 * earlier of the token's {@code exp} and {@link Builder#cacheTtl} (60 s by default), up to
 * {@link Builder#cacheSize} tokens (10,000 by default, the least recently used dropped first), so
 * each request does not cost a round trip to the authorization server; a revoked token is thus
 * honoured for at most the time to live. Refusals are not remembered.
 */
public final class IntrospectionAccessTokenValidator implements AccessTokenValidator {

  private final URI endpoint;
  private final ClientSecretBasic authentication;
  private final String issuer;
  private final String resource;
  private final JdkHttp http;
  private final Clock clock;
  private final TokenCache cache;

  /**
   * A validator with the default timeout (5 s) and cache (60 s, 10,000 tokens).
   *
   * @param endpoint the introspection endpoint
   * @param clientId this resource's client id at the authorization server
   * @param clientSecret its secret
   * @param issuer the issuer identifier (compared with {@code iss} when the answer has one)
   * @param resource this resource's identifier, which {@code aud} must contain
   */
  public IntrospectionAccessTokenValidator(URI endpoint, String clientId, String clientSecret, String issuer,
      String resource) {
    this(builder(endpoint, clientId, clientSecret, issuer, resource));
  }

  private IntrospectionAccessTokenValidator(Builder builder) {
    this.endpoint = Objects.requireNonNull(builder.endpoint, "endpoint");
    this.authentication = new ClientSecretBasic(new ClientID(builder.clientId), new Secret(builder.clientSecret));
    this.issuer = Objects.requireNonNull(builder.issuer, "issuer");
    this.resource = Objects.requireNonNull(builder.resource, "resource");
    this.http = new JdkHttp(builder.timeout, builder.timeout);
    this.clock = builder.clock;
    this.cache = new TokenCache(builder.cacheTtl, builder.cacheSize, builder.clock);
  }

  /** A builder, for the timeout and the cache; the parameters are those of the constructor. */
  public static Builder builder(URI endpoint, String clientId, String clientSecret, String issuer, String resource) {
    return new Builder(endpoint, clientId, clientSecret, issuer, resource);
  }

  @Override
  public ValidatedToken validate(String token) throws InvalidTokenException {
    ValidatedToken remembered = cache.get(token);
    if (remembered != null) {
      return remembered;
    }
    ValidatedToken valid = introspect(token);
    cache.put(token, valid);
    return valid;
  }

  private ValidatedToken introspect(String token) throws InvalidTokenException {
    TokenIntrospectionResponse response;
    try {
      HTTPRequest request = new TokenIntrospectionRequest(endpoint, authentication, new BearerAccessToken(token))
          .toHTTPRequest();
      // Not request.send(): its HttpURLConnection logs the client secret's Basic header at FINE.
      response = TokenIntrospectionResponse.parse(http.send(request));
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
    if (answer.getSubject() == null || answer.getSubject().getValue().isBlank()) {
      throw new InvalidTokenException("the token names no subject");
    }
    return new ValidatedToken(answer.getSubject().getValue(),
        answer.getScope() == null ? java.util.Set.of() : Scopes.of(answer.getScope().toString()),
        answer.getExpirationTime() == null ? null : answer.getExpirationTime().toInstant(),
        answer.getJWKThumbprintConfirmation() == null ? null
            : answer.getJWKThumbprintConfirmation().getValue().toString());
  }

  /** Builds an {@link IntrospectionAccessTokenValidator}. */
  public static final class Builder {
    private final URI endpoint;
    private final String clientId;
    private final String clientSecret;
    private final String issuer;
    private final String resource;
    private Duration timeout = Duration.ofSeconds(5);
    private Duration cacheTtl = Duration.ofSeconds(60);
    private int cacheSize = 10_000;
    private Clock clock = Clock.systemUTC();

    private Builder(URI endpoint, String clientId, String clientSecret, String issuer, String resource) {
      this.endpoint = Objects.requireNonNull(endpoint, "endpoint");
      this.clientId = Objects.requireNonNull(clientId, "clientId");
      this.clientSecret = Objects.requireNonNull(clientSecret, "clientSecret");
      this.issuer = Objects.requireNonNull(issuer, "issuer");
      this.resource = Objects.requireNonNull(resource, "resource");
    }

    /** The connect and read timeout of an introspection request; default 5 s. */
    public Builder timeout(Duration timeout) {
      this.timeout = Objects.requireNonNull(timeout, "timeout");
      return this;
    }

    /**
     * How long a valid answer is remembered at most (never past the token's {@code exp}), and so
     * how long a revoked token may still be honoured; default 60 s, zero to ask every time.
     */
    public Builder cacheTtl(Duration cacheTtl) {
      if (cacheTtl.isNegative()) {
        throw new IllegalArgumentException("the cache's time to live must not be negative");
      }
      this.cacheTtl = cacheTtl;
      return this;
    }

    /** How many tokens are remembered at most; default 10,000, zero to ask every time. */
    public Builder cacheSize(int cacheSize) {
      if (cacheSize < 0) {
        throw new IllegalArgumentException("the cache size must not be negative");
      }
      this.cacheSize = cacheSize;
      return this;
    }

    /** The clock expiry is measured with (tests). */
    Builder clock(Clock clock) {
      this.clock = Objects.requireNonNull(clock, "clock");
      return this;
    }

    public IntrospectionAccessTokenValidator build() {
      return new IntrospectionAccessTokenValidator(this);
    }
  }
}
