package io.mcpgen.oauth.server;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.util.Base64URL;
import com.nimbusds.jwt.SignedJWT;
import com.nimbusds.oauth2.sdk.dpop.JWKThumbprintConfirmation;
import com.nimbusds.oauth2.sdk.dpop.verifiers.AccessTokenValidationException;
import com.nimbusds.oauth2.sdk.dpop.verifiers.DPoPIssuer;
import com.nimbusds.oauth2.sdk.dpop.verifiers.DPoPProtectedResourceRequestVerifier;
import com.nimbusds.oauth2.sdk.dpop.verifiers.InvalidDPoPProofException;
import com.nimbusds.oauth2.sdk.token.DPoPAccessToken;
import com.nimbusds.openid.connect.sdk.Nonce;
import java.net.URI;
import java.text.ParseException;
import java.time.Clock;
import java.time.Duration;
import java.util.HashSet;
import java.util.Set;

/**
 * Checks the DPoP proof that comes with a DPoP-bound token (RFC 9449 section 7.1): {@code typ}
 * {@code dpop+jwt}, an asymmetric algorithm, a public key in its header that verifies its
 * signature, {@code htm} the request's method, {@code htu} this resource's URL, {@code iat} within
 * the window, a {@code jti} not seen before (remembered for the window's length, then forgotten, so
 * the cache holds only what arrived within one window), {@code ath} the hash of the token, and the
 * key's thumbprint the token's {@code cnf.jkt}.
 */
final class DPoPProofCheck {

  /** The algorithms accepted for proofs (advertised as {@code dpop_signing_alg_values_supported}). */
  static final Set<JWSAlgorithm> ALGORITHMS = Set.of(JWSAlgorithm.ES256, JWSAlgorithm.ES384, JWSAlgorithm.ES512,
      JWSAlgorithm.RS256, JWSAlgorithm.PS256);

  private final URI target;
  private final DPoPProtectedResourceRequestVerifier verifier;

  /**
   * @param target the {@code htu} proofs must name: the resource's URL without query and fragment
   * @param window how far {@code iat} may be from now, either way; a {@code jti} is remembered twice as long
   * @param maxProofs the most proofs remembered at once
   */
  DPoPProofCheck(URI target, Duration window, int maxProofs, Clock clock) {
    this.target = target;
    long seconds = Math.max(1, window.toSeconds());
    this.verifier = new DPoPProtectedResourceRequestVerifier(new HashSet<>(ALGORITHMS), seconds, seconds, // it trims the set it is given
        new ProofReplayCache(Duration.ofSeconds(seconds * 2), maxProofs, clock));
  }

  /**
   * @param method the request's method
   * @param proof the {@code DPoP} header
   * @param token the access token presented
   * @param jkt the thumbprint the token is bound to
   * @throws InvalidTokenException naming what does not fit (never the proof or the token)
   */
  void check(String method, String proof, String token, String jkt) throws InvalidTokenException {
    SignedJWT jwt;
    try {
      jwt = SignedJWT.parse(proof);
    } catch (ParseException e) {
      throw new InvalidTokenException("the DPoP proof is not a signed JWT");
    }
    try {
      // the nonce, if any, was judged by the caller; passed on as expected, since the verifier
      // otherwise refuses a proof that carries one
      Object nonce = jwt.getJWTClaimsSet().getClaim("nonce");
      // jti is unique per key: the key's thumbprint names the proofs' issuer in the replay cache
      verifier.verify(method, target, new DPoPIssuer(jkt), jwt, new DPoPAccessToken(token),
          new JWKThumbprintConfirmation(new Base64URL(jkt)), nonce instanceof String value ? new Nonce(value) : null);
    } catch (ParseException e) {
      throw new InvalidTokenException("the DPoP proof's claims are malformed");
    } catch (InvalidDPoPProofException e) {
      throw new InvalidTokenException("the DPoP proof was refused: " + e.getMessage());
    } catch (AccessTokenValidationException e) {
      throw new InvalidTokenException("the DPoP proof does not fit the token: " + e.getMessage());
    } catch (JOSEException e) {
      throw new InvalidTokenException("the DPoP proof could not be checked");
    }
  }
}
