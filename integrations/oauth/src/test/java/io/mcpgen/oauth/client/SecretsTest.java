package io.mcpgen.oauth.client;

import static org.junit.jupiter.api.Assertions.assertFalse;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Tokens and secrets never show in what may reach a log. */
class SecretsTest {

  @Test
  void tokensAndSecretsAreNotPrinted() {
    String tokens = new Tokens("access-123", "refresh-456", Instant.EPOCH, List.of("a"), "https://as", "app").toString();
    assertFalse(tokens.contains("access-123") || tokens.contains("refresh-456"), tokens);
    String credentials = new ClientCredentials("app", "secret-789").toString();
    assertFalse(credentials.contains("secret-789"), credentials);
  }
}
