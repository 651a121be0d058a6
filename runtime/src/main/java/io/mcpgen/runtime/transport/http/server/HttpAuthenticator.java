package io.mcpgen.runtime.transport.http.server;

/**
 * Decides who sends a request, from its headers (e.g. verifies an {@code Authorization: Bearer}
 * token), before any of its body is read. The principal it returns reaches the engine as
 * {@code RequestContext.principal()} and is bound into every requestState, so state minted for one
 * caller is refused for another.
 *
 * <p>What depends on the request itself (which method, which tool) is decided later, on the
 * parsed message, by the {@link AuthenticatedCaller} that {@link #admit} returns: an
 * authenticator with such rules overrides {@code admit}.
 */
@FunctionalInterface
public interface HttpAuthenticator {

  /** Lets everyone in, as an anonymous caller. */
  HttpAuthenticator ANONYMOUS = headers -> null;

  /**
   * @return the principal (e.g. the OAuth {@code sub}), or null for an anonymous caller
   * @throws AuthenticationException to refuse the request with HTTP 401 (or 403)
   */
  String authenticate(RequestHeaders headers) throws AuthenticationException;

  /**
   * Admits a request from its head: the caller, whose {@link AuthenticatedCaller#authorize} the
   * service asks about each parsed message. By default the principal of {@link #authenticate},
   * allowed every message.
   *
   * @throws AuthenticationException to refuse the request with HTTP 401 (or 403) before its body is read
   */
  default AuthenticatedCaller admit(RequestHeaders headers) throws AuthenticationException {
    return AuthenticatedCaller.of(authenticate(headers));
  }

  /**
   * Admits a {@code method} request (POST, or a session's GET or DELETE) from its head: an
   * authenticator whose credentials are bound to the request (a DPoP proof names the method) needs
   * it. By default {@link #admit(RequestHeaders)}.
   *
   * @throws AuthenticationException to refuse the request with HTTP 401 (or 403) before its body is read
   */
  default AuthenticatedCaller admit(String method, RequestHeaders headers) throws AuthenticationException {
    return admit(headers);
  }
}
