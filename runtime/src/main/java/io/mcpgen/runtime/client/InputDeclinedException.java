package io.mcpgen.runtime.client;

import io.mcpgen.json.JsonObject;

/**
 * A sampling or roots request was refused (see {@link CallOutcome.Declined}); thrown by
 * {@link CallOutcome#resultOrThrow()}.
 */
public final class InputDeclinedException extends McpLocalException {
  private static final long serialVersionUID = 1L;

  InputDeclinedException(String message, JsonObject lastResult, int requestsSent, Throwable cause) {
    super(message, lastResult, requestsSent, cause);
  }
}
