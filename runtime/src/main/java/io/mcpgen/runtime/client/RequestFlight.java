package io.mcpgen.runtime.client;

import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.jsonrpc.ErrorCodes;
import io.mcpgen.runtime.jsonrpc.InvalidMessageException;
import io.mcpgen.runtime.jsonrpc.JsonRpcErrorResponse;
import io.mcpgen.runtime.jsonrpc.JsonRpcMessage;
import io.mcpgen.runtime.jsonrpc.JsonRpcMessages;
import io.mcpgen.runtime.jsonrpc.JsonRpcRequest;
import io.mcpgen.runtime.jsonrpc.JsonRpcResult;
import io.mcpgen.runtime.jsonrpc.RequestId;
import io.mcpgen.runtime.mrtr.LogLevel;
import io.mcpgen.runtime.mrtr.McpMethods;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.Consumer;

/**
 * One request on the wire and its response: a fresh id, a fresh {@code _meta}, the round timeout,
 * the request's own notifications routed to the call's listeners, one retry after {@code -32022}
 * with a version from the error's {@code supported} list that this client speaks (another one when
 * there is one, else the same), and the re-sending of a round the transport lost
 * ({@link RoundLostException}) within the call's {@code lostRoundRetries}, when it is safe (see
 * {@link CallOptions}). Completes with the response's {@code result} object, or fails with an
 * {@link McpException}.
 */
final class RequestFlight implements CallInFlight {

  private final ClientCore core;
  private final String method;
  private final JsonObject params;
  private final CallOptions options;
  private final int round;
  private final JsonObject lastResult;
  private final CompletableFuture<JsonObject> result = new CompletableFuture<>();
  private PendingRequest pending;
  private Runnable timer;
  private boolean versionRetried;
  /** Whether this request already opened a new session after its own was lost. */
  private boolean sessionRenewed;
  /** How many times this round was lost so far. */
  private int losses;
  /** Stops the pause before a re-send; null when none is pending. */
  private Runnable resendTimer;
  private int serverRequests;
  private int openQuestions;
  private RequestId wireId;

  /**
   * @param params the params without {@code _meta}
   * @param round which request of the call this is (1-based)
   * @param lastResult the call's last result so far, for local errors
   */
  RequestFlight(ClientCore core, String method, JsonObject params, CallOptions options, int round,
      JsonObject lastResult) {
    this.core = core;
    this.method = method;
    this.params = params;
    this.options = options;
    this.round = round;
    this.lastResult = lastResult;
  }

  CompletableFuture<JsonObject> start() {
    result.whenComplete((done, failure) -> {
      RequestId last;
      synchronized (this) {
        last = wireId;
      }
      if (last != null) {
        core.ended(last); // timed out or cancelled: no response will remove it
      }
    });
    // The first request of a client that speaks both eras waits for the probe; later ones go at once.
    CompletableFuture<Void> known = core.eraKnown(options);
    if (known.isDone() && !known.isCompletedExceptionally()) {
      sendReady();
    } else {
      known.whenComplete((ignored, failure) -> {
        if (failure == null) {
          sendReady();
          return;
        }
        Throwable cause = Failures.unwrap(failure);
        result.completeExceptionally(cause instanceof McpException ? cause
            : new TransportException("could not reach the server: " + cause, lastResult, round, cause));
      });
    }
    return result;
  }

  @Override
  public String method() {
    return method;
  }

  @Override
  public JsonObject params() {
    return params;
  }

  @Override
  public CallOptions options() {
    return options;
  }

  @Override
  public int round() {
    return round;
  }

  @Override
  public synchronized boolean countServerRequest() {
    return ++serverRequests < options.maxRounds();
  }

  @Override
  public void decline(String key, String method, String reason) {
    fail(new InputDeclinedException(new CallOutcome.Declined(key, method, reason, lastResult, round)));
  }

  @Override
  public void onEnd(Runnable action) {
    result.whenComplete((done, failure) -> action.run());
  }

  @Override
  public void fail(McpLocalException failure) {
    PendingRequest inFlight;
    synchronized (this) {
      inFlight = pending;
      stopTimer();
    }
    if (result.completeExceptionally(failure) && inFlight != null) {
      inFlight.cancel(failure.getMessage());
    }
  }

  @Override
  public synchronized void pauseTimer() {
    if (openQuestions++ == 0) {
      stopTimer();
    }
  }

  @Override
  public void resumeTimer() {
    boolean rearm;
    synchronized (this) {
      rearm = --openQuestions == 0 && !result.isDone();
    }
    if (rearm) {
      armTimer();
    }
  }

  /** Cancels the request on the wire if it is still in flight; its result is then ignored. */
  void cancel(String reason) {
    PendingRequest inFlight;
    synchronized (this) {
      inFlight = result.isDone() ? null : pending;
      stopTimer();
      if (resendTimer != null) {
        resendTimer.run();
        resendTimer = null;
      }
    }
    if (result.completeExceptionally(new CallCancelledException(reason, lastResult, round, null)) && inFlight != null) {
      inFlight.cancel(reason);
    }
  }

