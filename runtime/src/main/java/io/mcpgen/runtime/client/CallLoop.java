package io.mcpgen.runtime.client;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.jsonrpc.JsonRpcError;
import io.mcpgen.runtime.mrtr.Cancellation;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.mrtr.FormContentCheck;
import io.mcpgen.runtime.mrtr.FormElicitation;
import io.mcpgen.runtime.mrtr.InputAnswer;
import io.mcpgen.runtime.mrtr.InputRequest;
import io.mcpgen.runtime.mrtr.McpMeta;
import io.mcpgen.runtime.mrtr.McpMethods;
import io.mcpgen.runtime.mrtr.ResultTypes;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;

/**
 * The retry loop of one {@code tools/call}, {@code prompts/get} or {@code resources/read}: send,
 * read {@code resultType}, gather the answers a round asks for (all handlers at once), retry with
 * exactly that round's answers and its requestState echoed unchanged, until the result is complete
 * or a limit, a refusal, a cancellation or an error ends the call.
 *
 * <p>Every retry is a new request with the same method and params, a fresh {@code _meta} and a
 * new id; between rounds nothing is on the wire and the server holds nothing.
 *
 * <p>A {@code tools/call} the server answers with a task ({@code resultType: "task"}, the
 * {@code io.modelcontextprotocol/tasks} extension) goes on through a {@link TaskFlight}: polls of
 * {@code tasks/get}, the task's questions answered by the same handlers and sent with
 * {@code tasks/update}, until the task ends; a call that ends otherwise cancels the task.
 */
final class CallLoop {

  /** The {@code resultType} of a {@code CreateTaskResult}. */
  static final String TASK_RESULT = "task";

  private final ClientCore core;
  private final String method;
  private final JsonObject params;
  private final CallOptions options;
  private final CompletableFuture<CallOutcome> outcome = new CompletableFuture<>();

  private int requestsSent;
  private JsonObject lastResult;
  private RequestFlight flight;
  private Cancellation gathering;
  private final List<CompletableFuture<?>> handlerStages = new ArrayList<>();
  private Runnable roundTimer;
  /** Counts the rounds whose answers were gathered; a timer acts only for the round it was set for. */
  private int gatherPhase;
  /** The round being gathered now, or 0 between gatherings. */
  private int activeGather;
  private Runnable totalTimer;
  private Runnable unhookCancellation;
  private final TaskObserver observer;
  /** The task the server created for this call, or null while there is none. */
  private TaskFlight task;
  /** Whether the task reached a status of its own that ends it (then it needs no cancel). */
  private boolean taskEnded;
  /** How many input rounds the task asked for. */
  private int taskInputRounds;

  CallLoop(ClientCore core, String method, JsonObject params, CallOptions options, int requestsSent,
      JsonObject lastResult) {
    this(core, method, params, options, requestsSent, lastResult, TaskObserver.NONE);
  }

  /** @param observer hears of the task the server creates for the call, if it does */
  CallLoop(ClientCore core, String method, JsonObject params, CallOptions options, int requestsSent,
      JsonObject lastResult, TaskObserver observer) {
    this.observer = observer;
    this.core = core;
    this.method = method;
    this.params = params;
    this.options = options;
    this.requestsSent = requestsSent;
    this.lastResult = lastResult;
  }

  /**
   * Starts the call: a first request, or (resuming) a retry with these answers and state.
   *
   * @param inputResponses null for a first request
   * @param requestState null when there is none to echo
   */
  CompletableFuture<CallOutcome> start(JsonObject inputResponses, String requestState) {
    if (options.maxTotalTimeout() != null) {
      Runnable timer = core.scheduler.schedule(options.maxTotalTimeout(), () -> fail(new CallTimeoutException(
          CallTimeoutException.Limit.TOTAL, method + " took longer than maxTotalTimeout " + options.maxTotalTimeout(),
          lastResult(), sent())));
      synchronized (this) {
        totalTimer = timer;
      }
    }
    if (options.cancellation() != null) {
      Runnable unhook = options.cancellation().onCancel(() -> fail(new CallCancelledException(
          method + " was cancelled: " + options.cancellation().reason(), lastResult(), sent(), null)));
      synchronized (this) {
        unhookCancellation = unhook;
      }
    }
    // However the call ends (a result, an error, or a caller cancelling the future), stop what still runs.
    // The caller sees the end only once that is done (a task cancelled, its handle settled); its cancel reaches the loop.
    CompletableFuture<CallOutcome> delivered = new CompletableFuture<>();
    outcome.whenComplete((done, failure) -> {
      cleanUp(failure == null ? "the call ended"
          : failure instanceof CancellationException ? "cancelled by the caller" : failure.getMessage());
      settleObserver(failure);
      if (failure == null) {
        delivered.complete(done);
      } else {
        delivered.completeExceptionally(failure);
      }
    });
    delivered.whenComplete((done, failure) -> {
      if (delivered.isCancelled()) {
        outcome.cancel(true);
      }
    });
    send(inputResponses, requestState);
    return delivered;
  }

