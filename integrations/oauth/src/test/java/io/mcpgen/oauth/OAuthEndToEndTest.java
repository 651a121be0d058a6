package io.mcpgen.oauth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.oauth.client.AuthorizationUserAgent;
import io.mcpgen.oauth.client.ClientCredentials;
import io.mcpgen.oauth.client.InMemoryTokenStore;
import io.mcpgen.oauth.client.OAuthClientAuthorizer;
import com.nimbusds.oauth2.sdk.util.URLUtils;
import io.mcpgen.oauth.client.RedirectReadingUserAgent;
import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.client.CallOptions;
import io.mcpgen.runtime.transport.http.client.AuthorizationChallenge;
import io.mcpgen.runtime.transport.http.client.StreamableHttpClientTransport;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import no.nav.security.mock.oauth2.token.DefaultOAuth2TokenCallback;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * End to end against a real authorization server (mock-oauth2-server started in the test): a
 * protected mcpgen server on Jetty, and the typed client behind {@link OAuthClientAuthorizer}.
 */
@Timeout(120)
class OAuthEndToEndTest {

  private static final ClientCredentials APP = new ClientCredentials("notes-app", "notes-app-secret");
  private static final URI REDIRECT = URI.create("http://127.0.0.1:9/callback");

  private AuthorizationServer as;
  private final HttpClient http = HttpClient.newHttpClient();

  @BeforeEach
  void startAuthorizationServer() {
    as = new AuthorizationServer();
    as.grant("alice", "notes:read", 3600);
  }

  @AfterEach
  void stop() {
    as.close();
  }

  /**
   * The scripted user agent: reads the authorization server's redirect (no login page). The mock's
   * authorization endpoint is OpenID-only, so it adds {@code openid} to the scope the client asked.
   * With {@code consent}, the user consents to exactly what the client asked: the server grants
   * those scopes to {@code subject}.
   */
  private AuthorizationUserAgent user(String subject, boolean consent) {
    RedirectReadingUserAgent browser = new RedirectReadingUserAgent(REDIRECT);
    return new AuthorizationUserAgent() {
      @Override
      public URI redirectUri() {
        return REDIRECT;
      }

      @Override
      public URI authorize(URI request) throws IOException {
        List<String> scope = URLUtils.parseParameters(request.getRawQuery()).get("scope");
        if (consent) {
          as.grant(subject, scope == null ? "" : scope.get(0), 3600);
        }
        Map<String, List<String>> query = new java.util.LinkedHashMap<>(URLUtils.parseParameters(request.getRawQuery()));
        query.put("scope", List.of(scope == null ? "openid" : "openid " + scope.get(0)));
        return browser.authorize(URI.create(request.toString().substring(0, request.toString().indexOf('?') + 1)
            + URLUtils.serializeParameters(query)));
      }
    };
  }

  private static NotesMcpClient client(URI endpoint, OAuthClientAuthorizer oauth) {
    return NotesMcpClient.builder(StreamableHttpClientTransport.builder(endpoint).authorizer(oauth).build())
        .clientInfo("notes-test", "1.0.0")
        .defaults(CallOptions.builder().roundTimeout(Duration.ofSeconds(60)).build())
        .build();
  }

  @Test
  void authorizationCodeWithPkceThroughTheUserAgentGetsATokenForThisResource() throws Exception {
    try (ProtectedNotes server = new ProtectedNotes(as, resource -> resource.requiredScopes("notes:read"));
        OAuthClientAuthorizer oauth = OAuthClientAuthorizer.builder().userAgent(user("alice", false))
            .registeredClient(as.issuer(), APP).build();
        NotesMcpClient notes = client(server.endpoint(), oauth)) {
      assertEquals("note n1", notes.readNote(new Notes.Key("n1")));
      assertEquals("note n2", notes.readNote(new Notes.Key("n2")));

      List<Map<String, List<String>>> authorizations = as.authorizationRequests();
      assertEquals(1, authorizations.size(), "one authorization for both calls");
      Map<String, List<String>> authorization = authorizations.get(0);
      assertEquals(List.of("S256"), authorization.get("code_challenge_method"));
      assertNotNull(authorization.get("code_challenge"));
      assertEquals(List.of(server.resource()), authorization.get("resource"));
      assertEquals(Set.of("openid", "notes:read"), Set.of(authorization.get("scope").get(0).split(" ")),
          "the scope of the 401's challenge (openid added by the scripted user agent)");
      Map<String, List<String>> token = as.tokenRequests().get(0);
      assertEquals(List.of("authorization_code"), token.get("grant_type"));
      assertNotNull(token.get("code_verifier"));
      assertEquals(List.of(server.resource()), token.get("resource"));
    }
  }

