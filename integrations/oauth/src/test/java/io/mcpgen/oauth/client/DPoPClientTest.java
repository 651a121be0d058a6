package io.mcpgen.oauth.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nimbusds.jose.crypto.ECDSAVerifier;
import com.nimbusds.jose.jwk.ECKey;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * DPoP on the client side against a scripted authorization server that insists on a nonce: the
 * proofs at the token endpoint and with every request to the resource, the {@code DPoP} scheme,
 * and a {@code use_dpop_nonce} refusal answered once per new nonce.
 */
@Timeout(60)
class DPoPClientTest {

  private static final String TOKEN = "dpop-bound-token-7c2e";
  private static final String AS_NONCE = "as-nonce-1";

  private HttpServer server;
  private String base;
  private final List<String> tokenProofs = new CopyOnWriteArrayList<>();

  @BeforeEach
  void start() throws IOException {
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    base = "http://127.0.0.1:" + server.getAddress().getPort();
    server.createContext("/.well-known/oauth-protected-resource/mcp", exchange -> json(exchange, 200,
        "{\"resource\":\"" + base + "/mcp\",\"authorization_servers\":[\"" + base + "\"]}", Map.of()));
    server.createContext("/.well-known/oauth-authorization-server", exchange -> json(exchange, 200,
        "{\"issuer\":\"" + base + "\",\"token_endpoint\":\"" + base + "/token\",\"authorization_endpoint\":\""
            + base + "/authorize\",\"response_types_supported\":[\"code\"],"
            + "\"grant_types_supported\":[\"client_credentials\"],"
            + "\"token_endpoint_auth_methods_supported\":[\"client_secret_basic\"],"
            + "\"dpop_signing_alg_values_supported\":[\"ES256\"]}", Map.of()));
    server.createContext("/token", this::token);
    server.start();
  }

  @AfterEach
  void stop() {
    server.stop(0);
  }

  /** Refuses a proof without the nonce with use_dpop_nonce, else issues a DPoP-bound token. */
  private void token(HttpExchange exchange) throws IOException {
    exchange.getRequestBody().readAllBytes();
    String proof = exchange.getRequestHeaders().getFirst("DPoP");
    tokenProofs.add(proof == null ? "" : proof);
    Object nonce;
    try {
      nonce = proof == null ? null : SignedJWT.parse(proof).getJWTClaimsSet().getClaim("nonce");
    } catch (java.text.ParseException e) {
      nonce = null;
    }
    if (!AS_NONCE.equals(nonce)) {
      json(exchange, 400, "{\"error\":\"use_dpop_nonce\"}", Map.of("DPoP-Nonce", AS_NONCE));
      return;
    }
    json(exchange, 200, "{\"access_token\":\"" + TOKEN + "\",\"token_type\":\"DPoP\",\"expires_in\":3600}", Map.of());
  }

  private static void json(HttpExchange exchange, int status, String body, Map<String, String> headers)
      throws IOException {
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    exchange.getResponseHeaders().set("Content-Type", "application/json");
    headers.forEach(exchange.getResponseHeaders()::set);
    exchange.sendResponseHeaders(status, bytes.length);
    exchange.getResponseBody().write(bytes);
    exchange.close();
  }

  private OAuthClientAuthorizer authorizer() {
    return OAuthClientAuthorizer.builder().dpop(true)
        .clientCredentials(base, new ClientCredentials("batch-job", "batch-secret")).build();
  }

  private boolean challenge(OAuthClientAuthorizer oauth, URI endpoint, String challenge, int attempt)
      throws Exception {
    return oauth.challenged(endpoint, 401, List.of(challenge), attempt).toCompletableFuture().get(30, TimeUnit.SECONDS);
  }

  private static JWTClaimsSet verified(String proof) throws Exception {
    SignedJWT jwt = SignedJWT.parse(proof);
    assertEquals("dpop+jwt", jwt.getHeader().getType().getType());
    ECKey key = (ECKey) jwt.getHeader().getJWK();
    assertFalse(key.isPrivate(), "the proof must carry the public key only");
    assertTrue(jwt.verify(new ECDSAVerifier(key)), "the proof's signature");
    return jwt.getJWTClaimsSet();
  }

