package io.mcpgen.legacy.client;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.client.CallInFlight;
import io.mcpgen.runtime.client.CallOptions;
import io.mcpgen.runtime.client.CallTimeoutException;
import io.mcpgen.runtime.client.ClientContext;
import io.mcpgen.runtime.client.InputContext;
import io.mcpgen.runtime.client.InputHandlerException;
import io.mcpgen.runtime.client.InputRefusedException;
import io.mcpgen.runtime.client.RoundsExceededException;
import io.mcpgen.runtime.jsonrpc.ErrorCodes;
import io.mcpgen.runtime.jsonrpc.JsonRpcError;
import io.mcpgen.runtime.jsonrpc.JsonRpcErrorResponse;
import io.mcpgen.runtime.jsonrpc.JsonRpcResult;
import io.mcpgen.runtime.jsonrpc.RequestId;
import io.mcpgen.runtime.mrtr.Cancellation;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.mrtr.FormContentCheck;
import io.mcpgen.runtime.mrtr.FormElicitation;
import io.mcpgen.runtime.mrtr.InputAnswer;
import io.mcpgen.runtime.mrtr.InputRequest;
import io.mcpgen.runtime.mrtr.McpMethods;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;

/**
 * Answers a 2025-era server's requests with the same input handlers that answer 2026-07-28
 * {@code inputRequests}, under the same limits: the call's {@code roundTimeout} for each answer
 * (the call's reply timer waits meanwhile), at most {@code maxRounds - 1} questions per call (each
 * stands for the retry it replaces), the handler's cancellation tripped when the call ends, a
 * failing handler or an answer that does not fit its form fails the call as it would in MRTR, and
 * a refused sampling or roots request (the handler refuses, or there is none) ends the call as
 * {@code CallOutcome.Declined}, as in MRTR, after the server is told (error {@code -1}, or
 * {@code -32601} without a handler).
 * {@code ping} is answered at once; anything else gets {@code -32601}.
 */
final class ServerRequests {

  /** The error a refused sampling or roots request gets; the 2025 specification's example uses -1. */
  static final int REFUSED = -1;

  private final ClientContext client;
  private final JsonObject serverInfo;

  /** @param serverInfo the server's {@code Implementation}, for the handlers' context; may be null */
  ServerRequests(ClientContext client, JsonObject serverInfo) {
    this.client = client;
    this.serverInfo = serverInfo;
  }

  /**
   * The response to one request of the server; never completes exceptionally.
   *
   * @param waiting the calls the request may belong to (one: it is that call's)
   */
  CompletionStage<JsonObject> handle(JsonObject request, List<CallInFlight> waiting) {
    JsonValue rawId = request.get("id");
    if (!RequestId.isValid(rawId) || !(request.get("method") instanceof JsonString)) {
      return done(null, JsonRpcError.of(ErrorCodes.INVALID_REQUEST, "not a request"));
    }
    RequestId id = RequestId.from(rawId);
    String method = request.get("method").asString();
    if (method.equals("ping")) {
      return CompletableFuture.completedFuture(new JsonRpcResult(id, JsonObject.empty()).toJson());
    }
    if (!method.equals(McpMethods.ELICITATION_CREATE) && !method.equals(McpMethods.SAMPLING_CREATE_MESSAGE)
        && !method.equals(McpMethods.ROOTS_LIST)) {
      return done(id, JsonRpcError.of(ErrorCodes.METHOD_NOT_FOUND, "this client does not handle " + method));
    }
    InputRequest question;
    try {
      question = InputRequest.fromJson(request);
    } catch (IllegalArgumentException malformed) {
      return done(id, JsonRpcError.of(ErrorCodes.INVALID_PARAMS, malformed.getMessage()));
    }
    CallInFlight call = waiting.size() == 1 ? waiting.get(0) : null;
    if (!client.canAnswer(question)) {
      if (call != null && declinable(method)) {
        call.decline(id.toString(), method, "no handler answers " + method);
      }
      return done(id, JsonRpcError.of(ErrorCodes.METHOD_NOT_FOUND, "this client declared no capability for this "
          + method + " request"));
    }
    if (call != null && !call.countServerRequest()) {
      call.fail(new RoundsExceededException(call.method() + " still required input after maxRounds "
          + call.options().maxRounds() + " (counting each server request as a round)", null, call.round(), null));
      return done(id, JsonRpcError.of(ErrorCodes.INTERNAL_ERROR, "the client's limit of input requests is reached"));
    }
    return ask(id, question, call, waiting);
  }

