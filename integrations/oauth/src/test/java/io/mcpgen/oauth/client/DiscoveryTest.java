package io.mcpgen.oauth.client;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.oauth.http.JdkHttp;
import java.net.URI;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** Which resource identifiers name an MCP endpoint (the check before any token is asked for). */
class DiscoveryTest {

  private static final URI ENDPOINT = URI.create("https://mcp.example.com/tenant/mcp");

  @Test
  void theEndpointItselfItsOriginAndItsParentPathsNameIt() {
    assertTrue(Discovery.names("https://mcp.example.com/tenant/mcp", ENDPOINT));
    assertTrue(Discovery.names("https://MCP.example.com:443/tenant", ENDPOINT));
    assertTrue(Discovery.names("https://mcp.example.com", ENDPOINT));
    assertTrue(Discovery.names("https://mcp.example.com/", ENDPOINT));
  }

  @Test
  void anAuthorizationServerOnPlainHttpIsRefusedUnlessOnLoopback() {
    Discovery discovery = new Discovery(new JdkHttp(Duration.ofSeconds(1), Duration.ofSeconds(1)));
    for (String issuer : new String[] {"http://auth.example.com", "ftp://auth.example.com", "https://auth.example.com?x=1",
        "https://auth.example.com#f", "not a url"}) {
      OAuthException refused = assertThrows(OAuthException.class, () -> discovery.authorizationServer(issuer));
      assertTrue(refused.getMessage().contains("refused") || refused.getMessage().contains("not a URL"),
          refused.getMessage());
    }
  }

  @Test
  void anotherOriginPathOrAFragmentDoesNot() {
    assertFalse(Discovery.names("https://evil.example.com/tenant/mcp", ENDPOINT));
    assertFalse(Discovery.names("http://mcp.example.com/tenant/mcp", ENDPOINT));
    assertFalse(Discovery.names("https://mcp.example.com:8443/tenant/mcp", ENDPOINT));
    assertFalse(Discovery.names("https://mcp.example.com/ten", ENDPOINT));
    assertFalse(Discovery.names("https://mcp.example.com/tenant/mcp/other", ENDPOINT));
    assertFalse(Discovery.names("https://mcp.example.com/tenant/mcp#x", ENDPOINT));
    assertFalse(Discovery.names("not a uri", ENDPOINT));
    assertFalse(Discovery.names(null, ENDPOINT));
  }
}
