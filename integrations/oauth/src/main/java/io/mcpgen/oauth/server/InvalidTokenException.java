package io.mcpgen.oauth.server;

/** A refused access token; the message says why (never the token) and is sent to the client. */
public final class InvalidTokenException extends Exception {
  private static final long serialVersionUID = 1L;

  public InvalidTokenException(String message) {
    super(message);
  }
}
