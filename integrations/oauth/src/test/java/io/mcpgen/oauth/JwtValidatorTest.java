package io.mcpgen.oauth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.oauth.server.InvalidTokenException;
import io.mcpgen.oauth.server.JwtAccessTokenValidator;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import no.nav.security.mock.oauth2.token.DefaultOAuth2TokenCallback;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The JWT validator's subject and lifetime rules, on tokens signed by a real authorization server. */
class JwtValidatorTest {

  private static final String RESOURCE = "https://mcp.example.com/mcp";

  private AuthorizationServer as;

  @BeforeEach
  void start() {
    as = new AuthorizationServer();
  }

  @AfterEach
  void stop() {
    as.close();
  }

  private JwtAccessTokenValidator validator(Duration maxLifetime) {
    JwtAccessTokenValidator.Builder builder = JwtAccessTokenValidator.builder(as.issuer(), as.jwks(), RESOURCE);
    return maxLifetime == null ? builder.build() : builder.maxLifetime(maxLifetime).build();
  }

  private String token(String subject, long lifetimeSeconds, Map<String, Object> claims) {
    Map<String, Object> all = new HashMap<>(claims);
    all.put("scope", "mcp");
    return as.issueToken(new DefaultOAuth2TokenCallback(AuthorizationServer.ISSUER_ID, subject, "JWT",
        List.of(RESOURCE), all, lifetimeSeconds));
  }

  @Test
  void anOrdinaryTokenSpeaksForItsSubject() throws Exception {
    assertEquals("carol", validator(null).validate(token("carol", 3600, Map.of())).subject());
  }

  @Test
  void anEmptyOrBlankSubjectIsRefused() {
    JwtAccessTokenValidator validator = validator(null);
    for (String subject : new String[] {"", "   "}) {
      InvalidTokenException refused = assertThrows(InvalidTokenException.class,
          () -> validator.validate(token(subject, 3600, Map.of())), "sub=\"" + subject + "\"");
      assertTrue(refused.getMessage().contains("subject"), refused.getMessage());
    }
  }

  @Test
  void aTokenLivingLongerThanTheMaximumIsRefused() throws Exception {
    InvalidTokenException tenYears = assertThrows(InvalidTokenException.class,
        () -> validator(null).validate(token("carol", Duration.ofDays(3650).toSeconds(), Map.of())));
    assertTrue(tenYears.getMessage().contains("86400 s"), tenYears.getMessage());

    JwtAccessTokenValidator twoHours = validator(Duration.ofHours(2));
    assertThrows(InvalidTokenException.class, () -> twoHours.validate(token("carol", 3 * 3600, Map.of())));
    assertEquals("carol", twoHours.validate(token("carol", 3600, Map.of())).subject());
  }

  @Test
  void aTokenIssuedLongBeforeForLongerThanTheMaximumIsRefusedThoughItExpiresSoon() {
    long issued = Instant.now().minus(Duration.ofDays(2)).getEpochSecond();
    InvalidTokenException refused = assertThrows(InvalidTokenException.class,
        () -> validator(null).validate(token("carol", 3600, Map.of("iat", issued))));
    assertTrue(refused.getMessage().contains("issued for longer"), refused.getMessage());
  }
}
