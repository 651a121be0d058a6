package io.mcpgen.runtime.transport.http;

import java.net.URI;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Which browser origins may call the server (DNS-rebinding protection): a request whose
 * {@code Origin} header is present and not allowed gets HTTP 403. Requests without the header
 * (non-browser clients) are not affected.
 */
final class OriginPolicy {

  private static final Set<String> LOOPBACK_HOSTS = Set.of("localhost", "127.0.0.1", "[::1]", "::1");

  private final Set<String> exact;
  private final boolean localhost;

  private OriginPolicy(Set<String> exact, boolean localhost) {
    this.exact = exact.stream().map(OriginPolicy::normalize).collect(Collectors.toUnmodifiableSet());
    this.localhost = localhost;
  }

  /** Origins on a loopback host (any scheme http/https, any port), plus these exact ones. */
  static OriginPolicy localhostAnd(Set<String> exact) {
    return new OriginPolicy(exact, true);
  }

  /** Only these exact origins. */
  static OriginPolicy only(Set<String> exact) {
    return new OriginPolicy(exact, false);
  }

  boolean allows(String origin) {
    String normalized = normalize(origin);
    if (exact.contains(normalized)) {
      return true;
    }
    if (!localhost) {
      return false;
    }
    try {
      URI uri = new URI(normalized);
      String scheme = uri.getScheme();
      return ("http".equals(scheme) || "https".equals(scheme)) && uri.getHost() != null
          && LOOPBACK_HOSTS.contains(uri.getHost()) && uri.getRawPath().isEmpty() && uri.getRawQuery() == null;
    } catch (java.net.URISyntaxException e) {
      return false;
    }
  }

  private static String normalize(String origin) {
    String trimmed = origin.trim().toLowerCase(Locale.ROOT);
    return trimmed.endsWith("/") ? trimmed.substring(0, trimmed.length() - 1) : trimmed;
  }
}