  @Test
  void clientCredentialsGetATokenWithoutAUser() throws Exception {
    try (ProtectedNotes server = new ProtectedNotes(as, resource -> { });
        OAuthClientAuthorizer oauth = OAuthClientAuthorizer.builder()
            .clientCredentials(as.issuer(), new ClientCredentials("batch-job", "batch-secret")).build();
        NotesMcpClient notes = client(server.endpoint(), oauth)) {
      as.grant("batch-job", "notes:read", 3600);
      assertEquals("note n1", notes.readNote(new Notes.Key("n1")));
      assertEquals(List.of("client_credentials"), as.grantTypes());
      assertEquals(List.of(server.resource()), as.tokenRequests().get(0).get("resource"));
      assertTrue(as.authorizationRequests().isEmpty());
    }
  }

  @Test
  void anExpiredTokenIsRefreshedWithoutAskingTheUserAgain() throws Exception {
    try (ProtectedNotes server = new ProtectedNotes(as, resource -> { });
        OAuthClientAuthorizer oauth = OAuthClientAuthorizer.builder().userAgent(user("alice", false))
            .registeredClient(as.issuer(), APP).build();
        NotesMcpClient notes = client(server.endpoint(), oauth)) {
      as.grant("alice", "", -600); // every token issued now is already expired
      RuntimeException refused = assertThrows(RuntimeException.class, () -> notes.readNote(new Notes.Key("n1")));
      assertTrue(causedBy(refused, AuthorizationChallenge.class), "gave up on the 401s: " + refused);
      as.grant("alice", "", 3600);
      assertEquals("note n1", notes.readNote(new Notes.Key("n1")));

      List<String> grants = as.grantTypes();
      assertEquals(1, grants.stream().filter("authorization_code"::equals).count(), "the user was asked once: " + grants);
      assertEquals("refresh_token", grants.get(grants.size() - 1), "the last token came from the refresh token");
      assertEquals(1, as.authorizationRequests().size());
    }
  }

  @Test
  void tokensKeptInTheStoreServeTheNextRunWithoutAskingTheUser() throws Exception {
    InMemoryTokenStore store = new InMemoryTokenStore(); // stands for a store that outlives the process
    try (ProtectedNotes server = new ProtectedNotes(as, resource -> { })) {
      try (OAuthClientAuthorizer first = OAuthClientAuthorizer.builder().userAgent(user("alice", false))
              .registeredClient(as.issuer(), APP).tokenStore(store).build();
          NotesMcpClient notes = client(server.endpoint(), first)) {
        assertEquals("note n1", notes.readNote(new Notes.Key("n1")));
      }
      try (OAuthClientAuthorizer next = OAuthClientAuthorizer.builder().tokenStore(store).build();
          NotesMcpClient notes = client(server.endpoint(), next)) {
        assertEquals("note n2", notes.readNote(new Notes.Key("n2")));
      }
      assertEquals(1, as.authorizationRequests().size());
      assertEquals(List.of("authorization_code"), as.grantTypes());
    }
  }

  @Test
  void aTokenIssuedForAnotherResourceIsRefused() throws Exception {
    try (ProtectedNotes server = new ProtectedNotes(as, resource -> { });
        OAuthClientAuthorizer oauth = OAuthClientAuthorizer.builder().userAgent(user("alice", false))
            .registeredClient(as.issuer(), APP).build();
        NotesMcpClient notes = client(server.endpoint(), oauth)) {
      as.misissueFor("https://other.example.com/mcp");
      RuntimeException refused = assertThrows(RuntimeException.class, () -> notes.readNote(new Notes.Key("n1")));
      assertTrue(causedBy(refused, AuthorizationChallenge.class), refused.toString());
    }
  }

