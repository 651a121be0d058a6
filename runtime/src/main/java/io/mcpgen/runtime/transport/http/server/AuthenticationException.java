package io.mcpgen.runtime.transport.http.server;

import java.util.Map;

/**
 * Refuses a request with HTTP 401 (who are you?), or with {@link #forbidden 403} (known, but not
 * allowed this, e.g. an OAuth token without the scope); the challenge, when given, is sent as
 * {@code WWW-Authenticate}.
 */
public final class AuthenticationException extends Exception {
  private static final long serialVersionUID = 1L;

  private final String challenge;
  private final int status;
  private final Map<String, String> headers;

  /**
   * A 401 refusal.
   *
   * @param message said to the client in the error body: keep it free of secrets
   * @param challenge the {@code WWW-Authenticate} value, e.g. {@code Bearer resource_metadata="..."}; or null
   */
  public AuthenticationException(String message, String challenge) {
    this(message, challenge, 401, Map.of());
  }

  /**
   * A 401 refusal that also sends {@code headers}, e.g. the {@code DPoP-Nonce} a DPoP proof must
   * carry (RFC 9449 section 9).
   */
  public AuthenticationException(String message, String challenge, Map<String, String> headers) {
    this(message, challenge, 401, headers);
  }

  private AuthenticationException(String message, String challenge, int status, Map<String, String> headers) {
    super(message);
    this.challenge = challenge;
    this.status = status;
    this.headers = Map.copyOf(headers);
  }

  /**
   * A 403 refusal: the caller is known but may not make this request, e.g.
   * {@code Bearer error="insufficient_scope", scope="..."}.
   */
  public static AuthenticationException forbidden(String message, String challenge) {
    return new AuthenticationException(message, challenge, 403, Map.of());
  }

  /** The {@code WWW-Authenticate} value, or null. */
  public String challenge() {
    return challenge;
  }

  /** Response headers to send besides {@code WWW-Authenticate}; empty unless given. */
  public Map<String, String> headers() {
    return headers;
  }

  /** 401, or 403 for {@link #forbidden}. */
  public int status() {
    return status;
  }
}
