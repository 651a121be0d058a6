package io.mcpgen.legacy.client;

import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.client.CallOptions;
import io.mcpgen.runtime.client.CallTimeoutException;
import io.mcpgen.runtime.client.ClientContext;
import io.mcpgen.runtime.client.ClientTransport;
import io.mcpgen.runtime.client.LostRound;
import io.mcpgen.runtime.client.LostRoundBackoff;
import io.mcpgen.runtime.client.McpException;
import io.mcpgen.runtime.client.PendingRequest;
import io.mcpgen.runtime.client.RoundLostException;
import io.mcpgen.runtime.client.TransportException;
import io.mcpgen.runtime.jsonrpc.RequestId;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * One request of the era negotiation ({@code server/discover}, {@code initialize}) or of a
 * session's own upkeep ({@code logging/setLevel}) and its response message, under the same
 * lost-round rules as a call's round: a request the transport lost ({@link RoundLostException})
 * is sent again as a new request, after {@link LostRoundBackoff#pause}, within the options'
 * {@code lostRoundRetries}, each loss reported to {@code onLostRound}. These requests are safe to
 * repeat (a read, a session nobody uses yet, a level set again to the same value), so a lost reply
 * is sent again too. Once the retries are used up it fails with the lost-round error, never with
 * an answer: a lost request says nothing about the server.
 */
final class NegotiationExchange {

  private final ClientContext client;
  private final CallOptions options;
  private final String method;
  private final Function<RequestId, JsonObject> request;
  private final Duration timeout;
  private final boolean cancelOnTimeout;
  private final Runnable beforeResend;
  private final CompletableFuture<JsonObject> response = new CompletableFuture<>();
  private int losses;

  /**
   * @param request the request with a given id: each send has a fresh one
   * @param timeout how long each send waits for its response
   * @param cancelOnTimeout false for the probe: a 2025-era server must see nothing before
   *     {@code initialize} (over stdio a cancellation is a message), so an unanswered probe is
   *     left, and a late answer ignored
   * @param beforeResend runs before each re-send (forgets what a lost {@code initialize} left)
   */
  NegotiationExchange(ClientContext client, CallOptions options, String method, Function<RequestId, JsonObject> request,
      Duration timeout, boolean cancelOnTimeout, Runnable beforeResend) {
    this.client = client;
    this.options = options;
    this.method = method;
    this.request = request;
    this.timeout = timeout;
    this.cancelOnTimeout = cancelOnTimeout;
    this.beforeResend = beforeResend;
  }

  /** Sends the request; completes with the response message, or fails with an {@link McpException}. */
  CompletableFuture<JsonObject> start() {
    send();
    return response;
  }

  private void send() {
    ClientTransport transport = client.transport();
    PendingRequest sent;
    try {
      sent = transport.send(request.apply(client.nextId()), message -> { });
    } catch (RuntimeException e) {
      response.completeExceptionally(new TransportException("could not send " + method + ": " + e.getMessage(),
          null, 0, e));
      return;
    }
    CompletableFuture<JsonObject> attempt = new CompletableFuture<>();
    Runnable timer = client.scheduler().schedule(timeout, () -> {
      if (attempt.completeExceptionally(new CallTimeoutException(CallTimeoutException.Limit.SERVER_REPLY,
          method + " got no reply within " + timeout, null, 0)) && cancelOnTimeout) {
        sent.cancel("timed out");
      }
    });
    sent.response().whenComplete((reply, failure) -> {
      timer.run();
      if (failure != null) {
        attempt.completeExceptionally(failure);
      } else {
        attempt.complete(reply);
      }
    });
    attempt.whenComplete(this::received);
  }

  private void received(JsonObject reply, Throwable failure) {
    if (failure == null) {
      response.complete(reply);
      return;
    }
    Throwable cause = failure instanceof CompletionException && failure.getCause() != null ? failure.getCause()
        : failure;
    if (cause instanceof RoundLostException) {
      resendOrFail((RoundLostException) cause);
      return;
    }
    response.completeExceptionally(cause instanceof McpException ? cause
        : new TransportException(method + " failed in the transport: " + cause, null, 0, cause));
  }

  private void resendOrFail(RoundLostException lost) {
    int attempt = ++losses;
    boolean resend = attempt <= options.lostRoundRetries();
    Consumer<LostRound> listener = options.onLostRound();
    if (listener != null) {
      try {
        listener.accept(new LostRound(method, 0, attempt, lost.reachedServer(), resend,
            String.valueOf(lost.getMessage())));
      } catch (RuntimeException e) {
        System.getLogger(NegotiationExchange.class.getName())
            .log(System.Logger.Level.WARNING, "a lost-round listener failed", e);
      }
    }
    if (!resend) {
      response.completeExceptionally(new TransportException(method + " failed in the transport: " + lost.getMessage()
          + "; given up after " + options.lostRoundRetries() + " re-sends (CallOptions.lostRoundRetries)", null, 0,
          lost));
      return;
    }
    Duration pause = LostRoundBackoff.pause(options, attempt);
    if (pause.isZero()) {
      resend();
    } else {
      client.scheduler().schedule(pause, this::resend);
    }
  }

  private void resend() {
    beforeResend.run();
    send();
  }
}
