package io.mcpgen.runtime.transport.http.server;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Arrays;

/**
 * Whom a 2025-era session counts against, for the per-principal limit: the authenticated
 * principal, or when anonymous the client's address (an IPv6 client by its /64, which one host
 * commonly holds whole, so that rotating addresses within it buys no more sessions).
 *
 * @param principal the principal, or null when anonymous
 * @param address the address (or /64 prefix) of an anonymous client, or null when unknown or not anonymous
 */
record SessionOwner(String principal, String address) {

  /** The owner of a request by {@code principal} (null when anonymous) from {@code remote} (null when unknown). */
  static SessionOwner of(String principal, InetAddress remote) {
    if (principal != null) {
      return new SessionOwner(principal, null);
    }
    return new SessionOwner(null, remote == null ? null : addressKey(remote));
  }

  /** For a log line: {@code principal NAME} or {@code address A}, unescaped (the summary escapes it). */
  String shown() {
    if (principal != null) {
      return "principal " + principal;
    }
    return address == null ? "an unknown address" : "address " + address;
  }

  private static String addressKey(InetAddress remote) {
    if (remote instanceof Inet6Address) {
      try {
        byte[] prefix = Arrays.copyOf(remote.getAddress(), 16);
        Arrays.fill(prefix, 8, 16, (byte) 0);
        return InetAddress.getByAddress(prefix).getHostAddress() + "/64";
      } catch (UnknownHostException impossible) {
        throw new IllegalStateException(impossible); // sixteen bytes are always an address
      }
    }
    return remote.getHostAddress();
  }
}
