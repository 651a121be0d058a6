package io.mcpgen.runtime.server;

import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.mrtr.InputRequest;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * How a round ends, as an {@link McpHandler} reports it: complete with a result, in need of input,
 * or to be retried later with state only (e.g. to shed load).
 */
public final class RoundResult {

  /** Which way the round ended. */
  public enum Kind {
    COMPLETE,
    INPUT_REQUIRED,
    RETRY_LATER,
    /** Continue in the background as a task (only when {@link RoundContext#taskOffered()}). */
    TASK
  }

  private final Kind kind;
  private final JsonObject result;
  private final Map<String, InputRequest> questions;
  private final JsonObject notes;

  private RoundResult(Kind kind, JsonObject result, Map<String, InputRequest> questions, JsonObject notes) {
    this.kind = kind;
    this.result = result;
    this.questions = questions;
    this.notes = notes;
  }

  /**
   * The final result: a {@code CallToolResult}, {@code GetPromptResult} or
   * {@code ReadResourceResult} without {@code resultType}, which the engine adds (with the
   * server's {@code _meta}, and cache hints for a resource if they are missing).
   */
  public static RoundResult complete(JsonObject result) {
    return new RoundResult(Kind.COMPLETE, Objects.requireNonNull(result, "result"), Map.of(), null);
  }

  /**
   * Ask the client these questions, by key, in one round; the handler's notes stay as they are.
   *
   * @throws IllegalArgumentException when there are no questions ({@code inputRequests: {}} means
   *     nothing; use {@link #retryLater} for a state-only round)
   */
  public static RoundResult inputRequired(Map<String, ? extends InputRequest> questions) {
    return inputRequired(questions, null);
  }

  /** As {@link #inputRequired(Map)}, replacing the handler's notes (null keeps them). */
  public static RoundResult inputRequired(Map<String, ? extends InputRequest> questions, JsonObject notes) {
    if (questions.isEmpty()) {
      throw new IllegalArgumentException("an input-required round needs at least one question");
    }
    Map<String, InputRequest> copy = new LinkedHashMap<>();
    questions.forEach((key, question) -> copy.put(Objects.requireNonNull(key, "key"),
        Objects.requireNonNull(question, () -> "question " + key)));
    return new RoundResult(Kind.INPUT_REQUIRED, null, Collections.unmodifiableMap(copy), notes);
  }

  /**
   * End this round with a requestState and no questions; the client retries at once (after a
   * short back-off) and the next round sees these notes.
   */
  public static RoundResult retryLater(JsonObject notes) {
    return new RoundResult(Kind.RETRY_LATER, null, Map.of(), Objects.requireNonNull(notes, "notes"));
  }

  /**
   * End the synchronous part of the call: the engine answers with a {@code CreateTaskResult} and
   * runs the handler again in the background as a task, with the answers gathered so far and
   * these notes (null keeps the current ones). Only when {@link RoundContext#taskOffered()}; a
   * handler that does this must be registered with {@link McpHandler#escalating}.
   */
  public static RoundResult continueAsTask(JsonObject notes) {
    return new RoundResult(Kind.TASK, null, Map.of(), notes);
  }

  public Kind kind() {
    return kind;
  }

  /** The final result, or null unless {@link Kind#COMPLETE}. */
  public JsonObject result() {
    return result;
  }

  /** The questions, in order; empty unless {@link Kind#INPUT_REQUIRED}. */
  public Map<String, InputRequest> questions() {
    return questions;
  }

  /** The notes to keep, or null to keep the current ones. */
  public JsonObject notes() {
    return notes;
  }
}
