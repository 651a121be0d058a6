package io.mcpgen.oauth.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nimbusds.oauth2.sdk.util.URLUtils;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Servers of the 2025-03-26 revision (no protected resource metadata): the authorizer falls back to
 * their origin as the authorization server, with its metadata or the default endpoints, and only
 * when no metadata is published at all. A scripted server plays both the MCP server's well-known
 * documents and the authorization server, and records every request.
 */
@Timeout(60)
class LegacyDiscoveryTest {

  private static final URI REDIRECT = URI.create("http://127.0.0.1:9/callback");

  private HttpServer server;
  private String origin;
  private URI endpoint;
  private final List<String> requests = new ArrayList<>();
  private final List<String> tokenBodies = new ArrayList<>();
  /** Path to the JSON document served at it with 200; every other GET of a well-known path is a 404. */
  private final Map<String, String> documents = new java.util.concurrent.ConcurrentHashMap<>();

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
    synchronized (requests) {
      requests.add(exchange.getRequestMethod() + " " + path);
    }
    if (documents.containsKey(path)) {
      send(exchange, 200, documents.get(path));
    } else if (path.endsWith("/authorize")) {
      Map<String, List<String>> query = URLUtils.parseParameters(exchange.getRequestURI().getRawQuery());
      exchange.getResponseHeaders().add("Location", query.get("redirect_uri").get(0) + "?code=the-code&state="
          + query.get("state").get(0));
      exchange.sendResponseHeaders(302, -1);
      exchange.close();
    } else if (path.endsWith("/register")) {
      send(exchange, 201, "{\"client_id\":\"legacy-client\",\"client_secret\":\"legacy-secret\","
          + "\"redirect_uris\":[\"" + REDIRECT + "\"]}");
    } else if (path.endsWith("/token")) {
      synchronized (requests) {
        tokenBodies.add(body);
      }
      send(exchange, 200, "{\"access_token\":\"legacy-token\",\"token_type\":\"Bearer\",\"expires_in\":3600}");
    } else {
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

  private OAuthClientAuthorizer authorizer() {
    return OAuthClientAuthorizer.builder().userAgent(new RedirectReadingUserAgent(REDIRECT)).build();
  }

  private boolean challenge(OAuthClientAuthorizer oauth, String wwwAuthenticate) throws Exception {
    return oauth.challenged(endpoint, 401, List.of(wwwAuthenticate), 1).toCompletableFuture().get(30, TimeUnit.SECONDS);
  }

  private List<String> requests() {
    synchronized (requests) {
      return new ArrayList<>(requests);
    }
  }

  @Test
  void withoutAnyMetadataTheDefaultEndpointsAtTheOriginAreUsed() throws Exception {
    try (OAuthClientAuthorizer oauth = authorizer()) {
      assertTrue(challenge(oauth, "Bearer"));
      assertEquals("Bearer legacy-token", oauth.authorization(endpoint));
    }
    List<String> seen = requests();
    assertTrue(seen.contains("GET /.well-known/oauth-protected-resource/mcp"), seen.toString());
    assertTrue(seen.contains("GET /.well-known/oauth-authorization-server"), seen.toString());
    assertTrue(seen.containsAll(List.of("POST /register", "GET /authorize", "POST /token")), seen.toString());
    Map<String, List<String>> token = URLUtils.parseParameters(tokenBodies.get(0));
    assertEquals(List.of("authorization_code"), token.get("grant_type"));
    assertEquals(List.of("the-code"), token.get("code"));
    assertNotNull(token.get("code_verifier"), "PKCE");
  }

  @Test
  void theAuthorizationServerMetadataAtTheOriginGivesTheEndpoints() throws Exception {
    documents.put("/.well-known/oauth-authorization-server", "{\"issuer\":\"" + origin + "\","
        + "\"authorization_endpoint\":\"" + origin + "/oauth/authorize\",\"token_endpoint\":\"" + origin + "/oauth/token\","
        + "\"registration_endpoint\":\"" + origin + "/oauth/register\",\"response_types_supported\":[\"code\"],"
        + "\"code_challenge_methods_supported\":[\"S256\"]}");
    try (OAuthClientAuthorizer oauth = authorizer()) {
      assertTrue(challenge(oauth, "Bearer"));
      assertEquals("Bearer legacy-token", oauth.authorization(endpoint));
    }
    List<String> seen = requests();
    assertTrue(seen.containsAll(List.of("POST /oauth/register", "GET /oauth/authorize", "POST /oauth/token")),
        seen.toString());
    assertTrue(!seen.contains("POST /token") && !seen.contains("POST /register"), seen.toString());
  }

  @Test
  void originMetadataNamingAnotherIssuerIsRefused() throws Exception {
    documents.put("/.well-known/oauth-authorization-server", "{\"issuer\":\"https://evil.example\","
        + "\"authorization_endpoint\":\"" + origin + "/oauth/authorize\",\"token_endpoint\":\"" + origin + "/oauth/token\","
        + "\"response_types_supported\":[\"code\"]}");
    try (OAuthClientAuthorizer oauth = authorizer()) {
      assertRefused(oauth, "Bearer", "names the issuer https://evil.example");
    }
    assertNothingAskedOfTheAuthorizationServer();
  }

  @Test
  void resourceMetadataNamedButMissingIsNotAReasonToFallBack() throws Exception {
    try (OAuthClientAuthorizer oauth = authorizer()) {
      assertRefused(oauth, "Bearer resource_metadata=\"" + origin + "/.well-known/oauth-protected-resource/mcp\"",
          "no protected resource metadata found");
    }
    assertTrue(!requests().contains("GET /.well-known/oauth-authorization-server"), requests().toString());
    assertNothingAskedOfTheAuthorizationServer();
  }

  @Test
  void publishedResourceMetadataThatDoesNotFitIsNotAReasonToFallBack() throws Exception {
    documents.put("/.well-known/oauth-protected-resource/mcp", "{\"resource\":\"https://evil.example/mcp\","
        + "\"authorization_servers\":[\"" + origin + "\"]}");
    try (OAuthClientAuthorizer oauth = authorizer()) {
      assertRefused(oauth, "Bearer", "refused");
    }
    assertNothingAskedOfTheAuthorizationServer();
  }

  private void assertRefused(OAuthClientAuthorizer oauth, String wwwAuthenticate, String message) {
    CompletionException failed = org.junit.jupiter.api.Assertions.assertThrows(CompletionException.class,
        () -> oauth.challenged(endpoint, 401, List.of(wwwAuthenticate), 1).toCompletableFuture().join());
    assertTrue(failed.getCause() instanceof OAuthException && failed.getCause().getMessage().contains(message),
        String.valueOf(failed.getCause()));
    assertEquals(null, oauth.authorization(endpoint));
  }

  private void assertNothingAskedOfTheAuthorizationServer() {
    for (String request : requests()) {
      assertTrue(!request.endsWith("/register") && !request.endsWith("/authorize") && !request.endsWith("/token"),
          "asked " + request + ": " + requests());
    }
  }
}