  private CompletionStage<JsonObject> ask(RequestId id, InputRequest question, CallInFlight call,
      List<CallInFlight> waiting) {
    CallOptions options = call != null ? call.options() : client.defaults();
    Cancellation cancellation = Cancellation.create();
    InputContext context = new InputContext(id.toString(), call != null ? call.method() : null,
        call != null ? call.params() : JsonObject.empty(), call != null ? call.round() : 0, serverInfo,
        cancellation);
    CompletableFuture<JsonObject> response = new CompletableFuture<>();
    // A person may take longer than a server's reply may: the reply timers wait while the question is open.
    waiting.forEach(CallInFlight::pauseTimer);
    Runnable timer = client.scheduler().schedule(options.roundTimeout(), () -> {
      if (response.isDone()) {
        return;
      }
      // The call learns why first: completing the response cancels the handler's stage.
      if (call != null) {
        call.fail(new CallTimeoutException(CallTimeoutException.Limit.INPUT_HANDLERS,
            "the input handlers did not answer within roundTimeout " + options.roundTimeout(), null, call.round()));
      }
      cancellation.cancel("timed out");
      response.complete(new JsonRpcErrorResponse(id, JsonRpcError.of(ErrorCodes.INTERNAL_ERROR,
          "the client did not answer within its roundTimeout")).toJson());
    });
    if (call != null) {
      call.onEnd(() -> {
        cancellation.cancel("the call ended");
        response.complete(new JsonRpcErrorResponse(id, JsonRpcError.of(ErrorCodes.INTERNAL_ERROR,
            "the call ended before the client answered")).toJson());
      });
    }
    CompletableFuture<? extends InputAnswer> stage = client.answer(question, context).toCompletableFuture();
    stage.whenComplete((answer, failure) -> {
      if (!response.isDone()) { // not when the stage was cancelled because the question ended
        response.complete(respond(id, question, answer, failure, call));
        Throwable cause = failure instanceof CompletionException && failure.getCause() != null ? failure.getCause()
            : failure;
        if (call != null && cause instanceof InputRefusedException && declinable(question.method())) {
          // The server has its answer (-1); the call ends as MRTR ends it.
          call.decline(id.toString(), question.method(), cause.getMessage());
        }
      }
    });
    response.whenComplete((done, ignored) -> {
      timer.run();
      stage.cancel(true);
      waiting.forEach(CallInFlight::resumeTimer);
    });
    return response;
  }

  /** The response for a handler's outcome; a failure also fails the call, as it would in MRTR. */
  private static JsonObject respond(RequestId id, InputRequest question, InputAnswer answer, Throwable failure,
      CallInFlight call) {
    Throwable cause = failure instanceof CompletionException && failure.getCause() != null ? failure.getCause()
        : failure;
    String problem;
    if (cause instanceof InputRefusedException) {
      if (question instanceof FormElicitation || McpMethods.ELICITATION_CREATE.equals(question.method())) {
        return new JsonRpcResult(id, ElicitationAnswer.decline().toJson()).toJson();
      }
      return new JsonRpcErrorResponse(id, JsonRpcError.of(REFUSED, "the user refused the request")).toJson();
    } else if (cause != null) {
      problem = "the " + question.method() + " handler failed: " + cause;
    } else if (answer == null || !answer.method().equals(question.method())) {
      problem = "the handler gave no " + question.method() + " answer";
    } else if (question instanceof FormElicitation && ((ElicitationAnswer) answer).isAccepted()
        && FormContentCheck.problem(((FormElicitation) question).requestedSchema(),
            ((ElicitationAnswer) answer).content()) != null) {
      problem = "the answer does not fit its form: " + FormContentCheck.problem(
          ((FormElicitation) question).requestedSchema(), ((ElicitationAnswer) answer).content());
    } else {
      return new JsonRpcResult(id, answer.toJson()).toJson();
    }
    if (call != null) {
      call.fail(new InputHandlerException(problem, null, call.round(), cause));
    }
    // The handler's own words stay local: the server learns only that the client could not answer.
    return new JsonRpcErrorResponse(id, JsonRpcError.of(ErrorCodes.INTERNAL_ERROR, "the client could not answer"))
        .toJson();
  }

  /** Sampling and roots: the requests whose refusal ends a call as {@code Declined} (an elicitation's is a decline the server handles). */
  private static boolean declinable(String method) {
    return McpMethods.SAMPLING_CREATE_MESSAGE.equals(method) || McpMethods.ROOTS_LIST.equals(method);
  }

  private static CompletionStage<JsonObject> done(RequestId id, JsonRpcError error) {
    return CompletableFuture.completedFuture(new JsonRpcErrorResponse(id, error).toJson());
  }
}
