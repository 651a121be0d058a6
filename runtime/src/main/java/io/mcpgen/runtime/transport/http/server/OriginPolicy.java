package io.mcpgen.runtime.transport.http.server;

import java.net.URI;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Which browser origins may call the server (DNS-rebinding protection): a request with an
 * {@code Origin} header that is not allowed gets HTTP 403, and so does one with several such
 * headers of which any is not allowed. Requests without the header (non-browser clients) are not
 * affected.
 */
final class OriginPolicy {

  private static final Set<String> LOOPBACK_HOSTS = Set.of("localhost", "127.0.0.1", "[::1]", "::1");

  private final Set<String> exact;

  OriginPolicy(Set<String> exact) {
    this.exact = exact.stream().map(OriginPolicy::normalize).collect(Collectors.toUnmodifiableSet());
  }

  /**
   * The first {@code Origin} value that is not allowed, or null when all are.
   *
   * @param loopback whether the request arrived on a loopback address: then origins on a loopback
   *     host (http or https, any port) are allowed besides the configured ones
   */
  String refused(List<String> origins, boolean loopback) {
    for (String origin : origins) {
      if (!allows(origin, loopback)) {
        return origin;
      }
    }
    return null;
  }

  boolean allows(String origin, boolean loopback) {
    String normalized = normalize(origin);
    if (exact.contains(normalized)) {
      return true;
    }
    if (!loopback) {
      return false;
    }
    try {
      URI uri = new URI(normalized);
      String scheme = uri.getScheme();
      return ("http".equals(scheme) || "https".equals(scheme)) && uri.getHost() != null
          && LOOPBACK_HOSTS.contains(uri.getHost()) && uri.getRawPath().isEmpty() && uri.getRawQuery() == null
          && uri.getRawUserInfo() == null;
    } catch (java.net.URISyntaxException e) {
      return false;
    }
  }

  private static String normalize(String origin) {
    String trimmed = origin.trim().toLowerCase(Locale.ROOT);
    return trimmed.endsWith("/") ? trimmed.substring(0, trimmed.length() - 1) : trimmed;
  }
}
