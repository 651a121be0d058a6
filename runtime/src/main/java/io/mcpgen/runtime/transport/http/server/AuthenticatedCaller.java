package io.mcpgen.runtime.transport.http.server;

import io.mcpgen.json.JsonObject;

/**
 * Who sent a request, as its head showed ({@link HttpAuthenticator#admit}), and what they may
 * ask for: the service asks {@link #authorize} once the body is parsed, for every message that
 * names a method, whatever the era (stateless 2026-07-28 requests and 2025-era session messages
 * alike), so that no decision rests on headers a client may leave out.
 */
public interface AuthenticatedCaller {

  /** The principal (e.g. the OAuth {@code sub}), or null for an anonymous caller. */
  String principal();

  /**
   * Refuses a parsed message this caller may not send, e.g. a {@code tools/call} of a tool whose
   * scopes the caller's token lacks.
   *
   * @param method the JSON-RPC method
   * @param params its params, or null when it has none
   * @throws AuthenticationException to refuse the message, usually {@link AuthenticationException#forbidden 403}
   */
  void authorize(String method, JsonObject params) throws AuthenticationException;

  /** A caller that may send anything its admission let through. */
  static AuthenticatedCaller of(String principal) {
    return new AuthenticatedCaller() {
      @Override
      public String principal() {
        return principal;
      }

      @Override
      public void authorize(String method, JsonObject params) {
        // Admitted means allowed: nothing depends on the request itself.
      }
    };
  }
}
