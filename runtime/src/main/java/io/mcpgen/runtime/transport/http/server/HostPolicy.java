package io.mcpgen.runtime.transport.http.server;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Which {@code Host} values a request may carry (DNS-rebinding protection for requests without an
 * {@code Origin}): the address the connection arrived on, written as an IP literal; on a loopback
 * connection also {@code localhost} and the loopback literals; and the configured names. The port
 * is not compared. No name is ever looked up in DNS.
 */
final class HostPolicy {

  private static final Pattern IPV4 = Pattern.compile("\\d{1,3}(\\.\\d{1,3}){3}");
  private static final Pattern NAME = Pattern.compile("[a-z0-9._~!$&'()*+,;=%-]*");
  private static final Set<String> LOOPBACK_NAMES = Set.of("localhost", "127.0.0.1", "[::1]");

  private final Set<String> names;
  private final boolean any;

  HostPolicy(Set<String> names, boolean any) {
    this.names = names;
    this.any = any;
  }

  /**
   * The first {@code Host} value that is not allowed, or null when all are (or there is none, as
   * an HTTP/1.0 client may send: no browser does that).
   */
  String refused(List<String> hosts, InetAddress local) {
    if (any) {
      return null;
    }
    for (String host : hosts) {
      if (!allows(host, local)) {
        return host;
      }
    }
    return null;
  }

  boolean allows(String host, InetAddress local) {
    String name = hostPart(host.trim().toLowerCase(Locale.ROOT));
    if (name == null || name.isEmpty()) {
      return false;
    }
    if (names.contains(name)) {
      return true;
    }
    if (local != null && local.isLoopbackAddress() && LOOPBACK_NAMES.contains(name)) {
      return true;
    }
    InetAddress literal = literal(name);
    return literal != null && literal.equals(local);
  }

  /** The host without its port; null when the value is malformed. */
  private static String hostPart(String value) {
    if (value.startsWith("[")) {
      int close = value.indexOf(']');
      if (close < 0 || (close + 1 < value.length() && value.charAt(close + 1) != ':')) {
        return null;
      }
      return value.substring(0, close + 1);
    }
    int colon = value.indexOf(':');
    String name = colon < 0 ? value : value.substring(0, colon);
    if (name.endsWith(".")) {
      name = name.substring(0, name.length() - 1); // "example.com." names the same host
    }
    return NAME.matcher(name).matches() ? name : null;
  }

  /** The address an IP literal names, or null for a name (which is never looked up). */
  private static InetAddress literal(String name) {
    try {
      if (IPV4.matcher(name).matches()) {
        String[] parts = name.split("\\.");
        byte[] bytes = new byte[4];
        for (int i = 0; i < 4; i++) {
          int part = Integer.parseInt(parts[i]);
          if (part > 255) {
            return null; // InetAddress would take it for a name and look it up
          }
          bytes[i] = (byte) part;
        }
        return InetAddress.getByAddress(bytes);
      }
      // A bracketed IPv6 literal is parsed, never resolved; anything else in brackets is refused.
      return name.startsWith("[") ? InetAddress.getByName(name) : null;
    } catch (UnknownHostException | RuntimeException malformed) {
      return null;
    }
  }
}