  @Test
  void eachResourceGetsItsOwnTokenAndRefusesTheOther() throws Exception {
    InMemoryTokenStore store = new InMemoryTokenStore();
    try (ProtectedNotes first = new ProtectedNotes(as, resource -> { });
        ProtectedNotes second = new ProtectedNotes(as, resource -> { });
        OAuthClientAuthorizer oauth = OAuthClientAuthorizer.builder().userAgent(user("alice", false))
            .registeredClient(as.issuer(), APP).tokenStore(store).build();
        NotesMcpClient toFirst = client(first.endpoint(), oauth);
        NotesMcpClient toSecond = client(second.endpoint(), oauth)) {
      assertEquals("note a", toFirst.readNote(new Notes.Key("a")));
      assertEquals("note b", toSecond.readNote(new Notes.Key("b")));
      String firstToken = store.get(first.resource()).orElseThrow().accessToken();
      String secondToken = store.get(second.resource()).orElseThrow().accessToken();
      assertNotEquals(firstToken, secondToken);

      HttpResponse<String> replayed = readNote(second.endpoint(), firstToken);
      assertEquals(401, replayed.statusCode());
      String challenge = replayed.headers().firstValue("WWW-Authenticate").orElse("");
      assertTrue(challenge.contains("error=\"invalid_token\""), challenge);
      assertFalse(challenge.contains(firstToken), "the token is never echoed");
      assertEquals(200, readNote(second.endpoint(), secondToken).statusCode());
    }
  }

  @Test
  void aMissingScopeIsSteppedUpWithTheScopesHeldBefore() throws Exception {
    try (ProtectedNotes server = new ProtectedNotes(as,
            resource -> resource.requiredScopes("notes:read").toolScopes(NotesMcpServer.TOOL_SCOPES));
        OAuthClientAuthorizer oauth = OAuthClientAuthorizer.builder().userAgent(user("alice", true))
            .registeredClient(as.issuer(), APP).build();
        NotesMcpClient notes = client(server.endpoint(), oauth)) {
      assertEquals("note n1", notes.readNote(new Notes.Key("n1")));
      assertEquals("deleted n1", notes.deleteNote(new Notes.Key("n1")));

      List<Map<String, List<String>>> authorizations = as.authorizationRequests();
      assertEquals(2, authorizations.size());
      Set<String> first = Set.of(authorizations.get(0).get("scope").get(0).split(" "));
      Set<String> second = Set.of(authorizations.get(1).get("scope").get(0).split(" "));
      assertTrue(first.contains("notes:read") && !first.contains("notes:write"), first.toString());
      assertTrue(second.containsAll(Set.of("notes:read", "notes:write")), second.toString());
    }
  }

  @Test
  void theServerAnswers401WithItsMetadataAnd403ForAMissingToolScope() throws Exception {
    try (ProtectedNotes server = new ProtectedNotes(as,
        resource -> resource.requiredScopes("notes:read").toolScopes(NotesMcpServer.TOOL_SCOPES))) {
      HttpResponse<String> anonymous = readNote(server.endpoint(), null);
      assertEquals(401, anonymous.statusCode());
      assertEquals("Bearer resource_metadata=\"" + server.protectedResource().metadataUrl() + "\", scope=\"notes:read\"",
          anonymous.headers().firstValue("WWW-Authenticate").orElseThrow());

      HttpResponse<String> metadata = http.send(HttpRequest.newBuilder(server.protectedResource().metadataUrl()).build(),
          HttpResponse.BodyHandlers.ofString());
      assertEquals(200, metadata.statusCode());
      JsonObject document = Json.parse(metadata.body()).asObject();
      assertEquals(server.resource(), document.get("resource").asString());
      assertEquals(as.issuer(), document.get("authorization_servers").asArray().elements().get(0).asString());

      String readOnly = token("alice", server.resource(), "notes:read");
      assertEquals(200, readNote(server.endpoint(), readOnly).statusCode());
      HttpResponse<String> delete = post(server.endpoint(), readOnly, "delete_note",
          "{\"name\":\"delete_note\",\"arguments\":{\"id\":\"n1\"}}", 1);
      assertEquals(403, delete.statusCode());
      String challenge = delete.headers().firstValue("WWW-Authenticate").orElseThrow();
      assertTrue(challenge.contains("error=\"insufficient_scope\"") && challenge.contains("scope=\"notes:read notes:write\""),
          challenge);
    }
  }

