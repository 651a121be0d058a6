package io.mcpgen.oauth.client;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Objects;

/**
 * A user agent without a user: it requests the authorization URL and follows the authorization
 * server's redirects (at most five) until one points at the redirect URI, which it returns without
 * requesting it. It suits authorization servers that consent without a login page: test servers,
 * and setups where the user is already known to the server by other means.
 */
public final class RedirectReadingUserAgent implements AuthorizationUserAgent {

  private static final int MAX_REDIRECTS = 5;

  private final URI redirectUri;
  private final HttpClient http;

  /** With a fresh HTTP client (10 s connect timeout). */
  public RedirectReadingUserAgent(URI redirectUri) {
    this(redirectUri, HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10))
        .followRedirects(HttpClient.Redirect.NEVER).build());
  }

  /** With {@code http}, which must not follow redirects itself. */
  public RedirectReadingUserAgent(URI redirectUri, HttpClient http) {
    this.redirectUri = Objects.requireNonNull(redirectUri, "redirectUri");
    this.http = Objects.requireNonNull(http, "http");
  }

  @Override
  public URI redirectUri() {
    return redirectUri;
  }

  @Override
  public URI authorize(URI authorizationRequest) throws IOException {
    URI next = authorizationRequest;
    for (int hop = 0; hop <= MAX_REDIRECTS; hop++) {
      HttpResponse<Void> response;
      try {
        response = http.send(HttpRequest.newBuilder(next).timeout(Duration.ofSeconds(30)).GET().build(),
            HttpResponse.BodyHandlers.discarding());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IOException("interrupted while waiting for the authorization server", e);
      }
      String location = response.headers().firstValue("Location").orElse(null);
      if (response.statusCode() / 100 != 3 || location == null) {
        throw new IOException("the authorization server answered HTTP " + response.statusCode()
            + " without redirecting (it may want a login page, which this user agent cannot show)");
      }
      URI target = next.resolve(location);
      if (isRedirectUri(target)) {
        return target;
      }
      next = target;
    }
    throw new IOException("more than " + MAX_REDIRECTS + " redirects from the authorization server");
  }

  private boolean isRedirectUri(URI target) {
    return Objects.equals(target.getScheme(), redirectUri.getScheme())
        && Objects.equals(target.getRawAuthority(), redirectUri.getRawAuthority())
        && Objects.equals(target.getRawPath(), redirectUri.getRawPath());
  }
}
