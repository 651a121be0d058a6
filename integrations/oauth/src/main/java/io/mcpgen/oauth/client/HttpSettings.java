package io.mcpgen.oauth.client;

import com.nimbusds.oauth2.sdk.http.HTTPRequest;
import java.time.Duration;

/** How the authorizer's own HTTP requests (discovery, registration, tokens) are made. */
record HttpSettings(Duration connectTimeout, Duration readTimeout) {

  /** Applies the timeouts; redirects are never followed (a metadata or token endpoint must answer itself). */
  HTTPRequest prepare(HTTPRequest request) {
    request.setConnectTimeout((int) connectTimeout.toMillis());
    request.setReadTimeout((int) readTimeout.toMillis());
    request.setFollowRedirects(false);
    return request;
  }
}
