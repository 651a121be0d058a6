package io.mcpgen.oauth.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.transport.http.server.AuthenticatedCaller;
import io.mcpgen.runtime.transport.http.server.AuthenticationException;
import io.mcpgen.runtime.transport.http.server.RequestHeaders;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The protected resource's answers, with a validator that knows two fixed tokens. */
class ProtectedResourceTest {

  private final ProtectedResource resource = ProtectedResource.builder("https://mcp.example.com/mcp")
      .authorizationServer("https://auth.example.com")
      .validator(token -> {
        switch (token) {
          case "reader":
            return new ValidatedToken("alice", Set.of("read"), null);
          case "writer":
            return new ValidatedToken("bob", Set.of("read", "write"), null);
          default:
            throw new InvalidTokenException("the token was refused: \"odd\"\r\nX-Injected: yes \\ end");
        }
      })
      .requiredScopes("read")
      .toolScopes(Map.of("delete", List.of("write")))
      .build();

  private static RequestHeaders headers(String authorization, String method, String name) {
    Map<String, List<String>> headers = new java.util.HashMap<>();
    if (authorization != null) {
      headers.put("Authorization", List.of(authorization));
    }
    headers.put("Mcp-Method", List.of(method));
    if (name != null) {
      headers.put("Mcp-Name", List.of(name));
    }
    return RequestHeaders.of(headers);
  }

  @Test
  void theMetadataDocumentNamesTheResourceItsServerAndScopes() {
    assertEquals("/.well-known/oauth-protected-resource/mcp", resource.metadataPath());
    assertEquals("https://mcp.example.com/.well-known/oauth-protected-resource/mcp", resource.metadataUrl().toString());
    JsonObject document = Json.parse(resource.metadataDocument()).asObject();
    assertEquals("https://mcp.example.com/mcp", document.get("resource").asString());
    assertEquals("https://auth.example.com", document.get("authorization_servers").asArray().elements().get(0).asString());
    assertEquals(2, document.get("scopes_supported").asArray().elements().size());
  }

  @Test
  void theSubjectIsThePrincipalWhenTheScopesSuffice() throws Exception {
    assertEquals("alice", resource.authenticate(headers("Bearer reader", "tools/list", null)));
    assertEquals("alice", resource.authenticate(headers("bearer reader", "tools/call", "read")));
    assertEquals("bob", resource.authenticate(headers("Bearer writer", "tools/call", "delete")));
    AuthenticatedCaller writer = resource.admit(headers("Bearer writer", "tools/call", "delete"));
    assertEquals("bob", writer.principal());
    writer.authorize("tools/call", call("delete"));
    resource.admit(headers("Bearer reader", "tools/call", "read")).authorize("tools/call", call("read"));
  }

  private static JsonObject call(String tool) {
    return JsonObject.builder().put("name", tool).put("arguments", JsonObject.empty()).build();
  }

  @Test
  void noTokenIs401WithTheMetadataAndTheScopesNeeded() {
    AuthenticationException refused = assertThrows(AuthenticationException.class,
        () -> resource.authenticate(headers(null, "tools/call", "delete")));
    assertEquals(401, refused.status());
    // The head decides nothing about the tool: its scopes are asked for once the call is parsed.
    assertEquals("Bearer resource_metadata=\"https://mcp.example.com/.well-known/oauth-protected-resource/mcp\","
        + " scope=\"read\"", refused.challenge());
  }

  @Test
  void aRefusedTokenIs401InvalidTokenWithAHeaderSafeDescription() {
    AuthenticationException refused = assertThrows(AuthenticationException.class,
        () -> resource.authenticate(headers("Bearer forged", "tools/list", null)));
    assertEquals(401, refused.status());
    assertTrue(refused.challenge().contains("error=\"invalid_token\""), refused.challenge());
    assertTrue(refused.challenge().matches("[\\x20-\\x7E]*"), refused.challenge());
    assertTrue(refused.challenge().endsWith("error_description=\"the token was refused: 'odd'''X-Injected: yes ' end\""),
        refused.challenge());
  }

  @Test
  void aMissingToolScopeIs403InsufficientScopeOnTheParsedCallWhateverTheHeadersSay() throws Exception {
    AuthenticatedCaller reader = resource.admit(headers("Bearer reader", "tools/list", null));
    AuthenticationException refused = assertThrows(AuthenticationException.class,
        () -> reader.authorize("tools/call", call("delete")));
    assertEquals(403, refused.status());
    assertTrue(refused.challenge().contains("scope=\"read write\", error=\"insufficient_scope\""), refused.challenge());
    reader.authorize("tools/list", null);
    reader.authorize("notifications/initialized", null);
    reader.authorize("tools/call", JsonObject.of("name", JsonObject.empty())); // malformed: the engine refuses it
  }

  @Test
  void aTokenWithoutTheRequiredScopeIs403AtAdmission() {
    ProtectedResource strict = ProtectedResource.builder("https://mcp.example.com/mcp")
        .authorizationServer("https://auth.example.com")
        .validator(token -> new ValidatedToken("carol", Set.of("other"), null))
        .requiredScopes("read")
        .build();
    AuthenticationException refused = assertThrows(AuthenticationException.class,
        () -> strict.admit(headers("Bearer any", "tools/list", null)));
    assertEquals(403, refused.status());
    assertTrue(refused.challenge().contains("scope=\"read\", error=\"insufficient_scope\""), refused.challenge());
  }

  @Test
  void anotherSchemeOrTwoAuthorizationHeadersAre401InvalidRequest() {
    AuthenticationException basic = assertThrows(AuthenticationException.class,
        () -> resource.authenticate(headers("Basic YTpi", "tools/list", null)));
    assertTrue(basic.challenge().contains("error=\"invalid_request\""), basic.challenge());
    AuthenticationException two = assertThrows(AuthenticationException.class, () -> resource.authenticate(
        RequestHeaders.of(Map.of("Authorization", List.of("Bearer reader", "Bearer writer")))));
    assertEquals(401, two.status());
  }
}
