package io.mcpgen.oauth.client;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.jwk.Curve;
import com.nimbusds.jose.jwk.ECKey;
import com.nimbusds.jose.jwk.gen.ECKeyGenerator;
import com.nimbusds.oauth2.sdk.dpop.DefaultDPoPProofFactory;
import com.nimbusds.oauth2.sdk.dpop.DPoPProofFactory;
import com.nimbusds.oauth2.sdk.id.JWTID;
import com.nimbusds.oauth2.sdk.token.AccessToken;
import com.nimbusds.oauth2.sdk.token.DPoPAccessToken;
import com.nimbusds.openid.connect.sdk.Nonce;
import java.net.URI;
import java.net.URISyntaxException;
import java.time.Clock;
import java.util.Date;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * DPoP proofs (RFC 9449) of one authorizer: an EC P-256 key pair made for it alone (never stored,
 * never logged), a fresh proof for every request ({@code htm}, {@code htu} without query and
 * fragment, {@code iat}, a new {@code jti}, {@code ath} when a token goes with it), and the last
 * {@code DPoP-Nonce} each server gave for each URL.
 */
final class DPoPProofs {

  private final DPoPProofFactory factory;
  private final Clock clock;
  /** The server's nonce by proof target ({@code htu}). */
  private final Map<URI, String> nonces = new ConcurrentHashMap<>();

  private DPoPProofs(DPoPProofFactory factory, Clock clock) {
    this.factory = factory;
    this.clock = clock;
  }

  /** Proofs signed with a new EC P-256 key (ES256). */
  static DPoPProofs generate(Clock clock) {
    try {
      ECKey key = new ECKeyGenerator(Curve.P_256).generate();
      return new DPoPProofs(new DefaultDPoPProofFactory(key, JWSAlgorithm.ES256), clock);
    } catch (JOSEException e) {
      throw new IllegalStateException("cannot make a DPoP key pair (EC P-256): " + e.getMessage(), e);
    }
  }

  /**
   * A proof for a {@code method} request to {@code uri}, bound to {@code accessToken} (its
   * {@code ath}) unless null, with the nonce the server last gave for that URL, if any.
   */
  String proof(String method, URI uri, String accessToken) {
    URI target = target(uri);
    String nonce = nonces.get(target);
    AccessToken token = accessToken == null ? null : new DPoPAccessToken(accessToken);
    try {
      return factory.createDPoPJWT(new JWTID(), method, target, Date.from(clock.instant()), token,
          nonce == null ? null : new Nonce(nonce)).serialize();
    } catch (JOSEException e) {
      throw new OAuthException("could not sign a DPoP proof for " + method + " " + target + ": " + e.getMessage(), e);
    }
  }

  /**
   * Remembers the nonce a response from {@code uri} carried.
   *
   * @return whether it differs from the one held before (a retry with it may then succeed)
   */
  boolean nonce(URI uri, String nonce) {
    Objects.requireNonNull(nonce, "nonce");
    return !nonce.equals(nonces.put(target(uri), nonce));
  }

  /** The {@code htu} of a request to {@code uri}: without query and fragment (RFC 9449 section 4.2). */
  static URI target(URI uri) {
    try {
      return new URI(uri.getScheme(), uri.getAuthority(), uri.getPath(), null, null);
    } catch (URISyntaxException e) {
      throw new IllegalArgumentException("not a URL for a DPoP proof: " + uri, e);
    }
  }
}
