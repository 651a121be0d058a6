package io.mcpgen.runtime.server;

import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.mrtr.Cancellation;
import io.mcpgen.runtime.mrtr.ClientCapabilitySet;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.mrtr.FormContentCheck;
import io.mcpgen.runtime.mrtr.FormElicitation;
import io.mcpgen.runtime.mrtr.InputAnswer;
import io.mcpgen.runtime.mrtr.InputRequest;
import io.mcpgen.runtime.mrtr.LogLevel;
import io.mcpgen.runtime.mrtr.McpMeta;
import java.util.Map;

/**
 * One round of a {@code tools/call}, {@code prompts/get} or {@code resources/read}, as a handler
 * sees it: the call's identifying params, who asked, what the client declared in this very
 * request, the answers gathered so far (from the verified requestState and this request's
 * {@code inputResponses}), and the request's notification and cancellation channels.
 *
 * <p>Everything here comes from the current request only; capabilities in particular are never
 * carried over from an earlier round.
 */
public final class RoundContext {

  private final CallTarget target;
  private final String principal;
  private final ClientCapabilitySet capabilities;
  private final JsonObject meta;
  private final int round;
  private final JsonObject notes;
  private final Map<String, PinnedAnswer> answers;
  private final RoundNotifications notifications;
  private final Cancellation cancellation;
  private final boolean taskOffered;
  private final String taskId;

  RoundContext(CallTarget target, String principal, ClientCapabilitySet capabilities, JsonObject meta,
      int round, JsonObject notes, Map<String, PinnedAnswer> answers, RoundNotifications notifications,
      Cancellation cancellation) {
    this(target, principal, capabilities, meta, round, notes, answers, notifications, cancellation, false, null);
  }

  RoundContext(CallTarget target, String principal, ClientCapabilitySet capabilities, JsonObject meta,
      int round, JsonObject notes, Map<String, PinnedAnswer> answers, RoundNotifications notifications,
      Cancellation cancellation, boolean taskOffered, String taskId) {
    this.taskOffered = taskOffered;
    this.taskId = taskId;
    this.target = target;
    this.principal = principal;
    this.capabilities = capabilities;
    this.meta = meta;
    this.round = round;
    this.notes = notes;
    this.answers = answers;
    this.notifications = notifications;
    this.cancellation = cancellation;
  }

  /** {@code tools/call}, {@code prompts/get} or {@code resources/read}. */
  public String method() {
    return target.method();
  }

  /** The tool or prompt name; null for {@code resources/read}. */
  public String name() {
    return target.name();
  }

  /** The resource URI; null unless {@code resources/read}. */
  public String uri() {
    return target.uri();
  }

  /** The call's arguments ({@code {}} when none; prompt arguments are strings). */
  public JsonObject arguments() {
    return target.arguments();
  }

  /** The variables a resource template matched in the URI; empty otherwise. */
  public Map<String, String> uriVariables() {
    return target.uriVariables();
  }

  /**
   * The identifying params: the request's params without {@code _meta}, {@code inputResponses} and
   * {@code requestState}.
   */
  public JsonObject params() {
    return target.params();
  }

  /** The authenticated principal, or null. */
  public String principal() {
    return principal;
  }

  /** The client capabilities this request declared. */
  public ClientCapabilitySet capabilities() {
    return capabilities;
  }

  /** This request's {@code _meta}. */
  public JsonObject meta() {
    return meta;
  }

  /** The client's self-reported {@code Implementation}, or null; for display and logs only. */
  public JsonObject clientInfo() {
    JsonValue info = meta.get(McpMeta.CLIENT_INFO);
    return info instanceof JsonObject ? (JsonObject) info : null;
  }

  /** Which round this is: 1 for the first request, 2 for the first retry, ... */
  public int round() {
    return round;
  }

  /**
   * The handler's own notes from the round before (kept sealed in the requestState), {@code {}} in
   * round 1.
   */
  public JsonObject notes() {
    return notes;
  }

  /** True when the client can be sent {@code question} in this round. */
  public boolean canAsk(InputRequest question) {
    return question.isAllowedBy(capabilities);
  }

  /**
   * The answer the client gave to exactly this question under {@code key}, in this round or an
   * earlier one; null when there is none, or when it answered a different question (the wording or
   * schema changed since), in which case the question must be asked again.
   *
   * @throws InvalidInputResponseException when accepted form values do not fit the question's
   *     schema (the request ends with {@code -32602})
   */
  public InputAnswer answer(String key, InputRequest question) {
    PinnedAnswer pinned = answers.get(key);
    if (pinned == null || !pinned.answers(question)) {
      return null;
    }
    InputAnswer answer = pinned.answer();
    if (question instanceof FormElicitation && ((ElicitationAnswer) answer).isAccepted()) {
      String problem = FormContentCheck.problem(((FormElicitation) question).requestedSchema(),
          ((ElicitationAnswer) answer).content());
      if (problem != null) {
        throw new InvalidInputResponseException(key, problem);
      }
    }
    return answer;
  }

  /**
   * Sends a {@code notifications/message}, only when this request set a {@code logLevel} at or
   * below {@code level}; otherwise nothing is sent.
   */
  public void log(LogLevel level, String logger, JsonValue data) {
    notifications.log(level, logger, data);
  }

  /**
   * Sends a {@code notifications/progress} with this request's token, only when it has one and the
   * value increased; never after the round's reply.
   *
   * @param total null when unknown
   * @param message null for none
   */
  public void progress(JsonNumber progress, JsonNumber total, String message) {
    notifications.progress(progress, total, message);
  }

  /** Tripped when the client cancels this round. */
  public Cancellation cancellation() {
    return cancellation;
  }

  public boolean isCancelled() {
    return cancellation.isCancelled();
  }

  /**
   * True when this synchronous round may end with {@link RoundResult#continueAsTask}: the tool
   * supports tasks, its handler {@linkplain McpHandler#escalatesToTask escalates itself} and the
   * request declared the {@code io.modelcontextprotocol/tasks} extension.
   */
  public boolean taskOffered() {
    return taskOffered;
  }

  /** The id of the task this run belongs to, or null when the call is answered synchronously. */
  public String taskId() {
    return taskId;
  }

  /** True when this run is part of a task (in the background). */
  public boolean inTask() {
    return taskId != null;
  }

  Map<String, PinnedAnswer> pinnedAnswers() {
    return answers;
  }
}
