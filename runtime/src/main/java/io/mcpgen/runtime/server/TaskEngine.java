package io.mcpgen.runtime.server;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.jsonrpc.ErrorCodes;
import io.mcpgen.runtime.log.LogText;
import io.mcpgen.runtime.mrtr.Cancellation;
import io.mcpgen.runtime.mrtr.ClientCapabilitySet;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.mrtr.FormContentCheck;
import io.mcpgen.runtime.mrtr.FormElicitation;
import io.mcpgen.runtime.mrtr.InputAnswer;
import io.mcpgen.runtime.mrtr.InputRequest;
import java.lang.System.Logger.Level;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * The server side of the {@code io.modelcontextprotocol/tasks} extension: creates tasks, runs their
 * handlers in the background (again after each {@code tasks/update} that answers every open
 * question), and serves {@code tasks/get}, {@code tasks/update} and {@code tasks/cancel}.
 *
 * <p>A task is bound to the principal that created it: for anyone else it does not exist. What a
 * handler needs to resume (the call, the answers so far, its notes) is kept in the
 * {@link TaskStore}, so any instance sharing the store can resume it; a running handler's
 * cancellation flag is local to the instance that runs it.
 */
final class TaskEngine {

  /** The extension's identifier, as declared in capabilities. */
  static final String EXTENSION = "io.modelcontextprotocol/tasks";

  private static final System.Logger LOG = System.getLogger(TaskEngine.class.getName());
  private static final JsonObject REQUIRED = JsonObject.of("extensions", JsonObject.of(EXTENSION, JsonObject.empty()));
  private static final String RESULT_TYPE_TASK = "task";

  private final TaskSettings settings;
  private final TaskStore store;
  private final ResultShapes shapes;
  private final Function<CallTarget, McpHandler> handlers;
  private final Map<String, Cancellation> running = new ConcurrentHashMap<>();
  private final SecureRandom random = new SecureRandom();

  TaskEngine(TaskSettings settings, ResultShapes shapes, Function<CallTarget, McpHandler> handlers) {
    this.settings = settings;
    this.store = settings.store();
    this.shapes = shapes;
    this.handlers = handlers;
  }

  /** The capabilities a client declares to take part: {@code {"extensions":{"io.modelcontextprotocol/tasks":{}}}}. */
  static JsonObject requiredCapabilities() {
    return REQUIRED;
  }

  /** True when these request capabilities declare the extension. */
  static boolean declared(ClientCapabilitySet capabilities) {
    return capabilities.covers(REQUIRED);
  }

  /**
   * Creates a task for this call and starts its handler; returns the flat {@code CreateTaskResult}
   * once {@code tasks/get} finds the task.
   *
   * @throws RequestFailure when the store holds no more tasks for this principal or in total
   */
  JsonObject create(CallTarget target, String principal, ClientCapabilitySet capabilities, JsonObject meta,
      Map<String, PinnedAnswer> answers, JsonObject notes) {
    String taskId = newTaskId();
    TaskRecord task = TaskRecord.working(taskId, principal, now(), settings.ttl().toMillis(),
        settings.pollInterval().toMillis(), target, capabilities, meta, answers, notes, 0);
    if (!store.create(task)) {
      throw RequestFailure.of(ErrorCodes.INTERNAL_ERROR,
          "Internal error: this server holds no more tasks for this caller now; try again later", null, 200);
    }
    Cancellation cancellation = running.computeIfAbsent(taskId, id -> Cancellation.create());
    settings.scheduler().schedule(settings.ttl(), () -> expire(taskId));
    start(taskId, cancellation);
    return shapes.withMeta(envelope(task, RESULT_TYPE_TASK).build());
  }

  /** {@code tasks/get}: the task as it is now, with its open questions, result or error inlined. */
  JsonObject get(IncomingRequest request, String principal) {
    TaskRecord task = find(request, principal);
    JsonObject.Builder detailed = envelope(task, "complete");
    switch (task.status()) {
      case INPUT_REQUIRED:
        JsonObject.Builder inputRequests = JsonObject.builder();
        task.questions().forEach((key, question) -> inputRequests.put(key, question.toJson()));
        detailed.put("inputRequests", inputRequests.build());
        break;
      case COMPLETED:
        detailed.put("result", task.result());
        break;
      case FAILED:
        detailed.put("error", task.error());
        break;
      default:
        break;
    }
    return shapes.withMeta(detailed.build());
  }