  private void send(JsonObject inputResponses, String requestState) {
    JsonObject.Builder body = JsonObject.builder();
    params.members().forEach(body::put);
    if (inputResponses != null) {
      body.put("inputResponses", inputResponses);
    }
    if (requestState != null) {
      body.put("requestState", JsonString.of(requestState)); // echoed exactly as received
    }
    RequestFlight next;
    synchronized (this) {
      if (outcome.isDone()) {
        return;
      }
      requestsSent++;
      next = new RequestFlight(core, method, body.build(), options, requestsSent, lastResult);
      flight = next;
    }
    next.start().whenComplete((result, failure) -> {
      synchronized (this) {
        if (flight == next) {
          flight = null;
        }
      }
      Throwable cause = Failures.unwrap(failure);
      if (cause instanceof InputDeclinedException && ((InputDeclinedException) cause).outcome() != null) {
        outcome.complete(((InputDeclinedException) cause).outcome()); // refused during the request, in a session
      } else if (failure != null) {
        fail(failure);
      } else {
        onResult(result);
      }
    });
  }

  private void onResult(JsonObject result) {
    if (outcome.isDone()) {
      return;
    }
    JsonValue type = result.get(ResultTypes.MEMBER);
    // Servers before 2026-07-28 send no resultType: that means complete.
    if (type == null || JsonString.of(ResultTypes.COMPLETE).equals(type)) {
      String missing = missingMember(result);
      if (missing != null) {
        fail(new ProtocolViolationException("the complete result of " + method + " has no " + missing + " array",
            result, sent(), null));
      } else {
        outcome.complete(new CallOutcome.Complete(result, sent()));
      }
      return;
    }
    if (JsonString.of(TASK_RESULT).equals(type) && McpMethods.TOOLS_CALL.equals(method)) {
      startTask(result);
      return;
    }
    if (!JsonString.of(ResultTypes.INPUT_REQUIRED).equals(type)) {
      fail(new ProtocolViolationException("the server sent an unknown resultType " + type + " for " + method,
          result, sent(), null));
      return;
    }
    synchronized (this) {
      lastResult = result;
    }
    InterimResult interim;
    try {
      interim = InterimResult.parse(result);
    } catch (InterimResult.UnknownInput unknown) {
      fail(new UnfulfillableInputException(unknown.key, unknown.getMessage(), result, sent()));
      return;
    } catch (IllegalArgumentException malformed) {
      fail(new ProtocolViolationException("the server sent a malformed input_required result: "
          + malformed.getMessage(), result, sent(), null));
      return;
    }
    if (sent() >= options.maxRounds()) {
      fail(new RoundsExceededException(method + " still required input after maxRounds " + options.maxRounds()
          + " requests", result, sent(), null));
      return;
    }
    if (interim.inputRequests().isEmpty()) {
      retryStateOnly(interim.requestState());
    } else if (!options.autoFulfill()) {
      outcome.complete(new CallOutcome.InputRequired(
          new PendingInput(method, params, result, sent(), interim.inputRequests())));
    } else {
      gather(interim);
    }
  }

  /** Nothing to answer: retry after a short pause, echoing the state (the load-shedding case). */
  private void retryStateOnly(String requestState) {
    if (options.stateOnlyBackoff().isZero()) {
      send(null, requestState);
      return;
    }
    Runnable pause = core.scheduler.schedule(options.stateOnlyBackoff(), () -> {
      synchronized (this) {
        roundTimer = null;
      }
      send(null, requestState);
    });
    synchronized (this) {
      roundTimer = pause;
    }
  }

