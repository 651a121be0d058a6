package io.mcpgen.runtime.server;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.jsonrpc.ErrorCodes;
import io.mcpgen.runtime.jsonrpc.RequestId;
import io.mcpgen.runtime.log.LogText;
import io.mcpgen.runtime.mrtr.ClientCapabilitySet;
import io.mcpgen.runtime.mrtr.InputAnswer;
import io.mcpgen.runtime.mrtr.InputRequest;
import io.mcpgen.runtime.mrtr.McpMethods;
import io.mcpgen.runtime.state.RejectionReason;
import io.mcpgen.runtime.state.RequestBinding;
import java.lang.System.Logger.Level;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;

/**
 * Runs one round of an MRTR request: verifies the requestState before anything reads it, decodes
 * the new answers by the method asked under each key, runs the handler, and turns its outcome into
 * the reply (a complete result, an {@code InputRequiredResult} with freshly sealed state, or an
 * error). Holds nothing between rounds.
 */
final class RoundRunner {

  private static final System.Logger LOG = System.getLogger(RoundRunner.class.getName());

  private final StateVault vault;
  private final ResultShapes shapes;
  private final Executor executor;
  private final int maxRounds;
  private final boolean logging;
  private final EngineListener listener;

  RoundRunner(StateVault vault, ResultShapes shapes, Executor executor, int maxRounds, boolean logging) {
    this(vault, shapes, executor, maxRounds, logging, EngineListener.NONE);
  }

  RoundRunner(StateVault vault, ResultShapes shapes, Executor executor, int maxRounds, boolean logging,
      EngineListener listener) {
    this.vault = vault;
    this.shapes = shapes;
    this.executor = executor;
    this.maxRounds = maxRounds;
    this.logging = logging;
    this.listener = listener;
  }

  CompletableFuture<ServerReply> run(IncomingRequest request, CallTarget target, McpHandler handler,
      RequestContext context) {
    return run(request, target, handler, context, null);
  }

  /**
   * As {@link #run(IncomingRequest, CallTarget, McpHandler, RequestContext)}; {@code tasks}, when
   * not null, turns a round that ends with {@link RoundResult#continueAsTask} into a task.
   */
  CompletableFuture<ServerReply> run(IncomingRequest request, CallTarget target, McpHandler handler,
      RequestContext context, TaskLauncher tasks) {
    long startNanos = System.nanoTime();
    JsonObject responses = inputResponses(request.params());
    RequestBinding binding = RequestBinding.of(target.method(), target.params(), context.principal());
    StatePayload prior = StatePayload.EMPTY;
    int previousRound = 0;
    JsonValue token = request.params().get("requestState");
    if (token != null) {
      if (!(token instanceof JsonString)) {
        // Not a token this server minted, whatever it is: the one generic rejection.
        RoundEvents.rejected(listener, RejectionReason.MALFORMED);
        throw RequestFailure.invalidRequestState();
      }
      StateVault.Opened opened = vault.open(token.asString(), binding);
      prior = opened.payload();
      previousRound = opened.round();
    }
    Map<String, PinnedAnswer> answers = merge(prior, responses);
    RoundNotifications notifications = new RoundNotifications(context.notifications(),
        logging ? request.logLevel() : null, request.progressToken());
    RoundContext round = new RoundContext(target, context.principal(), request.capabilities(), request.meta(),
        previousRound + 1, prior.notes(), answers, notifications, context.cancellation(), tasks != null, null);

    CompletableFuture<ServerReply> reply = new CompletableFuture<>();
    Runnable unhook = context.cancellation().onCancel(() -> {
      notifications.close();
      reply.complete(ServerReply.cancelled());
    });
    Runnable work = () -> {
      RoundEvents.started(listener, target, round.round(), request.meta());
      // A handler blocked in sleep or I/O is interrupted when the request is cancelled.
      ServerReply outcome = context.cancellation().isCancelled() ? ServerReply.cancelled()
          : HandlerInterrupt.run(context.cancellation(), () -> outcome(request, round, binding, handler, tasks));
      notifications.close();
      unhook.run();
      ServerReply sent = context.cancellation().isCancelled() ? ServerReply.cancelled() : outcome;
      RoundEvents.report(listener, target, round.round(), sent, startNanos);
      reply.complete(sent);
    };
    try {
      executor.execute(work);
    } catch (RejectedExecutionException e) {
      LOG.log(Level.WARNING, "the handler executor refused a round", e);
      notifications.close();
      unhook.run();
      reply.complete(Replies.failure(request.id(), RequestFailure.internalError()));
    }
    return reply;
  }

