package io.mcpgen.runtime.transport.http.client;

import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionStage;

/**
 * Authorizes the HTTP client's requests (e.g. OAuth: {@code mcpgen-oauth}'s authorizer). The
 * transport asks it for the {@code Authorization} value of every POST, and tells it of every
 * {@code 401} and {@code 403} with the response's {@code WWW-Authenticate} challenges; when it
 * answers {@code true} (it has a new or refreshed token, a wider scope), the transport sends the same
 * message again. The transport stops after {@link #MAX_CHALLENGES} challenges for one message,
 * whatever the authorizer says; the authorizer keeps its own, lower limits (e.g. on step-ups).
 */
public interface HttpClientAuthorizer {

  /** The most challenges the transport answers for one message before it gives up. */
  int MAX_CHALLENGES = 4;

  /**
   * The {@code Authorization} header value for a POST to {@code endpoint} (e.g. {@code Bearer ...}),
   * or null to send none. Called on the sending thread for every POST: answer from memory, without
   * network calls.
   */
  String authorization(URI endpoint);

  /**
   * The authorization headers of a request with {@code method} to {@code endpoint}: by default
   * {@code Authorization} as {@link #authorization} gives it. An authorizer whose tokens are bound to
   * a key (DPoP, RFC 9449) adds a proof made for this very request. Called on the sending thread
   * for every request: answer from memory, without network calls.
   */
  default Map<String, String> headers(String method, URI endpoint) {
    String authorization = authorization(endpoint);
    return authorization == null ? Map.of() : Map.of("Authorization", authorization);
  }

  /**
   * A response from {@code endpoint} carried a {@code DPoP-Nonce} header (RFC 9449 section 9): the
   * nonce the server wants in the next proofs. Called before {@link #challenged} for a refused
   * request; by default ignored.
   */
  default void nonce(URI endpoint, String nonce) {}

  /**
   * The server refused a message to {@code endpoint}.
   *
   * @param status 401 or 403
   * @param challenges the {@code WWW-Authenticate} values, in order; empty when absent
   * @param attempt 1 for the first challenge to this message, 2 for the next, ...
   * @return a stage completing with true to send the message again, false to fail it with the
   *     server's refusal; completing exceptionally fails it with that exception
   */
  CompletionStage<Boolean> challenged(URI endpoint, int status, List<String> challenges, int attempt);
}