  /** Asks every handler at once; retries once all have answered, with exactly this round's keys. */
  private void gather(InterimResult interim) {
    for (Map.Entry<String, InputRequest> question : interim.inputRequests().entrySet()) {
      if (!core.handlers.canAnswer(question.getValue())) {
        fail(new UnfulfillableInputException(question.getKey(), "no handler for the " + question.getValue().method()
            + " request under '" + question.getKey() + "' (the client never declared that capability)",
            lastResult(), sent()));
        return;
      }
    }
    Cancellation round = Cancellation.create();
    int phase;
    synchronized (this) {
      gathering = round;
      phase = ++gatherPhase;
      activeGather = phase;
    }
    AnswerCollector collector = new AnswerCollector(interim);
    JsonObject serverInfo = serverInfo(lastResult());
    boolean waiting = false;
    for (Map.Entry<String, InputRequest> question : interim.inputRequests().entrySet()) {
      if (outcome.isDone()) {
        return; // an earlier handler already ended the call
      }
      InputContext context = new InputContext(question.getKey(), method, params, sent(), serverInfo, round);
      CompletableFuture<? extends InputAnswer> stage =
          core.handlers.answer(question.getValue(), context).toCompletableFuture();
      synchronized (this) {
        handlerStages.add(stage);
      }
      waiting |= !stage.isDone();
      stage.whenComplete((answer, failure) -> collector.answered(question.getKey(), answer, failure));
    }
    if (waiting) {
      armGatherTimer(phase);
    }
  }

  /** The round timeout of the handlers of one round; it acts only while that round still gathers. */
  private void armGatherTimer(int phase) {
    Runnable armed = core.scheduler.schedule(options.roundTimeout(), () -> {
      synchronized (this) {
        if (activeGather != phase) {
          return;
        }
      }
      fail(new CallTimeoutException(CallTimeoutException.Limit.INPUT_HANDLERS,
          "the input handlers did not answer within roundTimeout " + options.roundTimeout(), lastResult(), sent()));
    });
    boolean late;
    synchronized (this) {
      late = activeGather != phase || outcome.isDone();
      if (!late) {
        roundTimer = armed;
      }
    }
    if (late) {
      armed.run();
    }
  }

  /** Collects a round's answers as they come, in any order, and acts once, on the last one or the first refusal. */
  private final class AnswerCollector {
    private final InterimResult interim;
    private final Map<String, JsonObject> answers = new LinkedHashMap<>();
    private boolean settled;

    AnswerCollector(InterimResult interim) {
      this.interim = interim;
    }

    void answered(String key, InputAnswer answer, Throwable failure) {
      InputRequest question = interim.inputRequests().get(key);
      Throwable cause = Failures.unwrap(failure);
      JsonObject json = null;
      McpException problem = null;
      CallOutcome declined = null;
      if (cause instanceof InputRefusedException) {
        if (McpMethods.ELICITATION_CREATE.equals(question.method())) {
          json = ElicitationAnswer.decline().toJson(); // an elicitation refusal is a decline the server handles
        } else {
          declined = new CallOutcome.Declined(key, question.method(), cause.getMessage(), lastResult(), sent());
        }
      } else if (cause != null) {
        problem = new InputHandlerException("the " + question.method() + " handler failed for '" + key + "': " + cause,
            lastResult(), sent(), cause);
      } else if (answer == null || !answer.method().equals(question.method())) {
        problem = new InputHandlerException("the handler gave no " + question.method() + " answer for '" + key + "'",
            lastResult(), sent(), null);
      } else {
        String misfit = misfit(question, answer);
        if (misfit != null) {
          problem = new InputHandlerException("the answer for '" + key + "' does not fit its form: " + misfit,
              lastResult(), sent(), null);
        } else {
          json = answer.toJson();
        }
      }
      JsonObject complete = null;
      synchronized (this) {
        if (settled) {
          return;
        }
        if (declined != null || problem != null) {
          settled = true;
        } else {
          answers.put(key, json);
          if (answers.size() == interim.inputRequests().size()) {
            settled = true;
            JsonObject.Builder ordered = JsonObject.builder();
            interim.inputRequests().keySet().forEach(k -> ordered.put(k, answers.get(k)));
            complete = ordered.build();
          }
        }
      }
      if (declined != null) {
        outcome.complete(declined);
      } else if (problem != null) {
        fail(problem);
      } else if (complete != null) {
        stopRoundTimer();
        TaskFlight running = task();
        if (running != null) {
          running.update(complete);
        } else {
          send(complete, interim.requestState());
        }
      }
    }
  }

