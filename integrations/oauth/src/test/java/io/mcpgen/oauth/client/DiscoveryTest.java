package io.mcpgen.oauth.client;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
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
