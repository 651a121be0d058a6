package io.mcpgen.oauth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.jwk.Curve;
import com.nimbusds.jose.jwk.ECKey;
import com.nimbusds.jose.jwk.gen.ECKeyGenerator;
import com.nimbusds.oauth2.sdk.dpop.DefaultDPoPProofFactory;
import com.nimbusds.oauth2.sdk.id.JWTID;
import com.nimbusds.oauth2.sdk.token.DPoPAccessToken;
import com.nimbusds.openid.connect.sdk.Nonce;
import io.mcpgen.oauth.server.JwtAccessTokenValidator;
import io.mcpgen.oauth.server.ProtectedResource;
import io.mcpgen.runtime.transport.http.server.AuthenticationException;
import io.mcpgen.runtime.transport.http.server.RequestHeaders;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Date;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import no.nav.security.mock.oauth2.token.DefaultOAuth2TokenCallback;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * DPoP-bound tokens at the protected resource: JWTs from a real authorization server
 * (mock-oauth2-server) carrying {@code cnf.jkt}, proofs made as a client makes them; each way a
 * proof can fail is refused with a {@code DPoP} challenge and {@code invalid_dpop_proof}.
 */
class DPoPResourceTest {

  private static final String RESOURCE = "https://mcp.example.com/mcp";

  private AuthorizationServer as;
  private ECKey key;

  @BeforeEach
  void start() throws Exception {
    as = new AuthorizationServer();
    key = new ECKeyGenerator(Curve.P_256).generate();
  }

  @AfterEach
  void stop() {
    as.close();
  }

  private ProtectedResource resource(boolean required) {
    return ProtectedResource.builder(RESOURCE).authorizationServer(as.issuer())
        .validator(JwtAccessTokenValidator.builder(as.issuer(), as.jwks(), RESOURCE).build())
        .requiredScopes("mcp").dpopRequired(required).build();
  }

  /** A token for {@code sub} bound to {@code bound} (or to none when null). */
  private String token(ECKey bound) throws Exception {
    Map<String, Object> claims = new HashMap<>();
    claims.put("scope", "mcp");
    if (bound != null) {
      claims.put("cnf", Map.of("jkt", bound.computeThumbprint().toString()));
    }
    return as.issueToken(new DefaultOAuth2TokenCallback(AuthorizationServer.ISSUER_ID, "dora", "JWT",
        List.of(RESOURCE), claims, 3600));
  }

  private static String proof(ECKey signer, String method, String url, Date iat, String token) throws Exception {
    return new DefaultDPoPProofFactory(signer, JWSAlgorithm.ES256)
        .createDPoPJWT(new JWTID(), method, URI.create(url), iat, new DPoPAccessToken(token)).serialize();
  }

  private static RequestHeaders headers(String authorization, String... proofs) {
    RequestHeaders.Builder headers = RequestHeaders.builder().add("Authorization", authorization);
    for (String proof : proofs) {
      headers.add("DPoP", proof);
    }
    return headers.build();
  }

  private static AuthenticationException refused(ProtectedResource resource, String method, RequestHeaders headers) {
    return assertThrows(AuthenticationException.class, () -> resource.admit(method, headers));
  }

  private static void assertProofRefused(AuthenticationException refused, String why) {
    assertEquals(401, refused.status(), why);
    assertTrue(refused.challenge().startsWith("DPoP algs=\""), refused.challenge());
    assertTrue(refused.challenge().contains("error=\"invalid_dpop_proof\""), why + ": " + refused.challenge());
  }

  @Test
  void aBoundTokenWithItsProofIsAdmitted() throws Exception {
    String token = token(key);
    assertEquals("dora", resource(false).admit("POST",
        headers("DPoP " + token, proof(key, "POST", RESOURCE, new Date(), token))).principal());
  }

  @Test
  void aProofSignedWithAnotherKeyIsRefused() throws Exception {
    String token = token(key);
    ECKey other = new ECKeyGenerator(Curve.P_256).generate();
    assertProofRefused(refused(resource(false), "POST",
        headers("DPoP " + token, proof(other, "POST", RESOURCE, new Date(), token))), "another key");
  }

  @Test
  void aProofForAnotherUrlOrMethodIsRefused() throws Exception {
    String token = token(key);
    ProtectedResource resource = resource(false);
    assertProofRefused(refused(resource, "POST",
        headers("DPoP " + token, proof(key, "POST", "https://other.example.com/mcp", new Date(), token))), "URL");
    assertProofRefused(refused(resource, "POST",
        headers("DPoP " + token, proof(key, "GET", RESOURCE, new Date(), token))), "method");
  }

  @Test
  void aProofTooOldOrFromTheFutureIsRefused() throws Exception {
    String token = token(key);
    ProtectedResource resource = resource(false);
    long now = System.currentTimeMillis();
    assertProofRefused(refused(resource, "POST",
        headers("DPoP " + token, proof(key, "POST", RESOURCE, new Date(now - 600_000), token))), "too old");
    assertProofRefused(refused(resource, "POST",
        headers("DPoP " + token, proof(key, "POST", RESOURCE, new Date(now + 600_000), token))), "ahead");
  }

