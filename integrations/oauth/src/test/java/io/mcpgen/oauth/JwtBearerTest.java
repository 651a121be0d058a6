package io.mcpgen.oauth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.crypto.ECDSASigner;
import com.nimbusds.jose.jwk.Curve;
import com.nimbusds.jose.jwk.ECKey;
import com.nimbusds.jose.jwk.gen.ECKeyGenerator;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import com.nimbusds.oauth2.sdk.util.URLUtils;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.mcpgen.oauth.client.ClientCredentials;
import io.mcpgen.oauth.client.OAuthClientAuthorizer;
import io.mcpgen.oauth.client.OAuthException;
import io.mcpgen.oauth.client.WorkloadIdentityTokens;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Workload identity federation: a platform-issued JWT presented as a JWT bearer grant (RFC 7523)
 * to a scripted authorization server, which the protected resource metadata names.
 */
@Timeout(60)
class JwtBearerTest {

  private static final String JWT_BEARER = "urn:ietf:params:oauth:grant-type:jwt-bearer";

  @TempDir
  Path directory;
  private HttpServer server;
  private String origin;
  private URI endpoint;
  private final List<Map<String, List<String>>> tokenRequests = new ArrayList<>();
  private volatile String refusal;

  @BeforeEach
  void start() throws IOException {
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.createContext("/", this::handle);
    server.start();
    origin = "http://localhost:" + server.getAddress().getPort();
    endpoint = URI.create(origin + "/mcp");
  }

  @AfterEach
  void stop() {
    server.stop(0);
  }

  private void handle(HttpExchange exchange) throws IOException {
    String path = exchange.getRequestURI().getPath();
    String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
    switch (path) {
      case "/.well-known/oauth-protected-resource/mcp":
        send(exchange, 200, "{\"resource\":\"" + endpoint + "\",\"authorization_servers\":[\"" + origin + "/as\"]}");
        break;
      case "/.well-known/oauth-authorization-server/as":
        send(exchange, 200, "{\"issuer\":\"" + origin + "/as\",\"token_endpoint\":\"" + origin + "/as/token\","
            + "\"grant_types_supported\":[\"" + JWT_BEARER + "\"],\"token_endpoint_auth_methods_supported\":[\"none\"],"
            + "\"response_types_supported\":[\"code\"]}");
        break;
      case "/as/token":
        int count;
        synchronized (tokenRequests) {
          tokenRequests.add(URLUtils.parseParameters(body));
          count = tokenRequests.size();
        }
        if (refusal != null) {
          send(exchange, 400, "{\"error\":\"" + refusal + "\"}");
        } else {
          send(exchange, 200, "{\"access_token\":\"wif-token-" + count + "\",\"token_type\":\"Bearer\",\"expires_in\":600}");
        }
        break;
      default:
        send(exchange, 404, "{}");
    }
  }

  private static void send(HttpExchange exchange, int status, String json) throws IOException {
    byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
    exchange.getResponseHeaders().add("Content-Type", "application/json");
    exchange.sendResponseHeaders(status, bytes.length);
    exchange.getResponseBody().write(bytes);
    exchange.close();
  }

  private List<Map<String, List<String>>> tokenRequests() {
    synchronized (tokenRequests) {
      return new ArrayList<>(tokenRequests);
    }
  }

  private boolean challenge(OAuthClientAuthorizer oauth) throws Exception {
    return oauth.challenged(endpoint, 401, List.of("Bearer"), 1).toCompletableFuture().get(30, TimeUnit.SECONDS);
  }

  @Test
  void thePlatformTokenFromTheFileIsTheGrantReadAfreshForEachTokenRequest() throws Exception {
    Path file = directory.resolve("token");
    String first = platformToken("first");
    Files.writeString(file, first + "\n");
    try (OAuthClientAuthorizer oauth = OAuthClientAuthorizer.builder()
        .jwtBearer(origin + "/as", new ClientCredentials("workload", null), WorkloadIdentityTokens.fromFile(file))
        .build()) {
      assertTrue(challenge(oauth));
      assertEquals("Bearer wif-token-1", oauth.authorization(endpoint));
      Map<String, List<String>> request = tokenRequests().get(0);
      assertEquals(List.of(JWT_BEARER), request.get("grant_type"));
      assertEquals(List.of(first), request.get("assertion"));
      assertEquals(List.of("workload"), request.get("client_id"));
      assertEquals(List.of(endpoint.toString()), request.get("resource"));
      assertNull(request.get("client_secret"));
      assertNull(request.get("client_assertion"));

      String rotated = platformToken("rotated");
      Files.writeString(file, rotated);
      assertTrue(challenge(oauth), "the held token refused: a new one");
      assertEquals(List.of(rotated), tokenRequests().get(1).get("assertion"));
      assertEquals("Bearer wif-token-2", oauth.authorization(endpoint));
    }
  }

  @Test
  void aRefusedGrantIsReportedOnceWithoutRetryOrAnotherGrantAndNothingSecretIsLogged() throws Exception {
    refusal = "invalid_grant";
    String token = platformToken("refused");
    try (ClientLogCapture logs = new ClientLogCapture();
        OAuthClientAuthorizer oauth = OAuthClientAuthorizer.builder()
            .jwtBearer(origin + "/as", new ClientCredentials("workload", null), () -> token).build()) {
      CompletionException failed = assertThrows(CompletionException.class,
          () -> oauth.challenged(endpoint, 401, List.of("Bearer"), 1).toCompletableFuture().join());
      assertTrue(failed.getCause() instanceof OAuthException && failed.getCause().getMessage().contains("invalid_grant"),
          String.valueOf(failed.getCause()));
      assertFalse(failed.getCause().getMessage().contains(token));
      assertEquals(1, tokenRequests().size(), "asked once");
      assertEquals(List.of(JWT_BEARER), tokenRequests().get(0).get("grant_type"));
      assertNull(oauth.authorization(endpoint));
      assertFalse(logs.printed().contains(token.substring(token.lastIndexOf('.'))), logs.printed());
    }
  }

  @Test
  void somethingThatIsNotAJwtIsRefusedBeforeAnyTokenRequest() throws Exception {
    try (OAuthClientAuthorizer oauth = OAuthClientAuthorizer.builder()
        .jwtBearer(origin + "/as", new ClientCredentials("workload", null), () -> "not-a-jwt-s3cr3t").build()) {
      CompletionException failed = assertThrows(CompletionException.class,
          () -> oauth.challenged(endpoint, 401, List.of("Bearer"), 1).toCompletableFuture().join());
      assertTrue(failed.getCause().getMessage().contains("not a signed JWT"), String.valueOf(failed.getCause()));
      assertFalse(failed.getCause().getMessage().contains("s3cr3t"));
      assertTrue(tokenRequests().isEmpty());
    }
  }

  /** A JWT as a platform would issue it for this authorization server. */
  private String platformToken(String subject) throws Exception {
    ECKey key = new ECKeyGenerator(Curve.P_256).generate();
    SignedJWT jwt = new SignedJWT(new JWSHeader(JWSAlgorithm.ES256), new JWTClaimsSet.Builder()
        .issuer("https://idp.example").subject(subject).audience(origin + "/as")
        .expirationTime(new Date(System.currentTimeMillis() + 300_000)).build());
    jwt.sign(new ECDSASigner(key));
    return jwt.serialize();
  }
}