  /**
   * {@code tasks/update}: answers to open questions, checked like the answers of a round (decoded
   * by the method asked, form content against the schema asked) before any is kept; answers
   * under keys that are not open are ignored. Once no question is open the handler runs again.
   */
  JsonObject update(IncomingRequest request, String principal) {
    TaskRecord task = find(request, principal);
    JsonObject responses = responses(request.params());
    Map<String, PinnedAnswer> accepted = new LinkedHashMap<>();
    task.questions().forEach((key, question) -> {
      JsonValue response = responses.get(key);
      if (response != null) {
        accepted.put(key, check(key, question, response));
      }
    });
    AtomicBoolean resumed = new AtomicBoolean();
    if (!accepted.isEmpty()) {
      store.update(task.taskId(), current -> {
        if (current.status() != TaskStatus.INPUT_REQUIRED) {
          return current;
        }
        Map<String, InputRequest> open = new LinkedHashMap<>(current.questions());
        Map<String, PinnedAnswer> gathered = new LinkedHashMap<>(current.answers());
        accepted.forEach((key, answer) -> {
          InputRequest question = open.get(key);
          // Only the very question that was checked: a key asked anew since then stays open.
          if (question != null && answer.answers(question)) {
            open.remove(key);
            gathered.put(current.handlerKey(key), answer);
          }
        });
        TaskRecord next = current.answered(open, gathered, now());
        resumed.set(next.status() == TaskStatus.WORKING);
        return next;
      });
    }
    if (resumed.get()) {
      start(task.taskId(), running.computeIfAbsent(task.taskId(), id -> Cancellation.create()));
    }
    return ack();
  }

  /** {@code tasks/cancel}: the task becomes {@code cancelled} unless it has ended; a running handler is told. */
  JsonObject cancel(IncomingRequest request, String principal) {
    TaskRecord task = find(request, principal);
    settle(task.taskId(), current -> current.cancelled("Cancelled by the client", now()));
    Cancellation cancellation = running.remove(task.taskId());
    if (cancellation != null) {
      cancellation.cancel("the task was cancelled");
    }
    return ack();
  }

  private JsonObject ack() {
    return shapes.withMeta(JsonObject.of("resultType", JsonString.of("complete")));
  }

  private TaskRecord find(IncomingRequest request, String principal) {
    if (!declared(request.capabilities())) {
      throw RequestFailure.missingCapability(REQUIRED);
    }
    JsonValue taskId = request.params().get("taskId");
    if (!(taskId instanceof JsonString)) {
      throw RequestFailure.invalidParams("Invalid params: taskId must be a string");
    }
    TaskRecord task = store.get(taskId.asString());
    // Another principal's task is indistinguishable from one that does not exist.
    if (task == null || !Objects.equals(task.principal(), principal)) {
      throw RequestFailure.invalidParams("Invalid params: no such task (unknown, expired, or not yours)");
    }
    return task;
  }

  private static JsonObject responses(JsonObject params) {
    JsonValue responses = params.get("inputResponses");
    if (!(responses instanceof JsonObject)) {
      throw RequestFailure.invalidParams("Invalid params: inputResponses must be an object");
    }
    for (Map.Entry<String, JsonValue> entry : ((JsonObject) responses).members().entrySet()) {
      if (!(entry.getValue() instanceof JsonObject)) {
        throw RequestFailure.invalidParams("Invalid params: inputResponses." + entry.getKey() + " must be an object");
      }
    }
    return (JsonObject) responses;
  }

  private static PinnedAnswer check(String key, InputRequest question, JsonValue response) {
    InputAnswer answer;
    try {
      answer = InputAnswer.decode(question.method(), response);
    } catch (IllegalArgumentException malformed) {
      throw RequestFailure.invalidParams("Invalid params: inputResponses." + key + " is not a valid result of "
          + question.method() + ": " + malformed.getMessage());
    }
    if (question instanceof FormElicitation && ((ElicitationAnswer) answer).isAccepted()) {
      String problem = FormContentCheck.problem(((FormElicitation) question).requestedSchema(),
          ((ElicitationAnswer) answer).content());
      if (problem != null) {
        throw RequestFailure.invalidParams("Invalid params: inputResponses." + key + ": " + problem);
      }
    }
    return new PinnedAnswer(question.method(), question.digest(), answer);
  }

  private JsonObject.Builder envelope(TaskRecord task, String resultType) {
    JsonObject.Builder envelope = JsonObject.builder()
        .put("resultType", resultType)
        .put("taskId", task.taskId())
        .put("status", task.status().wireName());
    if (task.statusMessage() != null) {
      envelope.put("statusMessage", task.statusMessage());
    }
    return envelope
        .put("createdAt", task.createdAt().toString())
        .put("lastUpdatedAt", task.lastUpdatedAt().toString())
        .put("ttlMs", task.ttlMs())
        .put("pollIntervalMs", task.pollIntervalMs());
  }

  private void start(String taskId, Cancellation cancellation) {
    try {
      settings.executor().execute(() -> run(taskId, cancellation));
    } catch (RejectedExecutionException refused) {
      LOG.log(Level.WARNING, "the task executor refused a task", refused);
      settle(taskId, task -> task.failed(RequestFailure.internalError().error().toJson(), now()));
      running.remove(taskId);
    }
  }