  /** Sends the request once the session, if there is one, is ready for it (its log level set, say). */
  private void sendReady() {
    SessionConnection open = core.session();
    CompletableFuture<Void> ready = open == null ? null : open.prepare(options);
    if (ready == null || ready.isDone()) {
      send();
    } else {
      ready.whenComplete((ignored, failure) -> send());
    }
  }

  private void send() {
    if (result.isDone()) {
      return; // cancelled or timed out during a pause before a re-send, or while the era was found out
    }
    RequestId id = core.nextId();
    String sentVersion = core.protocolVersion();
    SessionConnection session = core.session();
    JsonValue token = options.onProgress() == null ? null : JsonString.of("mcpgen-progress-" + id);
    JsonObject request = new JsonRpcRequest(id, method,
        params.with("_meta", core.meta(options, token))).toJson();
    PendingRequest sent;
    RequestId previous;
    synchronized (this) {
      previous = wireId;
      wireId = id;
    }
    if (previous != null) {
      core.ended(previous);
    }
    core.started(id, this);
    try {
      sent = core.transport().send(request, message -> route(message, token));
    } catch (RuntimeException e) {
      core.ended(id);
      result.completeExceptionally(new TransportException("could not send " + method + ": " + e.getMessage(),
          lastResult, round, e));
      return;
    }
    synchronized (this) {
      pending = sent;
    }
    CompletionStage<JsonObject> response = sent.response();
    // A reply that is already there (an in-memory server on the same thread) needs no timer.
    if (!(response instanceof CompletableFuture && ((CompletableFuture<JsonObject>) response).isDone())) {
      armTimer();
    }
    response.whenComplete((reply, failure) -> received(id, sentVersion, session, reply, failure));
  }

  private void armTimer() {
    Runnable armed = core.scheduler.schedule(options.roundTimeout(), this::timeOut);
    boolean late;
    synchronized (this) {
      late = result.isDone() || openQuestions > 0;
      if (!late) {
        stopTimer();
        timer = armed;
      }
    }
    if (late) {
      armed.run(); // the reply won the race: nothing to time out
    }
  }

  private void timeOut() {
    PendingRequest inFlight;
    synchronized (this) {
      inFlight = pending;
    }
    CallTimeoutException timeout = new CallTimeoutException(CallTimeoutException.Limit.SERVER_REPLY,
        method + " got no reply within roundTimeout " + options.roundTimeout(), lastResult, round);
    if (result.completeExceptionally(timeout) && inFlight != null) {
      inFlight.cancel("timed out");
    }
  }

  private void received(RequestId id, String sentVersion, SessionConnection session, JsonObject response,
      Throwable failure) {
    synchronized (this) {
      stopTimer();
    }
    core.ended(id);
    if (result.isDone()) {
      return; // timed out or cancelled: a late response is ignored
    }
    if (failure != null) {
      Throwable cause = Failures.unwrap(failure);
      if (cause instanceof RoundLostException) {
        resendOrFail((RoundLostException) cause);
        return;
      }
      if (cause instanceof SessionExpiredException && session != null && !sessionRenewed) {
        // The server did not handle it: a new session (initialize), then the same request once more.
        sessionRenewed = true;
        core.sessionExpired(session);
        core.eraKnown(options).whenComplete((ignored, renewal) -> {
          if (renewal == null) {
            sendReady();
            return;
          }
          Throwable why = Failures.unwrap(renewal);
          result.completeExceptionally(why instanceof McpException ? why
              : new TransportException("could not open a new session: " + why, lastResult, round, why));
        });
        return;
      }
      result.completeExceptionally(cause instanceof McpException ? cause
          : new TransportException(method + " failed in the transport: " + cause, lastResult, round, cause));
      return;
    }
    JsonRpcMessage message;
    try {
      message = JsonRpcMessages.parse(response);
    } catch (InvalidMessageException e) {
      result.completeExceptionally(new ProtocolViolationException("the server sent an invalid response to " + method
          + ": " + e.getMessage(), lastResult, round, null));
      return;
    }
    if (message instanceof JsonRpcResult && id.equals(((JsonRpcResult) message).id())) {
      if (McpMethods.TOOLS_LIST.equals(method)) {
        core.learnTools(((JsonRpcResult) message).result());
      }
      result.complete(((JsonRpcResult) message).result());
    } else if (message instanceof JsonRpcErrorResponse
        && (((JsonRpcErrorResponse) message).id() == null || id.equals(((JsonRpcErrorResponse) message).id()))) {
      JsonRpcErrorResponse error = (JsonRpcErrorResponse) message;
      if (error.error().code() == ErrorCodes.UNSUPPORTED_PROTOCOL_VERSION && !versionRetried
          && core.negotiate(sentVersion, error.error().data())) {
        versionRetried = true;
        send();
        return;
      }
      result.completeExceptionally(new McpServerException(method, error.error()));
    } else {
      result.completeExceptionally(new ProtocolViolationException("the server answered request " + id
          + " with a message that is not its response: " + response, lastResult, round, null));
    }
  }

