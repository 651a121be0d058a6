package io.mcpgen.oauth.server;

import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.jwk.source.JWKSource;
import com.nimbusds.jose.jwk.source.JWKSourceBuilder;
import com.nimbusds.jose.proc.BadJOSEException;
import com.nimbusds.jose.proc.DefaultJOSEObjectTypeVerifier;
import com.nimbusds.jose.proc.JWSVerificationKeySelector;
import com.nimbusds.jose.proc.SecurityContext;
import com.nimbusds.jose.util.DefaultResourceRetriever;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.proc.BadJWTException;
import com.nimbusds.jwt.proc.DefaultJWTClaimsVerifier;
import com.nimbusds.jwt.proc.DefaultJWTProcessor;
import java.net.MalformedURLException;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.Set;

/**
 * Validates JWT access tokens (RFC 9068) locally: the signature with a key from the authorization
 * server's JWKS (fetched on first use, cached, refetched for an unknown key id at a limited rate),
 * an asymmetric algorithm, {@code typ} {@code at+jwt}, {@code JWT} or none, {@code iss} exactly the
 * issuer, {@code aud} containing this resource, {@code exp} in the future and {@code nbf} past (60
 * s of clock skew), a {@code sub} that is not blank (one empty principal would be shared by every
 * such token), and a lifetime no longer than {@link Builder#maxLifetime} (24 hours by default):
 * {@code exp} no further ahead than that, nor further than that after {@code iat} when the token
 * has one, so a leaked long-lived token is refused rather than honoured for years.
 */
public final class JwtAccessTokenValidator implements AccessTokenValidator {

  private static final Set<JWSAlgorithm> ALGORITHMS = Set.of(JWSAlgorithm.RS256, JWSAlgorithm.RS384,
      JWSAlgorithm.RS512, JWSAlgorithm.PS256, JWSAlgorithm.PS384, JWSAlgorithm.PS512, JWSAlgorithm.ES256,
      JWSAlgorithm.ES384, JWSAlgorithm.ES512, JWSAlgorithm.EdDSA, JWSAlgorithm.Ed25519);

  /** The clock skew the claims verifier allows on {@code exp} and {@code nbf}, allowed here too. */
  private static final Duration SKEW = Duration.ofSeconds(DefaultJWTClaimsVerifier.DEFAULT_MAX_CLOCK_SKEW_SECONDS);

  private final DefaultJWTProcessor<SecurityContext> processor = new DefaultJWTProcessor<>();
  private final Duration maxLifetime;
  private final Clock clock;

  private JwtAccessTokenValidator(Builder builder) {
    this.maxLifetime = builder.maxLifetime;
    this.clock = builder.clock;
    JWKSource<SecurityContext> keys;
    try {
      keys = JWKSourceBuilder.<SecurityContext>create(builder.jwks.toURL(),
          new DefaultResourceRetriever((int) builder.timeout.toMillis(), (int) builder.timeout.toMillis(), 256 * 1024))
          .build();
    } catch (MalformedURLException e) {
      throw new IllegalArgumentException("not a URL: " + builder.jwks, e);
    }
    // RFC 9068 asks for at+jwt; many servers send JWT or nothing. The audience check is what keeps
    // other tokens of the same issuer (ID tokens, tokens for other resources) out.
    processor.setJWSTypeVerifier(new DefaultJOSEObjectTypeVerifier<>(JOSEObjectType.JWT, new JOSEObjectType("at+jwt"),
        null));
    processor.setJWSKeySelector(new JWSVerificationKeySelector<>(ALGORITHMS, keys));
    processor.setJWTClaimsSetVerifier(new DefaultJWTClaimsVerifier<>(Set.of(builder.resource),
        new JWTClaimsSet.Builder().issuer(builder.issuer).build(), Set.of("sub", "exp"), null));
  }

  /**
   * @param issuer the authorization server's issuer identifier, compared exactly with {@code iss}
   * @param jwks its JWKS URL ({@code jwks_uri} of its metadata)
   * @param resource this resource's identifier, which {@code aud} must contain
   */
  public static Builder builder(String issuer, URI jwks, String resource) {
    return new Builder(issuer, jwks, resource);
  }