  @Test
  void theTokenRequestIsRetriedOnceWithTheNonceAndEveryRequestCarriesAFreshProofBoundToTheToken() throws Exception {
    URI endpoint = URI.create(base + "/mcp");
    try (OAuthClientAuthorizer oauth = authorizer()) {
      assertTrue(challenge(oauth, endpoint, "DPoP resource_metadata=\"" + base
          + "/.well-known/oauth-protected-resource/mcp\"", 1));

      assertEquals(2, tokenProofs.size(), "one refusal for want of a nonce, then the retry");
      JWTClaimsSet first = verified(tokenProofs.get(0));
      JWTClaimsSet retried = verified(tokenProofs.get(1));
      assertNull(first.getClaim("nonce"));
      assertEquals(AS_NONCE, retried.getClaim("nonce"));
      assertEquals("POST", retried.getClaim("htm"));
      assertEquals(base + "/token", retried.getClaim("htu"));
      assertNull(retried.getClaim("ath"), "no token goes with a token request");

      Map<String, String> headers = oauth.headers("POST", URI.create(base + "/mcp"));
      assertEquals("DPoP " + TOKEN, headers.get("Authorization"));
      JWTClaimsSet proof = verified(headers.get("DPoP"));
      assertEquals("POST", proof.getClaim("htm"));
      assertEquals(base + "/mcp", proof.getClaim("htu"));
      assertEquals(hash(TOKEN), proof.getClaim("ath"));
      assertTrue(Math.abs(proof.getIssueTime().getTime() - System.currentTimeMillis()) < 300_000);
      JWTClaimsSet next = verified(oauth.headers("POST", endpoint).get("DPoP"));
      assertNotEquals(proof.getJWTID(), next.getJWTID(), "a fresh jti per request");
      assertEquals(SignedJWT.parse(headers.get("DPoP")).getHeader().getJWK().computeThumbprint(),
          SignedJWT.parse(tokenProofs.get(1)).getHeader().getJWK().computeThumbprint(),
          "the token is bound to the key that signs the resource proofs");
    }
  }

  @Test
  void aResourceNonceRefusalIsAnsweredOncePerNewNonce() throws Exception {
    URI endpoint = URI.create(base + "/mcp");
    String refusal = "DPoP error=\"use_dpop_nonce\", resource_metadata=\"" + base
        + "/.well-known/oauth-protected-resource/mcp\"";
    try (OAuthClientAuthorizer oauth = authorizer()) {
      assertTrue(challenge(oauth, endpoint, "DPoP resource_metadata=\"" + base
          + "/.well-known/oauth-protected-resource/mcp\"", 1));
      assertNull(verified(oauth.headers("POST", endpoint).get("DPoP")).getClaim("nonce"));

      oauth.nonce(endpoint, "rs-nonce-1");
      assertTrue(challenge(oauth, endpoint, refusal, 2), "a new nonce: send again");
      assertEquals("rs-nonce-1", verified(oauth.headers("POST", endpoint).get("DPoP")).getClaim("nonce"));

      oauth.nonce(endpoint, "rs-nonce-1");
      assertFalse(challenge(oauth, endpoint, refusal, 3), "the same nonce refused again: give up");
      assertEquals(2, tokenProofs.size(), "a nonce refusal from the resource asks for no new token");
    }
  }

  @Test
  void theProofTargetDropsQueryAndFragment() {
    assertEquals(URI.create("https://mcp.example/mcp"), DPoPProofs.target(URI.create("https://mcp.example/mcp?x=1#f")));
  }

  @Test
  void withoutDpopTokensStayBearerAndNoProofIsSent() throws Exception {
    URI endpoint = URI.create(base + "/mcp");
    try (OAuthClientAuthorizer oauth = OAuthClientAuthorizer.builder()
        .clientCredentials(base, new ClientCredentials("batch-job", "batch-secret")).build()) {
      assertFalse(oauth.challenged(endpoint, 401, List.of("Bearer resource_metadata=\"" + base
          + "/.well-known/oauth-protected-resource/mcp\""), 1).handle((ok, failure) -> ok != null && ok)
          .toCompletableFuture().get(30, TimeUnit.SECONDS), "the scripted server demands DPoP");
      assertEquals("", tokenProofs.get(0), "no proof without dpop(true)");
      assertTrue(oauth.headers("POST", endpoint).isEmpty());
    }
  }

  private static String hash(String token) throws Exception {
    return Base64.getUrlEncoder().withoutPadding()
        .encodeToString(MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.US_ASCII)));
  }
}
