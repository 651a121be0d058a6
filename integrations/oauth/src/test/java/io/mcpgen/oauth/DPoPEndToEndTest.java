package io.mcpgen.oauth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nimbusds.jwt.SignedJWT;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.mcpgen.oauth.client.ClientCredentials;
import io.mcpgen.oauth.client.OAuthClientAuthorizer;
import io.mcpgen.runtime.client.CallOptions;
import io.mcpgen.runtime.transport.http.client.StreamableHttpClientTransport;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import no.nav.security.mock.oauth2.token.DefaultOAuth2TokenCallback;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The DPoP client against the DPoP resource on Jetty: a token endpoint binds each token to the key
 * of the proof it gets ({@code cnf.jkt}; the JWT itself signed by mock-oauth2-server), the resource
 * requires DPoP and nonces; the client answers the nonce challenge once and the calls complete.
 */
@Timeout(120)
class DPoPEndToEndTest {

  private AuthorizationServer as;
  private HttpServer tokens;
  private String issuer;
  private final AtomicReference<String> resourceId = new AtomicReference<>();
  private final AtomicInteger issued = new AtomicInteger();

  @BeforeEach
  void start() throws IOException {
    as = new AuthorizationServer();
    tokens = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    issuer = "http://127.0.0.1:" + tokens.getAddress().getPort();
    tokens.createContext("/.well-known/oauth-authorization-server", exchange -> reply(exchange, 200,
        "{\"issuer\":\"" + issuer + "\",\"token_endpoint\":\"" + issuer + "/token\",\"response_types_supported\":"
            + "[\"code\"],\"grant_types_supported\":[\"client_credentials\"],"
            + "\"token_endpoint_auth_methods_supported\":[\"client_secret_basic\"]}"));
    tokens.createContext("/token", exchange -> {
      exchange.getRequestBody().readAllBytes();
      String jkt;
      try {
        jkt = SignedJWT.parse(exchange.getRequestHeaders().getFirst("DPoP")).getHeader().getJWK().computeThumbprint()
            .toString();
      } catch (Exception e) {
        reply(exchange, 400, "{\"error\":\"invalid_dpop_proof\"}");
        return;
      }
      issued.incrementAndGet();
      String token = as.issueToken(new DefaultOAuth2TokenCallback(AuthorizationServer.ISSUER_ID, "dora", "JWT",
          List.of(resourceId.get()), Map.of("scope", "notes:read", "cnf", Map.of("jkt", jkt)), 3600));
      reply(exchange, 200, "{\"access_token\":\"" + token + "\",\"token_type\":\"DPoP\",\"expires_in\":3600}");
    });
    tokens.start();
  }

  private static void reply(HttpExchange exchange, int status, String body) throws IOException {
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    exchange.getResponseHeaders().set("Content-Type", "application/json");
    exchange.sendResponseHeaders(status, bytes.length);
    exchange.getResponseBody().write(bytes);
    exchange.close();
  }

  @AfterEach
  void stop() {
    tokens.stop(0);
    as.close();
  }

  @Test
  void aNonceChallengeIsAnsweredOnceAndTheCallsComplete() throws Exception {
    try (ProtectedNotes server = new ProtectedNotes(as, resource -> resource.authorizationServer(issuer)
            .dpopRequired(true).dpopNonces(Duration.ofMinutes(5)));
        OAuthClientAuthorizer oauth = OAuthClientAuthorizer.builder().dpop(true)
            .clientCredentials(issuer, new ClientCredentials("notes-job", "notes-secret")).build();
        NotesMcpClient notes = NotesMcpClient.builder(StreamableHttpClientTransport.builder(server.endpoint())
                .authorizer(oauth).build())
            .clientInfo("dpop", "1.0.0")
            .defaults(CallOptions.builder().roundTimeout(Duration.ofSeconds(60)).build())
            .build()) {
      resourceId.set(server.resource());
      assertEquals("note n1", notes.readNote(new Notes.Key("n1")));
      assertEquals("note n2", notes.readNote(new Notes.Key("n2")));
      assertEquals(1, issued.get(), "one token, bound to the client's key, used for every call");
      assertTrue(new String(server.protectedResource().metadataDocument(), StandardCharsets.UTF_8)
          .contains("\"dpop_bound_access_tokens_required\":true"));
    }
  }
}
