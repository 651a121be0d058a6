package io.mcpgen.oauth.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

class BearerChallengeTest {

  @Test
  void readsTheBearerParametersQuotedOrNot() {
    BearerChallenge challenge = BearerChallenge.of(List.of(
        "Bearer error=\"insufficient_scope\", scope=\"files:read files:write\", "
            + "resource_metadata=\"https://mcp.example.com/.well-known/oauth-protected-resource/mcp\""));
    assertEquals("insufficient_scope", challenge.error());
    assertEquals(List.of("files:read", "files:write"), challenge.scopes());
    assertEquals("https://mcp.example.com/.well-known/oauth-protected-resource/mcp", challenge.resourceMetadata());
    assertEquals("invalid_token", BearerChallenge.of(List.of("Bearer error=invalid_token")).error());
  }

  @Test
  void findsTheBearerChallengeAmongOthersAndInAnyCase() {
    BearerChallenge challenge = BearerChallenge.of(List.of("Basic realm=\"x\"",
        "DPoP algs=\"ES256\", bearer scope=\"a\", realm=\"r\""));
    assertEquals(List.of("a"), challenge.scopes());
  }

  @Test
  void aDpopClientPrefersTheDpopChallengeAndEitherFallsBackToTheOther() {
    List<String> both = List.of("Bearer scope=\"b\", DPoP algs=\"ES256\", scope=\"d\"");
    assertEquals(List.of("b"), BearerChallenge.of(both, false).scopes());
    assertEquals(List.of("d"), BearerChallenge.of(both, true).scopes());
    assertEquals("use_dpop_nonce", BearerChallenge.of(List.of("DPoP error=\"use_dpop_nonce\""), false).error());
    assertEquals(List.of("b"), BearerChallenge.of(List.of("Bearer scope=\"b\""), true).scopes());
  }

  @Test
  void quotedCommasAndEscapesStayInTheirValue() {
    BearerChallenge challenge = BearerChallenge.of(List.of(
        "Bearer error_description=\"a, \\\"quoted\\\" b\", scope=\"s\""));
    assertEquals(List.of("s"), challenge.scopes());
  }

  @Test
  void noBearerChallengeReadsAsNone() {
    BearerChallenge challenge = BearerChallenge.of(List.of("Basic realm=\"x\""));
    assertNull(challenge.error());
    assertNull(challenge.resourceMetadata());
    assertEquals(List.of(), challenge.scopes());
    assertEquals(List.of(), BearerChallenge.of(List.of()).scopes());
    assertEquals(List.of(), BearerChallenge.of(List.of("Bearer scope=\"\"")).scopes());
  }
}