  @Test
  void aReplayedProofIsRefused() throws Exception {
    String token = token(key);
    ProtectedResource resource = resource(false);
    String proof = proof(key, "POST", RESOURCE, new Date(), token);
    resource.admit("POST", headers("DPoP " + token, proof));
    assertProofRefused(refused(resource, "POST", headers("DPoP " + token, proof)), "replayed jti");
  }

  @Test
  void aMissingDoubledOrForeignTokenProofIsRefused() throws Exception {
    String token = token(key);
    ProtectedResource resource = resource(false);
    assertProofRefused(refused(resource, "POST", headers("DPoP " + token)), "missing");
    assertProofRefused(refused(resource, "POST", headers("DPoP " + token,
        proof(key, "POST", RESOURCE, new Date(), token), proof(key, "POST", RESOURCE, new Date(), token))), "two");
    String another = token(key);
    assertProofRefused(refused(resource, "POST",
        headers("DPoP " + token, proof(key, "POST", RESOURCE, new Date(), another))), "ath of another token");
    assertProofRefused(refused(resource, "POST", headers("DPoP " + token, "not-a-jwt")), "malformed");
  }

  @Test
  void aBoundTokenSentAsBearerIsRefusedAndAnUnboundOneCannotPoseAsDpop() throws Exception {
    String bound = token(key);
    AuthenticationException asBearer = refused(resource(false), "POST", headers("Bearer " + bound));
    assertEquals(401, asBearer.status());
    assertTrue(asBearer.challenge().contains("error=\"invalid_token\""), asBearer.challenge());
    String unbound = token(null);
    AuthenticationException asDpop = refused(resource(false), "POST",
        headers("DPoP " + unbound, proof(key, "POST", RESOURCE, new Date(), unbound)));
    assertTrue(asDpop.challenge().contains("error=\"invalid_token\""), asDpop.challenge());
    assertEquals("dora", resource(false).admit("POST", headers("Bearer " + unbound)).principal(),
        "bearer tokens still work where DPoP is not required");
  }

  @Test
  void withNoncesAProofWithoutTheResourcesNonceIsRefusedWithOneAndAcceptedWithIt() throws Exception {
    ProtectedResource resource = ProtectedResource.builder(RESOURCE).authorizationServer(as.issuer())
        .validator(JwtAccessTokenValidator.builder(as.issuer(), as.jwks(), RESOURCE).build())
        .dpopNonces(Duration.ofMinutes(5)).build();
    String token = token(key);
    AuthenticationException refused = refused(resource, "POST",
        headers("DPoP " + token, proof(key, "POST", RESOURCE, new Date(), token)));
    assertEquals(401, refused.status());
    assertTrue(refused.challenge().contains("error=\"use_dpop_nonce\""), refused.challenge());
    String nonce = refused.headers().get("DPoP-Nonce");
    assertTrue(nonce != null && nonce.length() >= 22, "a nonce is handed out");
    String withNonce = new DefaultDPoPProofFactory(key, JWSAlgorithm.ES256).createDPoPJWT("POST", URI.create(RESOURCE),
        new DPoPAccessToken(token), new Nonce(nonce)).serialize();
    assertEquals("dora", resource.admit("POST", headers("DPoP " + token, withNonce)).principal());
    String wrongNonce = new DefaultDPoPProofFactory(key, JWSAlgorithm.ES256).createDPoPJWT("POST",
        URI.create(RESOURCE), new DPoPAccessToken(token), new Nonce("made-up")).serialize();
    assertTrue(refused(resource, "POST", headers("DPoP " + token, wrongNonce)).challenge().contains("use_dpop_nonce"));
  }

  @Test
  void whenDpopIsRequiredBearerTokensAreRefusedAndTheMetadataSaysSo() throws Exception {
    ProtectedResource required = resource(true);
    AuthenticationException refused = refused(required, "POST", headers("Bearer " + token(null)));
    assertTrue(refused.challenge().startsWith("DPoP "), refused.challenge());
    AuthenticationException none = assertThrows(AuthenticationException.class,
        () -> required.admit("POST", RequestHeaders.builder().build()));
    assertTrue(none.challenge().startsWith("DPoP algs=\""), none.challenge());
    String metadata = new String(required.metadataDocument(), StandardCharsets.UTF_8);
    assertTrue(metadata.contains("\"dpop_bound_access_tokens_required\":true"), metadata);
    assertTrue(metadata.contains("\"dpop_signing_alg_values_supported\":["), metadata);
    assertFalse(new String(resource(false).metadataDocument(), StandardCharsets.UTF_8)
        .contains("dpop_bound_access_tokens_required"));
  }
}
