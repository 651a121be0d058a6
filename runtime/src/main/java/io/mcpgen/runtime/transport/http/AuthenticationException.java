package io.mcpgen.runtime.transport.http;

/** Refuses a request with HTTP 401; the challenge, when given, is sent as {@code WWW-Authenticate}. */
public final class AuthenticationException extends Exception {
  private static final long serialVersionUID = 1L;

  private final String challenge;

  /**
   * @param message said to the client in the error body: keep it free of secrets
   * @param challenge the {@code WWW-Authenticate} value, e.g. {@code Bearer resource_metadata="..."}; or null
   */
  public AuthenticationException(String message, String challenge) {
    super(message);
    this.challenge = challenge;
  }

  /** The {@code WWW-Authenticate} value, or null. */
  public String challenge() {
    return challenge;
  }
}