  /** The server made the call a task: from now on the loop polls it. */
  private void startTask(JsonObject created) {
    JsonValue id = created.get("taskId");
    if (!(id instanceof JsonString) || id.asString().isEmpty()) {
      fail(new ProtocolViolationException("the server created a task for " + method + " without a taskId", created,
          sent(), null));
      return;
    }
    TaskFlight flight = new TaskFlight(core, options, id.asString(), this::onTaskStatus);
    boolean late;
    synchronized (this) {
      lastResult = created;
      late = outcome.isDone() || task != null;
      if (!late) {
        task = flight;
      }
    }
    if (late) {
      flight.stop("the call had ended when the task was created", true); // e.g. cancelled while tools/call was on the wire
      return;
    }
    observer.changed(flight.taskId(), TaskState.WORKING, statusMessage(created));
    flight.pollAfter(flight.interval(created));
  }

  /** One {@code tasks/get} result (or the failure of a task request): what the task does next. */
  private void onTaskStatus(JsonObject status, Throwable failure) {
    if (failure != null) {
      fail(failure);
      return;
    }
    if (outcome.isDone()) {
      return;
    }
    TaskFlight flight = task();
    synchronized (this) {
      lastResult = status;
    }
    JsonValue wire = status.get("status");
    TaskState state = wire instanceof JsonString ? TaskState.ofWire(wire.asString()) : null;
    if (state == null || state == TaskState.SUBMITTED) {
      fail(new ProtocolViolationException("tasks/get answered an unknown task status " + wire, status, sent(), null));
      return;
    }
    if (state.isTerminal()) {
      synchronized (this) {
        taskEnded = true;
      }
    }
    observer.changed(flight.taskId(), state, statusMessage(status));
    switch (state) {
      case WORKING:
        flight.pollAfter(flight.interval(status));
        break;
      case INPUT_REQUIRED:
        askForTask(status);
        break;
      case COMPLETED:
        JsonValue result = status.get("result");
        String missing = result instanceof JsonObject ? missingMember((JsonObject) result) : "result";
        if (missing != null) {
          fail(new ProtocolViolationException("the completed task of " + method + " has no valid result ("
              + missing + ")", status, sent(), null));
        } else {
          outcome.complete(new CallOutcome.Complete((JsonObject) result, sent()));
        }
        break;
      case FAILED:
        JsonValue error = status.get("error");
        try {
          fail(new McpServerException(method, JsonRpcError.fromJson((JsonObject) error)));
        } catch (RuntimeException malformed) { // not an object, or not a JSON-RPC error
          fail(new ProtocolViolationException("the failed task of " + method + " has no valid error", status, sent(),
              malformed));
        }
        break;
      default:
        fail(new CallCancelledException("the server cancelled the task of " + method
            + (statusMessage(status) == null ? "" : ": " + statusMessage(status)), status, sent(), null));
        break;
    }
  }

  /** The task waits for input: the handlers answer every question, then one {@code tasks/update} carries them. */
  private void askForTask(JsonObject status) {
    InterimResult interim;
    try {
      interim = InterimResult.parse(status);
    } catch (InterimResult.UnknownInput unknown) {
      fail(new UnfulfillableInputException(unknown.key, unknown.getMessage(), status, sent()));
      return;
    } catch (IllegalArgumentException malformed) {
      fail(new ProtocolViolationException("the server sent a malformed input_required task: "
          + malformed.getMessage(), status, sent(), null));
      return;
    }
    if (interim.inputRequests().isEmpty()) {
      fail(new ProtocolViolationException("the task of " + method + " requires input but asks no question", status,
          sent(), null));
      return;
    }
    int rounds;
    synchronized (this) {
      rounds = ++taskInputRounds;
    }
    if (rounds >= options.maxRounds()) {
      fail(new RoundsExceededException("the task of " + method + " still required input after maxRounds "
          + options.maxRounds() + " rounds", status, sent(), null));
      return;
    }
    gather(interim);
  }

