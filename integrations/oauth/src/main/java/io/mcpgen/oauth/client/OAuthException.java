package io.mcpgen.oauth.client;

/**
 * Authorization could not be obtained: discovery, registration, the user's consent or a token
 * request failed, or a server sent something the specification says to refuse. The message names
 * the step and the server's error code, never a token or secret.
 */
public final class OAuthException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public OAuthException(String message) {
    super(message);
  }

  public OAuthException(String message, Throwable cause) {
    super(message, cause);
  }
}
