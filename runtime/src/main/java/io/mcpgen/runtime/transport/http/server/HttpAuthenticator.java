package io.mcpgen.runtime.transport.http.server;

/**
 * Decides who sends a request, from its headers (e.g. verifies an {@code Authorization: Bearer}
 * token). The principal it returns reaches the engine as {@code RequestContext.principal()} and is
 * bound into every requestState, so state minted for one caller is refused for another.
 */
@FunctionalInterface
public interface HttpAuthenticator {

  /** Lets everyone in, as an anonymous caller. */
  HttpAuthenticator ANONYMOUS = headers -> null;

  /**
   * @return the principal (e.g. the OAuth {@code sub}), or null for an anonymous caller
   * @throws AuthenticationException to refuse the request with HTTP 401
   */
  String authenticate(RequestHeaders headers) throws AuthenticationException;
}
