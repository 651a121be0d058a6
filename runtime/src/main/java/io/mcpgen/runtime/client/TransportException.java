package io.mcpgen.runtime.client;

import io.mcpgen.json.JsonObject;

/** The transport could not deliver the request or its response. */
public final class TransportException extends McpLocalException {
  private static final long serialVersionUID = 1L;

  TransportException(String message, JsonObject lastResult, int requestsSent, Throwable cause) {
    super(message, lastResult, requestsSent, cause);
  }
}
