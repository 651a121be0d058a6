package io.mcpgen.runtime.transport.http.server;

/**
 * Refuses a request with HTTP 401 (who are you?), or with {@link #forbidden 403} (known, but not
 * allowed this, e.g. an OAuth token without the scope); the challenge, when given, is sent as
 * {@code WWW-Authenticate}.
 */
public final class AuthenticationException extends Exception {
  private static final long serialVersionUID = 1L;

  private final String challenge;
  private final int status;

  /**
   * A 401 refusal.
   *
   * @param message said to the client in the error body: keep it free of secrets
   * @param challenge the {@code WWW-Authenticate} value, e.g. {@code Bearer resource_metadata="..."}; or null
   */
  public AuthenticationException(String message, String challenge) {
    this(message, challenge, 401);
  }

  private AuthenticationException(String message, String challenge, int status) {
    super(message);
    this.challenge = challenge;
    this.status = status;
  }

  /**
   * A 403 refusal: the caller is known but may not make this request, e.g.
   * {@code Bearer error="insufficient_scope", scope="..."}.
   */
  public static AuthenticationException forbidden(String message, String challenge) {
    return new AuthenticationException(message, challenge, 403);
  }

  /** The {@code WWW-Authenticate} value, or null. */
  public String challenge() {
    return challenge;
  }

  /** 401, or 403 for {@link #forbidden}. */
  public int status() {
    return status;
  }
}