  /**
   * Sends a lost round again after a pause, when the retries allow it and it is safe: always when
   * no server can have received it, otherwise only for requests that are safe to repeat. Else
   * fails the round, saying why it was not sent again.
   */
  private void resendOrFail(RoundLostException lost) {
    int attempt;
    synchronized (this) {
      attempt = ++losses;
    }
    boolean safe = !lost.reachedServer() || options.resendLostReplies() || core.retrySafe(method, params);
    boolean resend = safe && attempt <= options.lostRoundRetries();
    Consumer<LostRound> listener = options.onLostRound();
    if (listener != null) {
      LostRound report = new LostRound(method, round, attempt, lost.reachedServer(), resend,
          String.valueOf(lost.getMessage()));
      deliver(() -> listener.accept(report));
    }
    if (!resend) {
      String why = !safe ? "; not sent again: the reply was lost after the request reached a server, and " + method
          + what() + " is not declared read-only or idempotent (CallOptions.resendLostReplies opts in)"
          : "; given up after " + options.lostRoundRetries() + " re-sends (CallOptions.lostRoundRetries)";
      result.completeExceptionally(new TransportException(method + " failed in the transport: " + lost.getMessage()
          + why, lastResult, round, lost));
      return;
    }
    Duration pause = LostRoundBackoff.pause(options, attempt);
    if (pause.isZero()) {
      send();
      return;
    }
    Runnable armed = core.scheduler.schedule(pause, () -> {
      synchronized (this) {
        resendTimer = null;
      }
      send();
    });
    boolean late;
    synchronized (this) {
      late = result.isDone();
      if (!late) {
        resendTimer = armed;
      }
    }
    if (late) {
      armed.run();
    }
    return;
  }

  private String what() {
    JsonValue name = params.get(McpMethods.RESOURCES_READ.equals(method) ? "uri" : "name");
    return name instanceof JsonString ? " " + name.asString() : "";
  }

  /**
   * Routes the messages on the request's stream: the server's requests to the core (a session's to
   * answer), progress with this request's token and log messages to the call's listeners.
   */
  private void route(JsonObject notification, JsonValue token) {
    if (notification.has("id")) {
      core.serverRequest(notification, this);
      return;
    }
    if (result.isDone() || !(notification.get("params") instanceof JsonObject)) {
      return;
    }
    JsonObject body = (JsonObject) notification.get("params");
    JsonValue kind = notification.get("method");
    if (JsonString.of(McpMethods.NOTIFICATION_PROGRESS).equals(kind) && token != null
        && token.equals(body.get("progressToken")) && body.get("progress") instanceof JsonNumber) {
      JsonValue total = body.get("total");
      JsonValue message = body.get("message");
      deliver(() -> options.onProgress().accept(new ProgressUpdate(round, (JsonNumber) body.get("progress"),
          total instanceof JsonNumber ? (JsonNumber) total : null,
          message instanceof JsonString ? message.asString() : null)));
    } else if (JsonString.of(McpMethods.NOTIFICATION_MESSAGE).equals(kind)) {
      log(body, core.session() != null);
    }
  }

  /**
   * A log message of a session-based era that came outside this request's stream (a session's own
   * stream, or a shared channel): delivered as one on the stream is.
   */
  void sessionLog(JsonObject notification) {
    if (!result.isDone() && notification.get("params") instanceof JsonObject) {
      log((JsonObject) notification.get("params"), true);
    }
  }

  /**
   * Hands a log message to the call's {@code onLog}, if it asked for them. A 2026-07-28 server
   * sends only what the request's {@code logLevel} asked for; a session's messages are not asked
   * for per request, so the call hears only those at or above its {@code logLevel}.
   */
  private void log(JsonObject body, boolean inSession) {
    if (options.onLog() == null) {
      return;
    }
    JsonValue level = body.get("level");
    LogLevel parsed = level instanceof JsonString ? LogLevel.fromWireName(level.asString()) : null;
    if (inSession && parsed != null && !parsed.isAtLeast(options.logLevel())) {
      return;
    }
    JsonValue logger = body.get("logger");
    deliver(() -> options.onLog().accept(new LogMessage(round, parsed,
        logger instanceof JsonString ? logger.asString() : null, body.get("data"))));
  }

  private static void deliver(Runnable listener) {
    try {
      listener.run();
    } catch (RuntimeException e) {
      System.getLogger(RequestFlight.class.getName())
          .log(System.Logger.Level.WARNING, "a progress or log listener failed", e);
    }
  }

  private void stopTimer() {
    if (timer != null) {
      timer.run();
      timer = null;
    }
  }
}