  private ServerReply outcome(IncomingRequest request, RoundContext round, RequestBinding binding, McpHandler handler,
      TaskLauncher tasks) {
    RequestId id = request.id();
    try {
      return finish(request, round, binding, handler.handle(round), tasks);
    } catch (RequestFailure failure) {
      return Replies.failure(id, failure);
    } catch (InvalidArgumentsException invalid) {
      if (McpMethods.TOOLS_CALL.equals(request.method())) {
        // An input validation error is a tool execution error (SEP-1303): the model reads it and retries.
        return Replies.result(id, shapes.complete(request.method(), toolError(invalid.getMessage())));
      }
      return Replies.handlerError(id, invalid.toError());
    } catch (McpErrorException error) {
      if (!ErrorCodes.isSendable(error.code())) {
        LOG.log(Level.ERROR, "a handler of {0} used the reserved error code {1}; sending -32603 instead",
            LogText.escape(request.method()), String.valueOf(error.code()));
        return Replies.failure(id, RequestFailure.internalError());
      }
      return Replies.handlerError(id, error.toError());
    } catch (MissingCapabilityException missing) {
      return Replies.failure(id, RequestFailure.missingCapability(missing.requiredCapabilities()));
    } catch (InvalidInputResponseException invalid) {
      return Replies.failure(id, RequestFailure.invalidParams("Invalid params: " + invalid.getMessage()));
    } catch (CancellationException cancelled) {
      return round.isCancelled() ? ServerReply.cancelled() : internalError(request, cancelled);
    } catch (Throwable failure) { // a reply is owed whatever happened; never leave the transport hanging
      // A cancelled handler often ends in what its interrupt caused (InterruptedException, a closed channel).
      return round.isCancelled() ? ServerReply.cancelled() : internalError(request, failure);
    }
  }

  /** A {@code CallToolResult} with {@code isError: true} saying what went wrong. */
  private static JsonObject toolError(String message) {
    JsonObject text = JsonObject.builder().put("type", "text").put("text", message).build();
    return JsonObject.builder().put("content", JsonArray.of(text)).put("isError", true).build();
  }

  private ServerReply finish(IncomingRequest request, RoundContext round, RequestBinding binding, RoundResult result,
      TaskLauncher tasks) {
    if (result == null) {
      throw new IllegalStateException("the handler of " + request.method() + " returned no RoundResult");
    }
    switch (result.kind()) {
      case TASK:
        if (tasks == null) {
          throw new IllegalStateException("the handler of " + request.method()
              + " asked for a task where none was offered (see RoundContext.taskOffered())");
        }
        return Replies.result(request.id(), tasks.launch(round, notes(round, result)));
      case COMPLETE:
        return Replies.result(request.id(), shapes.complete(request.method(), result.result()));
      case INPUT_REQUIRED:
        return interim(request, round, binding, result.questions(), notes(round, result));
      case RETRY_LATER:
      default:
        return interim(request, round, binding, Map.of(), notes(round, result));
    }
  }

  private ServerReply interim(IncomingRequest request, RoundContext round, RequestBinding binding,
      Map<String, InputRequest> questions, JsonObject notes) {
    JsonObject lacking = JsonObject.empty();
    JsonObject.Builder inputRequests = JsonObject.builder();
    for (Map.Entry<String, InputRequest> question : questions.entrySet()) {
      // The last line of defence: nothing the client did not declare in this request goes out.
      if (!question.getValue().isAllowedBy(round.capabilities())) {
        lacking = ClientCapabilitySet.union(lacking, question.getValue().requiredCapabilities());
      }
      inputRequests.put(question.getKey(), question.getValue().toJson());
    }
    if (!lacking.isEmpty()) {
      return Replies.failure(request.id(), RequestFailure.missingCapability(lacking));
    }
    if (round.round() >= maxRounds) {
      LOG.log(Level.INFO, "{0} needed more than {1} rounds; ending it", LogText.escape(request.method()), maxRounds);
      return Replies.failure(request.id(), RequestFailure.invalidParams(
          "Too many rounds: this request needed more than " + maxRounds + " rounds of input; start it again",
          JsonObject.of("reason", JsonString.of("too_many_rounds"))));
    }
    Map<String, PinnedAnswer> kept = new LinkedHashMap<>(round.pinnedAnswers());
    kept.keySet().removeAll(questions.keySet()); // asked again: the old answer is stale
    String state = vault.seal(binding, round.round(), questions, kept, notes);
    return Replies.result(request.id(), shapes.inputRequired(inputRequests.build(), state));
  }

  private static JsonObject notes(RoundContext round, RoundResult result) {
    return result.notes() != null ? result.notes() : round.notes();
  }

  private ServerReply internalError(IncomingRequest request, Throwable failure) {
    LOG.log(Level.ERROR, "the handler of " + LogText.escape(request.method()) + " failed", LogText.sanitized(failure));
    return Replies.failure(request.id(), RequestFailure.internalError());
  }

  /** The {@code inputResponses} object, checked to be an object of objects; {@code {}} when absent. */
  private static JsonObject inputResponses(JsonObject params) {
    JsonValue responses = params.get("inputResponses");
    if (responses == null) {
      return JsonObject.empty();
    }
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

  /**
   * The answers so far: those kept in the state, plus this request's answers to the questions the
   * state says were asked, each decoded by the method asked under its key. Answers under keys that
   * were not asked are ignored.
   */
  private static Map<String, PinnedAnswer> merge(StatePayload prior, JsonObject responses) {
    Map<String, PinnedAnswer> answers = new LinkedHashMap<>(prior.answers());
    prior.questions().forEach((key, pin) -> {
      JsonValue response = responses.get(key);
      if (response == null) {
        return; // not answered: the handler will ask again
      }
      InputAnswer answer;
      try {
        answer = InputAnswer.decode(pin.method(), response);
      } catch (IllegalArgumentException malformed) {
        throw RequestFailure.invalidParams("Invalid params: inputResponses." + key + " is not a valid result of "
            + pin.method() + ": " + malformed.getMessage());
      }
      answers.put(key, new PinnedAnswer(pin.method(), pin.digest(), answer));
    });
    return answers;
  }
}
