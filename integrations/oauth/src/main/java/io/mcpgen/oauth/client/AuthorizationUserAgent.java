package io.mcpgen.oauth.client;

import java.io.IOException;
import java.net.URI;

/**
 * The user's part of the authorization code flow: show the authorization request to the user (a
 * browser), and bring back the redirect the authorization server answered with. A desktop app
 * uses {@link LoopbackBrowserUserAgent}; tests and other automated callers supply their own, e.g.
 * {@link RedirectReadingUserAgent} against a server that consents at once.
 */
public interface AuthorizationUserAgent {

  /** The redirect URI to register and send in the authorization request. */
  URI redirectUri();

  /**
   * Has the user authorize, and waits for the redirect.
   *
   * @param authorizationRequest the full authorization request URL to open
   * @return the redirect URI the authorization server sent the user agent to, with its query
   *     ({@code code}, {@code state}, {@code iss}, or {@code error})
   * @throws IOException when the user agent could not be shown or the redirect did not come
   */
  URI authorize(URI authorizationRequest) throws IOException;
}
