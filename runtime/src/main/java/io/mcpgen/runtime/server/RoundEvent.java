package io.mcpgen.runtime.server;

import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * One round of a call, as an {@link EngineListener} sees it.
 *
 * @param method {@code tools/call}, {@code prompts/get} or {@code resources/read}
 * @param name the tool or prompt name; null for {@code resources/read} (URIs are unbounded, so
 *     they are left out)
 * @param round the round's number, 1 for the first request of a call
 * @param outcome how the round ended
 * @param inputRequests the kinds of the questions the round asked, one per question, in the order
 *     asked; empty unless the outcome is {@link Outcome#INPUT_REQUIRED}
 * @param elapsed from the moment the engine took the request to the moment its reply was ready
 */
public record RoundEvent(String method, String name, int round, Outcome outcome, List<InputKind> inputRequests,
    Duration elapsed) {

  /** How a round ended. */
  public enum Outcome {
    /** A complete result: the call is over. */
    COMPLETE,
    /** A complete tool result with {@code isError: true}: the call is over. */
    TOOL_ERROR,
    /** An {@code InputRequiredResult}: the client answers and sends the call again. */
    INPUT_REQUIRED,
    /** A JSON-RPC error: the call is over. */
    ERROR,
    /** The client cancelled the request: the call is over. */
    CANCELLED
  }

  /** The kinds of input a server asks for. */
  public enum InputKind {
    /** {@code elicitation/create} in form mode. */
    ELICITATION_FORM,
    /** {@code elicitation/create} in URL mode. */
    ELICITATION_URL,
    /** {@code sampling/createMessage}. */
    SAMPLING,
    /** {@code roots/list}. */
    ROOTS
  }

  public RoundEvent {
    Objects.requireNonNull(method, "method");
    Objects.requireNonNull(outcome, "outcome");
    inputRequests = List.copyOf(inputRequests);
    Objects.requireNonNull(elapsed, "elapsed");
  }

  /** Whether the call ended with this round (every outcome but {@link Outcome#INPUT_REQUIRED}). */
  public boolean callEnded() {
    return outcome != Outcome.INPUT_REQUIRED;
  }
}
