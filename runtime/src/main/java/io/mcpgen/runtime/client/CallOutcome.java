package io.mcpgen.runtime.client;

import io.mcpgen.json.JsonObject;
import java.util.Objects;

/**
 * How a {@code tools/call}, {@code prompts/get} or {@code resources/read} ended without an error:
 * complete, waiting for the caller's answers (manual mode), or stopped because the user refused a
 * sampling or roots request.
 */
public sealed interface CallOutcome permits CallOutcome.Complete, CallOutcome.InputRequired, CallOutcome.Declined {

  /**
   * The final result.
   *
   * @throws InputDeclinedException when the call was declined
   * @throws IllegalStateException when the call waits for input (manual mode)
   */
  JsonObject resultOrThrow();

  /**
   * The call completed.
   *
   * @param result the final result, {@code resultType} included ({@code "complete"}, or absent from
   *     an older server)
   * @param requestsSent how many requests (rounds) it took
   */
  record Complete(JsonObject result, int requestsSent) implements CallOutcome {
    public Complete {
      Objects.requireNonNull(result, "result");
    }

    @Override
    public JsonObject resultOrThrow() {
      return result;
    }
  }

  /** Manual mode: the server asked for input; answer it and {@link McpClientEngine#resume} later. */
  record InputRequired(PendingInput pending) implements CallOutcome {
    public InputRequired {
      Objects.requireNonNull(pending, "pending");
    }

    @Override
    public JsonObject resultOrThrow() {
      throw new IllegalStateException("the call waits for input under " + pending.inputRequests().keySet()
          + "; answer it and resume");
    }
  }

  /**
   * The user refused a sampling or roots request; no retry was sent (the server is not waiting).
   *
   * @param key the refused request's key
   * @param method {@code sampling/createMessage} or {@code roots/list}
   * @param reason the handler's reason
   * @param lastResult the {@code InputRequiredResult} that asked
   */
  record Declined(String key, String method, String reason, JsonObject lastResult, int requestsSent)
      implements CallOutcome {
    @Override
    public JsonObject resultOrThrow() {
      throw new InputDeclinedException("the user declined " + method + " under '" + key + "': " + reason,
          lastResult, requestsSent, null);
    }
  }
}