  /** One run of the task's handler, and what its outcome makes of the task. */
  private void run(String taskId, Cancellation cancellation) {
    TaskRecord task = store.update(taskId, current -> current.status() == TaskStatus.WORKING
        ? current.started(now()) : current);
    if (task == null || task.status() != TaskStatus.WORKING) {
      return;
    }
    if (task.runs() > settings.maxRuns()) {
      finish(taskId, current -> current.failed(RequestFailure.invalidParams("Too many rounds: this task needed more"
          + " than " + settings.maxRuns() + " runs of its handler", JsonObject.of("reason",
          JsonString.of("too_many_rounds"))).error().toJson(), now()));
      return;
    }
    McpHandler handler = handlers.apply(task.target());
    RoundContext round = new RoundContext(task.target(), task.principal(), task.capabilities(), task.meta(),
        task.runs(), task.notes(), task.answers(), new RoundNotifications(NotificationSink.DISCARD, null, null),
        cancellation, false, taskId);
    UnaryOperator<TaskRecord> change;
    try {
      if (handler == null) {
        throw new IllegalStateException("no handler is registered for " + task.target().name() + " any more");
      }
      change = outcome(round, handler.handle(round));
    } catch (RequestFailure failure) {
      change = failed(failure.error().toJson());
    } catch (InvalidArgumentsException invalid) {
      JsonObject text = JsonObject.builder().put("type", "text").put("text", invalid.getMessage()).build();
      JsonObject toolError = JsonObject.builder().put("content", JsonArray.of(text)).put("isError", true).build();
      change = current -> current.completed(shapes.complete(round.method(), toolError), now());
    } catch (McpErrorException error) {
      change = failed(ErrorCodes.isSendable(error.code()) ? error.toError().toJson()
          : RequestFailure.internalError().error().toJson());
    } catch (MissingCapabilityException missing) {
      change = failed(RequestFailure.missingCapability(missing.requiredCapabilities()).error().toJson());
    } catch (InvalidInputResponseException invalid) {
      change = failed(RequestFailure.invalidParams("Invalid params: " + invalid.getMessage()).error().toJson());
    } catch (CancellationException cancelled) {
      change = current -> current.cancelled("Cancelled", now());
    } catch (Throwable failure) { // the task must end whatever happened; never leave it working forever
      LOG.log(Level.ERROR, "the handler of task " + LogText.escape(taskId) + " failed", LogText.sanitized(failure));
      change = failed(RequestFailure.internalError().error().toJson());
    }
    if (cancellation.isCancelled()) {
      change = current -> current.cancelled("Cancelled", now());
    }
    TaskRecord after = settle(taskId, change);
    if (after == null || after.status().isTerminal()) {
      running.remove(taskId, cancellation);
    } else if (after.status() == TaskStatus.WORKING) {
      start(taskId, cancellation); // a retry the handler asked for
    }
  }

  private UnaryOperator<TaskRecord> outcome(RoundContext round, RoundResult result) {
    if (result == null) {
      throw new IllegalStateException("the handler of " + round.method() + " returned no RoundResult");
    }
    switch (result.kind()) {
      case COMPLETE:
        JsonObject complete = shapes.complete(round.method(), result.result());
        return current -> current.completed(complete, now());
      case INPUT_REQUIRED:
        JsonObject lacking = JsonObject.empty();
        for (InputRequest question : result.questions().values()) {
          // As in a synchronous round: nothing the client did not declare goes out.
          if (!question.isAllowedBy(round.capabilities())) {
            lacking = ClientCapabilitySet.union(lacking, question.requiredCapabilities());
          }
        }
        if (!lacking.isEmpty()) {
          return failed(RequestFailure.missingCapability(lacking).error().toJson());
        }
        JsonObject notes = result.notes() != null ? result.notes() : round.notes();
        Map<String, PinnedAnswer> kept = new LinkedHashMap<>(round.pinnedAnswers());
        kept.keySet().removeAll(result.questions().keySet()); // asked again: the old answer is stale
        return current -> current.asking(result.questions(), kept, notes, now());
      case RETRY_LATER:
        JsonObject retryNotes = result.notes() != null ? result.notes() : round.notes();
        return current -> current.rerun(retryNotes, now());
      case TASK:
      default:
        throw new IllegalStateException("the handler of " + round.method() + " asked for a task inside its task");
    }
  }

  private UnaryOperator<TaskRecord> failed(JsonObject error) {
    return current -> current.failed(error, now());
  }

  /** Applies {@code change} unless the task has ended (cancelled meanwhile, say): a terminal status never changes. */
  private TaskRecord settle(String taskId, UnaryOperator<TaskRecord> change) {
    return store.update(taskId, current -> current.status().isTerminal() ? current : change.apply(current));
  }

  private void finish(String taskId, UnaryOperator<TaskRecord> change) {
    settle(taskId, change);
    running.remove(taskId);
  }

  /** The TTL has passed: the store forgets the task; a handler still running here is told to stop. */
  private void expire(String taskId) {
    Cancellation cancellation = running.remove(taskId);
    if (cancellation != null) {
      cancellation.cancel("the task expired");
    }
  }

  private Instant now() {
    return settings.clock().instant();
  }

  /** 128 random bits, URL-safe: task ids are bearer handles and must not be guessable. */
  private String newTaskId() {
    byte[] bits = new byte[16];
    random.nextBytes(bits);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(bits);
  }
}