  @Override
  public ValidatedToken validate(String token) throws InvalidTokenException {
    JWTClaimsSet claims;
    try {
      claims = processor.process(token, null);
    } catch (BadJWTException e) {
      throw new InvalidTokenException("the token was refused: " + e.getMessage());
    } catch (BadJOSEException e) {
      throw new InvalidTokenException("the token's signature or type was refused");
    } catch (java.text.ParseException e) {
      throw new InvalidTokenException("the token is not a JWT");
    } catch (com.nimbusds.jose.JOSEException e) {
      throw new InvalidTokenException("the token could not be checked");
    }
    String subject = claims.getSubject();
    if (subject == null || subject.isBlank()) {
      throw new InvalidTokenException("the token names no subject");
    }
    checkLifetime(claims);
    Object scope = claims.getClaim("scope") != null ? claims.getClaim("scope") : claims.getClaim("scp");
    return new ValidatedToken(subject, Scopes.of(scope),
        claims.getExpirationTime() == null ? null : claims.getExpirationTime().toInstant(), jkt(claims));
  }

  /** {@code cnf.jkt}: the thumbprint of the DPoP key the token is bound to, or null. */
  private static String jkt(JWTClaimsSet claims) throws InvalidTokenException {
    Object cnf = claims.getClaim("cnf");
    if (cnf == null) {
      return null;
    }
    if (!(cnf instanceof java.util.Map<?, ?> confirmation) || !(confirmation.get("jkt") instanceof String jkt)
        || jkt.isBlank()) {
      throw new InvalidTokenException("the token's cnf claim names no key thumbprint (jkt)");
    }
    return jkt;
  }

  /** Refuses a token that lives longer than the maximum, counted from now and from its {@code iat}. */
  private void checkLifetime(JWTClaimsSet claims) throws InvalidTokenException {
    Instant expires = claims.getExpirationTime().toInstant(); // required by the claims verifier
    if (expires.isAfter(clock.instant().plus(maxLifetime).plus(SKEW))) {
      throw new InvalidTokenException("the token expires further ahead than the " + maxLifetime.toSeconds()
          + " s this resource accepts");
    }
    if (claims.getIssueTime() != null
        && Duration.between(claims.getIssueTime().toInstant(), expires).compareTo(maxLifetime.plus(SKEW)) > 0) {
      throw new InvalidTokenException("the token was issued for longer than the " + maxLifetime.toSeconds()
          + " s this resource accepts");
    }
  }

  /** Builds a {@link JwtAccessTokenValidator}. */
  public static final class Builder {
    private final String issuer;
    private final URI jwks;
    private final String resource;
    private Duration timeout = Duration.ofSeconds(5);
    private Duration maxLifetime = Duration.ofHours(24);
    private Clock clock = Clock.systemUTC();

    private Builder(String issuer, URI jwks, String resource) {
      this.issuer = Objects.requireNonNull(issuer, "issuer");
      this.jwks = Objects.requireNonNull(jwks, "jwks");
      this.resource = Objects.requireNonNull(resource, "resource");
    }

    /** The connect and read timeout of the JWKS fetch; default 5 s. */
    public Builder timeout(Duration timeout) {
      this.timeout = Objects.requireNonNull(timeout, "timeout");
      return this;
    }

    /**
     * The longest lifetime a token may have: {@code exp} no further than this ahead of now, nor
     * after {@code iat}; default 24 hours. Match it to the authorization server's access token
     * lifetime.
     */
    public Builder maxLifetime(Duration maxLifetime) {
      if (maxLifetime.isNegative() || maxLifetime.isZero()) {
        throw new IllegalArgumentException("the maximum lifetime must be positive");
      }
      this.maxLifetime = maxLifetime;
      return this;
    }

    /** The clock the lifetime is measured with (tests). */
    Builder clock(Clock clock) {
      this.clock = Objects.requireNonNull(clock, "clock");
      return this;
    }

    public JwtAccessTokenValidator build() {
      return new JwtAccessTokenValidator(this);
    }
  }
}
