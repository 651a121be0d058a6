package io.mcpgen.runtime.mrtr.client;

import io.mcpgen.runtime.json.JsonObject;

/**
 * The server sent something this client cannot act on: an unknown {@code resultType}, an interim
 * result with neither questions nor state, a malformed result, a response to another id.
 */
public final class ProtocolViolationException extends McpLocalException {
  private static final long serialVersionUID = 1L;

  ProtocolViolationException(String message, JsonObject lastResult, int requestsSent, Throwable cause) {
    super(message, lastResult, requestsSent, cause);
  }
}
