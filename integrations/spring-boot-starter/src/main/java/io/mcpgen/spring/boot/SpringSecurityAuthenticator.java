package io.mcpgen.spring.boot;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.mrtr.McpMethods;
import io.mcpgen.runtime.transport.http.server.AuthenticatedCaller;
import io.mcpgen.runtime.transport.http.server.AuthenticationException;
import io.mcpgen.runtime.transport.http.server.HttpAuthenticator;
import io.mcpgen.runtime.transport.http.server.RequestHeaders;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.springframework.security.authentication.AnonymousAuthenticationToken;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.GrantedAuthority;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * The principal of a request is the name of Spring Security's {@link Authentication} for it, so a
 * requestState minted for one user is refused for another. Anonymous (or absent) authentication
 * is an anonymous caller; refusing those is Spring Security's job (its filter chain runs first).
 * A {@code tools/call} of a tool listed in {@code mcpgen.server.tool-authorities} needs one of the
 * tool's authorities: without, HTTP 403 (401 when anonymous), decided on the parsed request, in
 * both eras.
 *
 * <p>Reads the security context of the thread serving the request: the servlet adapter
 * authenticates on the container thread, inside Spring Security's filter chain.
 */
final class SpringSecurityAuthenticator implements HttpAuthenticator {

  private static final String SCOPE_PREFIX = "SCOPE_";

  private final Map<String, List<String>> toolAuthorities;

  SpringSecurityAuthenticator(Map<String, List<String>> toolAuthorities) {
    Map<String, List<String>> copy = new LinkedHashMap<>();
    toolAuthorities.forEach((tool, authorities) -> copy.put(tool, List.copyOf(authorities)));
    this.toolAuthorities = Map.copyOf(copy);
  }

  @Override
  public String authenticate(RequestHeaders headers) {
    return principal(current());
  }

  @Override
  public AuthenticatedCaller admit(RequestHeaders headers) {
    Authentication authentication = current(); // read on the container thread, where the filter chain put it
    String principal = principal(authentication);
    if (toolAuthorities.isEmpty()) {
      return AuthenticatedCaller.of(principal);
    }
    return new AuthenticatedCaller() {
      @Override
      public String principal() {
        return principal;
      }

      @Override
      public void authorize(String method, JsonObject params) throws AuthenticationException {
        if (!McpMethods.TOOLS_CALL.equals(method) || params == null) {
          return;
        }
        JsonValue name = params.get("name");
        List<String> needed = name instanceof JsonString ? toolAuthorities.get(name.asString()) : null;
        if (needed == null || needed.isEmpty()) {
          return;
        }
        if (principal == null) {
          throw new AuthenticationException("Unauthorized: tool " + name.asString() + " needs an authenticated caller",
              null);
        }
        for (GrantedAuthority granted : authentication.getAuthorities()) {
          if (needed.contains(granted.getAuthority())) {
            return;
          }
        }
        throw AuthenticationException.forbidden("Forbidden: tool " + name.asString() + " needs one of " + needed,
            challenge(needed));
      }
    };
  }

  /** {@code insufficient_scope} with the scopes when every authority needed is an OAuth scope; else none. */
  private static String challenge(List<String> needed) {
    if (!needed.stream().allMatch(authority -> authority.startsWith(SCOPE_PREFIX))) {
      return null;
    }
    return "Bearer error=\"insufficient_scope\", scope=\"" + needed.stream()
        .map(authority -> authority.substring(SCOPE_PREFIX.length())).collect(Collectors.joining(" ")) + "\"";
  }

  private static Authentication current() {
    return SecurityContextHolder.getContext().getAuthentication();
  }

  private static String principal(Authentication authentication) {
    if (authentication == null || !authentication.isAuthenticated()
        || authentication instanceof AnonymousAuthenticationToken) {
      return null;
    }
    return authentication.getName();
  }
}