  @Test
  void oneSubjectsRequestStateIsRefusedForAnother() throws Exception {
    try (ProtectedNotes server = new ProtectedNotes(as, resource -> { })) {
      String alice = token("alice", server.resource(), "");
      String bob = token("bob", server.resource(), "");
      HttpResponse<String> asked = post(server.endpoint(), alice, "confirm_delete",
          "{\"name\":\"confirm_delete\",\"arguments\":{}}", 1);
      assertEquals(200, asked.statusCode(), asked.body());
      JsonObject result = Json.parse(asked.body()).asObject().get("result").asObject();
      String state = result.get("requestState").asString();
      String answered = "{\"name\":\"confirm_delete\",\"arguments\":{},\"requestState\":\"" + state + "\","
          + "\"inputResponses\":{\"confirm\":{\"action\":\"accept\",\"content\":{\"ok\":true}}}}";

      JsonObject asBob = Json.parse(post(server.endpoint(), bob, "confirm_delete", answered, 2).body()).asObject();
      assertNotNull(asBob.get("error"), asBob.toString());
      assertEquals(-32602, asBob.get("error").asObject().get("code").asNumber().intValue());
      JsonObject asAlice = Json.parse(post(server.endpoint(), alice, "confirm_delete", answered, 3).body()).asObject();
      assertTrue(asAlice.get("result").toString().contains("confirmed"), asAlice.toString());
    }
  }

  /** A JWT from the authorization server for {@code subject}, audience {@code resource}. */
  private String token(String subject, String resource, String scope) {
    return as.issueToken(new DefaultOAuth2TokenCallback(AuthorizationServer.ISSUER_ID, subject, "JWT",
        List.of(resource), Map.of("scope", scope), 3600));
  }

  private HttpResponse<String> readNote(URI endpoint, String token) throws Exception {
    return post(endpoint, token, "read_note", "{\"name\":\"read_note\",\"arguments\":{\"id\":\"n1\"}}", 1);
  }

  /** A raw {@code tools/call} with every header 2026-07-28 asks for. */
  private HttpResponse<String> post(URI endpoint, String token, String tool, String params, int id) throws Exception {
    String withMeta = params.substring(0, params.length() - 1) + ",\"_meta\":{"
        + "\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
        + "\"io.modelcontextprotocol/clientCapabilities\":{\"elicitation\":{\"form\":{}}},"
        + "\"io.modelcontextprotocol/clientInfo\":{\"name\":\"raw\",\"version\":\"1\"}}}";
    HttpRequest.Builder request = HttpRequest.newBuilder(endpoint)
        .header("Content-Type", "application/json")
        .header("Accept", "application/json, text/event-stream")
        .header("MCP-Protocol-Version", "2026-07-28")
        .header("Mcp-Method", "tools/call")
        .header("Mcp-Name", tool)
        .POST(HttpRequest.BodyPublishers.ofString("{\"jsonrpc\":\"2.0\",\"id\":" + id
            + ",\"method\":\"tools/call\",\"params\":" + withMeta + "}", StandardCharsets.UTF_8));
    if (token != null) {
      request.header("Authorization", "Bearer " + token);
    }
    return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
  }

  private static boolean causedBy(Throwable failure, Class<? extends Throwable> type) {
    for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
      if (type.isInstance(cause)) {
        return true;
      }
    }
    return false;
  }
}
