package io.mcpgen.runtime.client;

import io.mcpgen.json.JsonObject;

/**
 * The server asked for input this client cannot give: an unknown input method or elicitation mode,
 * or one with no registered handler (so the client never declared the capability). Nothing is
 * retried: a partial answer would break the protocol.
 */
public final class UnfulfillableInputException extends McpLocalException {
  private static final long serialVersionUID = 1L;

  private final String key;

  UnfulfillableInputException(String key, String message, JsonObject lastResult, int requestsSent) {
    super(message, lastResult, requestsSent, null);
    this.key = key;
  }

  /** The {@code inputRequests} key that cannot be answered. */
  public String key() {
    return key;
  }
}
