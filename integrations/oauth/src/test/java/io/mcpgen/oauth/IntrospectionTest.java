package io.mcpgen.oauth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.mcpgen.oauth.server.IntrospectionAccessTokenValidator;
import io.mcpgen.oauth.server.InvalidTokenException;
import io.mcpgen.oauth.server.ValidatedToken;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Set;
import no.nav.security.mock.oauth2.token.DefaultOAuth2TokenCallback;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The introspection validator against the authorization server's introspection endpoint (RFC 7662). */
class IntrospectionTest {

  private static final String RESOURCE = "https://mcp.example.com/mcp";

  private AuthorizationServer as;
  private IntrospectionAccessTokenValidator validator;

  @BeforeEach
  void start() {
    as = new AuthorizationServer();
    validator = new IntrospectionAccessTokenValidator(URI.create(as.issuer() + "/introspect"), "notes-server",
        "notes-server-secret", as.issuer(), RESOURCE);
  }

  @AfterEach
  void stop() {
    as.close();
  }

  private String token(String audience, long lifetime) {
    return as.issueToken(new DefaultOAuth2TokenCallback(AuthorizationServer.ISSUER_ID, "carol", "JWT",
        List.of(audience), Map.of("scope", "notes:read notes:write"), lifetime));
  }

  @Test
  void anActiveTokenForThisResourceSpeaksForItsSubject() throws Exception {
    ValidatedToken valid = validator.validate(token(RESOURCE, 3600));
    assertEquals("carol", valid.subject());
    assertEquals(Set.of("notes:read", "notes:write"), valid.scopes());
  }

  @Test
  void aTokenForAnotherResourceOrExpiredOrUnknownIsRefused() {
    assertThrows(InvalidTokenException.class, () -> validator.validate(token("https://other.example.com/mcp", 3600)));
    assertThrows(InvalidTokenException.class, () -> validator.validate(token(RESOURCE, -600)));
    assertThrows(InvalidTokenException.class, () -> validator.validate("not-a-token"));
  }

  @Test
  void aValidTokenIsIntrospectedOnceWhileCachedAndARefusedOneEveryTime() throws Exception {
    String first = token(RESOURCE, 3600);
    for (int i = 0; i < 5; i++) {
      assertEquals("carol", validator.validate(first).subject());
    }
    assertEquals(1, as.introspections());
    validator.validate(token(RESOURCE, 3600));
    assertEquals(2, as.introspections());
    String other = token("https://other.example.com/mcp", 3600);
    assertThrows(InvalidTokenException.class, () -> validator.validate(other));
    assertThrows(InvalidTokenException.class, () -> validator.validate(other));
    assertEquals(4, as.introspections());
  }

  @Test
  void neitherTheClientSecretNorTheTokenReachesAnyLogLineAtAnyLevel() throws Exception {
    String token = token(RESOURCE, 300);
    String basic = Base64.getEncoder().encodeToString("notes-server:notes-server-secret".getBytes(StandardCharsets.UTF_8));
    try (ClientLogCapture logs = new ClientLogCapture()) {
      assertEquals("carol", validator.validate(token).subject());
      assertThrows(InvalidTokenException.class, () -> validator.validate("unknown-token-value"));
      String printed = logs.printed();
      for (String secret : List.of("notes-server-secret", basic, token, "unknown-token-value")) {
        assertFalse(printed.contains(secret), "a secret was logged:\n" + printed);
      }
    }
  }

  @Test
  void withoutACacheEveryValidationIntrospects() throws Exception {
    IntrospectionAccessTokenValidator uncached = IntrospectionAccessTokenValidator.builder(
        URI.create(as.issuer() + "/introspect"), "notes-server", "notes-server-secret", as.issuer(), RESOURCE)
        .cacheTtl(Duration.ZERO).build();
    String token = token(RESOURCE, 3600);
    uncached.validate(token);
    uncached.validate(token);
    assertEquals(2, as.introspections());
  }
}
