package io.mcpgen.runtime.client;

import io.mcpgen.json.JsonObject;

/** The caller cancelled the call. A round in flight was cancelled on the wire; between rounds nothing was sent. */
public final class CallCancelledException extends McpLocalException {
  private static final long serialVersionUID = 1L;

  CallCancelledException(String message, JsonObject lastResult, int requestsSent, Throwable cause) {
    super(message, lastResult, requestsSent, cause);
  }
}
