package io.mcpgen.runtime.transport.http.server;

import io.mcpgen.runtime.jsonrpc.ErrorCodes;
import io.mcpgen.runtime.jsonrpc.JsonRpcError;
import io.mcpgen.runtime.jsonrpc.RequestId;
import io.mcpgen.runtime.log.LogText;
import io.mcpgen.runtime.mrtr.Cancellation;
import io.mcpgen.runtime.server.RequestContext;
import io.mcpgen.runtime.server.ServerReply;
import java.lang.System.Logger.Level;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BiFunction;

/**
 * Runs POSTed requests to their replies: each gets a {@link ResponseChannel}, keep-alives while it
 * runs, a deadline ({@code requestTimeout}, after which it is cancelled and answered
 * {@code -32603}), and a cancellation tripped when its client leaves (unless its stream is
 * resumable: a session's client that leaves may come back for the rest). {@link #close} cancels the
 * requests still running.
 */
final class RequestRuns implements AutoCloseable {

  private static final System.Logger LOG = System.getLogger(RequestRuns.class.getName());

  private final StreamableHttpSettings settings;
  private final ServiceTimers timers;
  private final Set<Cancellation> running = ConcurrentHashMap.newKeySet();

  RequestRuns(StreamableHttpSettings settings, ServiceTimers timers) {
    this.settings = settings;
    this.timers = timers;
  }

  /** What a request is, as the response to it must treat it. */
  record Shape(RequestId id, boolean streamAllowed, boolean jsonAllowed, boolean openEnded) {

    /** From the request's {@code Accept}; an open-ended request (a {@code subscriptions/listen}) has no deadline. */
    static Shape of(RequestId id, String accept, boolean openEnded) {
      return new Shape(id, MediaTypes.accepts(accept, MediaTypes.EVENT_STREAM),
          MediaTypes.accepts(accept, MediaTypes.JSON), openEnded);
    }
  }

  /**
   * Runs one request: {@code handler} gets the request's context and its channel (over which a
   * session sends the client its own requests), and its reply is written on the channel.
   */
  void run(HttpServerExchange exchange, Shape shape, String principal,
      BiFunction<RequestContext, ResponseChannel, CompletionStage<ServerReply>> handler) {
    run(exchange, shape, principal, null, handler);
  }

  /**
   * Runs one request whose response stream, if it becomes one, is {@code resumable} (a session's;
   * null for none): then a client that leaves does not cancel it, it resumes the stream instead.
   */
  void run(HttpServerExchange exchange, Shape shape, String principal, ResumableStream resumable,
      BiFunction<RequestContext, ResponseChannel, CompletionStage<ServerReply>> handler) {
    Cancellation cancellation = Cancellation.create();
    AtomicBoolean timedOut = new AtomicBoolean();
    Runnable onDisconnect = resumable != null ? () -> { }
        : () -> cancellation.cancel("the client closed the response stream");
    ResponseChannel channel = new ResponseChannel(exchange, shape.streamAllowed(), shape.jsonAllowed(), onDisconnect,
        resumable);
    exchange.onClientGone(() -> timers.later(channel::clientGone));
    Deadlines.Timer keepAlives;
    Deadlines.Timer probes;
    Deadlines.Timer deadline;
    try {
      keepAlives = timers.deadlines().every(settings.keepAliveInterval(), () -> timers.later(channel::keepAlive));
      // A server that learns of a close only from a failed write: probe a running request's open
      // event stream often (a subscriptions/listen stream, which runs nothing, keeps to keep-alives).
      probes = exchange.seesClientClose() || !shape.streamAllowed() || shape.openEnded() ? null
          : timers.deadlines().every(settings.closeProbeInterval(), () -> timers.later(channel::probe));
      // A subscriptions/listen stream is meant to stay open: keep-alives find a client that left.
      deadline = shape.openEnded() ? null
          : timers.deadlines().after(settings.requestTimeout(), () -> timers.later(() -> {
            if (!channel.isDone()) {
              timedOut.set(true);
              try {
                cancellation.cancel("the request exceeded the server's time limit");
              } catch (Throwable failure) { // the round may never answer now: end the exchange
                channel.failed(failure);
              }
            }
          }));
    } catch (RejectedExecutionException stopping) {
      HttpErrors.stopping(exchange);
      return;
    }
    running.add(cancellation);
    RequestContext context = RequestContext.builder()
        .principal(principal)
        .cancellation(cancellation)
        .notifications(channel::notification)
        .build();
    CompletionStage<ServerReply> reply;
    try {
      reply = handler.apply(context, channel);
    } catch (Throwable e) { // an OutOfMemoryError too: the request is answered and its timers stop
      LOG.log(Level.ERROR, "the endpoint failed", LogText.sanitized(e));
      reply = CompletableFuture.completedFuture(HttpErrors.internalError(shape.id()));
    }
    reply.whenComplete((done, failure) -> {
      keepAlives.cancel();
      if (probes != null) {
        probes.cancel();
      }
      if (deadline != null) {
        deadline.cancel();
      }
      running.remove(cancellation);
      try {
        if (done != null && done.kind() == ServerReply.Kind.CANCELLED && timedOut.get()) {
          LOG.log(Level.WARNING, "a request exceeded the time limit of {0}; cancelled", settings.requestTimeout());
          HttpErrors.reply(channel, ServerReply.error(shape.id(), JsonRpcError.of(ErrorCodes.INTERNAL_ERROR,
              "Internal error: the request exceeded the server's time limit")));
        } else {
          replyOrFail(channel, shape.id(), done, failure);
        }
      } catch (Throwable unexpected) { // whenComplete would swallow it, and the exchange would never end
        channel.failed(unexpected);
      }
    });
  }

  /** A reply at once, on a channel of its own (a notification's 202, an error): no timers. */
  static void answer(HttpServerExchange exchange, RequestId id, CompletionStage<ServerReply> reply) {
    ResponseChannel channel = new ResponseChannel(exchange, false, true, () -> { });
    reply.whenComplete((done, failure) -> {
      try {
        replyOrFail(channel, id, done, failure);
      } catch (Throwable unexpected) {
        channel.failed(unexpected);
      }
    });
  }

  private static void replyOrFail(ResponseChannel channel, RequestId id, ServerReply reply, Throwable failure) {
    if (failure != null) {
      LOG.log(Level.ERROR, "the endpoint's reply failed", LogText.sanitized(failure));
      HttpErrors.reply(channel, HttpErrors.internalError(id));
    } else {
      HttpErrors.reply(channel, reply);
    }
  }

  /** Cancels every request still running. */
  @Override
  public void close() {
    running.forEach(cancellation -> cancellation.cancel("the server is stopping"));
  }
}
