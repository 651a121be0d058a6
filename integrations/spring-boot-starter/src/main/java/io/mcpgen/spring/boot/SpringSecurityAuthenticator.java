package io.mcpgen.spring.boot;

import io.mcpgen.runtime.transport.http.server.HttpAuthenticator;
import io.mcpgen.runtime.transport.http.server.RequestHeaders;
import org.springframework.security.authentication.AnonymousAuthenticationToken;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * The principal of a request is the name of Spring Security's {@link Authentication} for it, so a
 * requestState minted for one user is refused for another. Anonymous (or absent) authentication
 * is an anonymous caller; refusing those is Spring Security's job (its filter chain runs first).
 *
 * <p>Reads the security context of the thread serving the request: the servlet adapter
 * authenticates on the container thread, inside Spring Security's filter chain.
 */
final class SpringSecurityAuthenticator implements HttpAuthenticator {

  @Override
  public String authenticate(RequestHeaders headers) {
    Authentication authentication = SecurityContextHolder.getContext().getAuthentication();
    if (authentication == null || !authentication.isAuthenticated()
        || authentication instanceof AnonymousAuthenticationToken) {
      return null;
    }
    return authentication.getName();
  }
}