  private static String statusMessage(JsonObject status) {
    JsonValue message = status.get("statusMessage");
    return message instanceof JsonString ? message.asString() : null;
  }

  private synchronized TaskFlight task() {
    return task;
  }

  /** Tells the observer how the call ended, unless the task's own status already did. */
  private void settleObserver(Throwable failure) {
    Throwable cause = failure == null ? null : Failures.unwrap(failure);
    TaskState state = failure == null ? TaskState.COMPLETED
        : cause instanceof CancellationException || cause instanceof CallCancelledException ? TaskState.CANCELLED
        : TaskState.FAILED;
    TaskFlight flight;
    synchronized (this) {
      flight = task;
      if (flight != null && !taskEnded) {
        state = TaskState.CANCELLED; // the call ended first: the task was cancelled on the server
      }
    }
    observer.changed(flight == null ? null : flight.taskId(), state, null);
  }

  /** Why a form answer cannot be sent (checked before the retry), or null. */
  private static String misfit(InputRequest question, InputAnswer answer) {
    if (question instanceof FormElicitation && ((ElicitationAnswer) answer).isAccepted()) {
      return FormContentCheck.problem(((FormElicitation) question).requestedSchema(),
          ((ElicitationAnswer) answer).content());
    }
    return null;
  }

  /** The array a complete result of an MRTR method must have, when it lacks it; else null. */
  private String missingMember(JsonObject result) {
    String member;
    switch (method) {
      case McpMethods.TOOLS_CALL:
        member = "content";
        break;
      case McpMethods.PROMPTS_GET:
        member = "messages";
        break;
      case McpMethods.RESOURCES_READ:
        member = "contents";
        break;
      default:
        return null;
    }
    return result.get(member) instanceof JsonArray ? null : member;
  }

  private static JsonObject serverInfo(JsonObject result) {
    if (result == null || !(result.get("_meta") instanceof JsonObject)) {
      return null;
    }
    JsonValue info = ((JsonObject) result.get("_meta")).get(McpMeta.SERVER_INFO);
    return info instanceof JsonObject ? (JsonObject) info : null;
  }

  private void fail(Throwable failure) {
    Throwable cause = Failures.unwrap(failure);
    if (!(cause instanceof McpException)) {
      cause = new InputHandlerException("the call failed: " + cause, lastResult(), sent(), cause);
    }
    outcome.completeExceptionally(cause);
  }

  /** Stops everything still running for the call: timers, the request in flight, the handlers. */
  private void cleanUp(String reason) {
    RequestFlight inFlight;
    TaskFlight running;
    boolean ended;
    Cancellation round;
    List<CompletableFuture<?>> stages;
    Runnable[] timers;
    synchronized (this) {
      inFlight = flight;
      flight = null;
      running = task;
      ended = taskEnded;
      round = gathering;
      stages = new ArrayList<>(handlerStages);
      handlerStages.clear();
      timers = new Runnable[] {roundTimer, totalTimer, unhookCancellation};
      roundTimer = null;
      totalTimer = null;
      unhookCancellation = null;
    }
    for (Runnable timer : timers) {
      if (timer != null) {
        timer.run();
      }
    }
    if (inFlight != null) {
      inFlight.cancel(reason);
    }
    if (running != null) {
      running.stop(reason, !ended);
    }
    if (round != null) {
      round.cancel(reason);
    }
    stages.forEach(stage -> stage.cancel(true));
  }

  private void stopRoundTimer() {
    Runnable timer;
    synchronized (this) {
      activeGather = 0;
      timer = roundTimer;
      roundTimer = null;
      handlerStages.clear();
    }
    if (timer != null) {
      timer.run();
    }
  }

  private synchronized JsonObject lastResult() {
    return lastResult;
  }

  private synchronized int sent() {
    return requestsSent;
  }
}
