package io.mcpgen.runtime.transport.http.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Which {@code Host} values pass, for connections on IPv4, IPv6, loopback and not. */
class HostPolicyTest {

  private final HostPolicy policy = new HostPolicy(Set.of("mcp.example.com"), false);

  @Test
  void anIpv6LoopbackConnectionAllowsItsLiteralAndLocalhost() throws Exception {
    InetAddress local = InetAddress.getByName("[::1]");
    assertTrue(policy.allows("[::1]:8080", local));
    assertTrue(policy.allows("[0:0:0:0:0:0:0:1]", local));
    assertTrue(policy.allows("localhost:8080", local));
    assertFalse(policy.allows("[::2]", local));
    assertFalse(policy.allows("[::1", local));
    assertFalse(policy.allows("[::1]x", local));
  }

  @Test
  void aConnectionOnAnotherAddressAllowsThatAddressAndTheNamesButNotLocalhost() throws Exception {
    InetAddress local = InetAddress.getByName("10.0.0.5");
    assertTrue(policy.allows("10.0.0.5:8080", local));
    assertTrue(policy.allows("mcp.example.com", local));
    assertFalse(policy.allows("localhost", local));
    assertFalse(policy.allows("127.0.0.1", local));
    assertFalse(policy.allows("10.0.0.6", local));
  }

  @Test
  void malformedValuesAndNamesThatOnlyLookLikeAddressesAreRefusedWithoutALookup() throws Exception {
    InetAddress local = InetAddress.getByName("127.0.0.1");
    for (String host : new String[] {"", ":8080", "a b", "mcp.example.com/x", "256.0.0.1", "127.0.0.1.evil",
        "mcp.example.com@evil", "[mcp.example.com]"}) {
      assertFalse(policy.allows(host, local), host);
    }
  }

  @Test
  void refusedNamesTheFirstBadValueAndAbsentHostPasses() throws Exception {
    InetAddress local = InetAddress.getByName("127.0.0.1");
    assertNull(policy.refused(List.of(), local));
    assertEquals("evil.example", policy.refused(List.of("localhost", "evil.example"), local));
    assertNull(new HostPolicy(Set.of(), true).refused(List.of("evil.example"), local));
  }

  @Test
  void anUnknownLocalAddressAllowsOnlyTheConfiguredNames() {
    assertTrue(policy.allows("mcp.example.com:443", null));
    assertFalse(policy.allows("localhost", null));
    assertFalse(policy.allows("127.0.0.1", null));
  }
}
