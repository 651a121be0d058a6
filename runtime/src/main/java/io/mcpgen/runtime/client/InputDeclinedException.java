package io.mcpgen.runtime.client;

import io.mcpgen.json.JsonObject;

/**
 * A sampling or roots request was refused (see {@link CallOutcome.Declined}); thrown by
 * {@link CallOutcome#resultOrThrow()}.
 */
public final class InputDeclinedException extends McpLocalException {
  private static final long serialVersionUID = 1L;

  /** What a session-based era's refused request says, for the call to end as {@link CallOutcome.Declined}; else null. */
  private final transient CallOutcome.Declined outcome;

  InputDeclinedException(String message, JsonObject lastResult, int requestsSent, Throwable cause) {
    super(message, lastResult, requestsSent, cause);
    this.outcome = null;
  }

  /** A refusal during a request of a session-based era: the call ends as {@code outcome}. */
  InputDeclinedException(CallOutcome.Declined outcome) {
    super("the user declined " + outcome.method() + " under '" + outcome.key() + "': " + outcome.reason(),
        outcome.lastResult(), outcome.requestsSent(), null);
    this.outcome = outcome;
  }

  /** How the call ends, when the refusal came during a request of a session; else null. */
  CallOutcome.Declined outcome() {
    return outcome;
  }
}
