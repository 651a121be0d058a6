package io.mcpgen.runtime.client;

import java.io.IOException;

/**
 * A 2025-era server no longer knows the session a request named (Streamable HTTP: {@code 404} to a
 * request carrying {@code Mcp-Session-Id}). The server did not handle the request, so the client
 * starts a new session with {@code initialize}, as that era's specification requires, and sends the
 * request once more in it.
 */
public final class SessionExpiredException extends IOException {
  private static final long serialVersionUID = 1L;

  public SessionExpiredException(String message) {
    super(message);
  }
}
