package io.mcpgen.oauth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nimbusds.jose.jwk.ECKey;
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
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A DPoP client run through the HTTP transport with every logger at every level captured: the
 * token, the client secret, the proofs and the key never appear in a log line, nonce retries
 * included.
 */
@Timeout(60)
class DPoPSecretsLogTest {

  private static final String TOKEN = "dpop-token-91ab4f";
  private static final String SECRET = "dpop-client-secret-33d0";

  private HttpServer server;
  private String base;
  private final List<String> proofs = new CopyOnWriteArrayList<>();
  private final AtomicInteger mcpRequests = new AtomicInteger();

  @BeforeEach
  void start() throws IOException {
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    base = "http://127.0.0.1:" + server.getAddress().getPort();
    String metadata = base + "/.well-known/oauth-protected-resource/mcp";
    server.createContext("/.well-known/oauth-protected-resource/mcp", exchange -> reply(exchange, 200,
        "{\"resource\":\"" + base + "/mcp\",\"authorization_servers\":[\"" + base + "\"]}", Map.of()));
    server.createContext("/.well-known/oauth-authorization-server", exchange -> reply(exchange, 200,
        "{\"issuer\":\"" + base + "\",\"token_endpoint\":\"" + base + "/token\",\"response_types_supported\":[\"code\"],"
            + "\"grant_types_supported\":[\"client_credentials\"],"
            + "\"token_endpoint_auth_methods_supported\":[\"client_secret_basic\"]}", Map.of()));
    server.createContext("/token", exchange -> {
      exchange.getRequestBody().readAllBytes();
      String proof = exchange.getRequestHeaders().getFirst("DPoP");
      proofs.add(proof);
      if (!proof.contains(".") || !nonce(proof).equals("as-n")) {
        reply(exchange, 400, "{\"error\":\"use_dpop_nonce\"}", Map.of("DPoP-Nonce", "as-n"));
      } else {
        reply(exchange, 200, "{\"access_token\":\"" + TOKEN + "\",\"token_type\":\"DPoP\",\"expires_in\":3600}",
            Map.of());
      }
    });
    server.createContext("/mcp", exchange -> {
      exchange.getRequestBody().readAllBytes();
      String proof = exchange.getRequestHeaders().getFirst("DPoP");
      if (exchange.getRequestHeaders().getFirst("Authorization") == null) {
        reply(exchange, 401, "", Map.of("WWW-Authenticate", "DPoP resource_metadata=\"" + metadata + "\""));
        return;
      }
      mcpRequests.incrementAndGet();
      proofs.add(proof);
      if (!nonce(proof).equals("rs-n")) {
        reply(exchange, 401, "", Map.of("WWW-Authenticate", "DPoP error=\"use_dpop_nonce\"", "DPoP-Nonce", "rs-n"));
      } else {
        reply(exchange, 503, "", Map.of()); // admitted; the rest is not this test's
      }
    });
    server.start();
  }

  private static String nonce(String proof) {
    try {
      Object nonce = SignedJWT.parse(proof).getJWTClaimsSet().getClaim("nonce");
      return nonce == null ? "" : nonce.toString();
    } catch (java.text.ParseException e) {
      return "";
    }
  }

  private static void reply(HttpExchange exchange, int status, String body, Map<String, String> headers)
      throws IOException {
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    exchange.getResponseHeaders().set("Content-Type", "application/json");
    headers.forEach(exchange.getResponseHeaders()::set);
    exchange.sendResponseHeaders(status, bytes.length == 0 ? -1 : bytes.length);
    if (bytes.length > 0) {
      exchange.getResponseBody().write(bytes);
    }
    exchange.close();
  }

  @AfterEach
  void stop() {
    server.stop(0);
  }

  @Test
  void noTokenSecretProofOrKeyIsLoggedAtAnyLevel() throws Exception {
    String printed;
    try (ClientLogCapture logs = new ClientLogCapture();
        OAuthClientAuthorizer oauth = OAuthClientAuthorizer.builder().dpop(true)
            .clientCredentials(base, new ClientCredentials("dpop-job", SECRET)).build();
        NotesMcpClient client = NotesMcpClient.builder(StreamableHttpClientTransport.builder(URI.create(base + "/mcp"))
                .authorizer(oauth).build())
            .clientInfo("dpop", "1.0.0")
            .defaults(CallOptions.builder().roundTimeout(Duration.ofSeconds(30)).build())
            .build()) {
      assertThrows(RuntimeException.class, () -> client.readNote(new Notes.Key("n1"))); // 503 once admitted
      printed = logs.printed();
    }
    assertEquals(2, mcpRequests.get(), "the resource's nonce refusal is answered once");
    assertTrue(proofs.size() >= 4, "token proofs and resource proofs were sent");
    assertFalse(printed.isEmpty(), "something was logged");
    assertFalse(printed.contains(TOKEN), "the access token");
    assertFalse(printed.contains(SECRET), "the client secret");
    for (String proof : proofs) {
      String[] parts = proof.split("\\.");
      assertFalse(printed.contains(parts[1]) || printed.contains(parts[2]), "a proof");
      ECKey key = (ECKey) SignedJWT.parse(proof).getHeader().getJWK();
      assertFalse(printed.contains(key.getX().toString()), "the DPoP key");
    }
    assertFalse(printed.contains("\"d\""), "a private key parameter");
  }
}
