package io.mcpgen.runtime.transport.http.client;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.client.PendingRequest;
import io.mcpgen.runtime.client.RoundLostException;
import io.mcpgen.runtime.jsonrpc.RequestId;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.lang.System.Logger.Level;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * One request on the wire and its reply: a JSON body, or an event stream whose other messages go
 * to the request's listener until its response arrives (a stream that ends first may be resumed
 * where a hook says how). A failure says whether the server can have received the request (see
 * {@link RoundLostException}).
 */
final class PostExchange implements PendingRequest, EventStreamSubscriber.Listener {

  private static final System.Logger LOG = System.getLogger(PostExchange.class.getName());

  private final HttpEndpoint endpoint;
  private final RequestId id;
  private final Consumer<JsonObject> listener;
  private final HttpExchangeHook hook;
  final CompletableFuture<JsonObject> response = new CompletableFuture<>();
  private volatile CompletableFuture<?> httpExchange;
  private volatile EventStreamSubscriber events;
  private volatile Flow.Subscription body;
  private volatile HttpRequest sent;
  private volatile boolean cancelled;
  private int resumptions;

  /** @param hook null for none */
  PostExchange(HttpEndpoint endpoint, JsonObject message, Consumer<JsonObject> listener, HttpExchangeHook hook) {
    this.endpoint = endpoint;
    this.id = RequestId.from(message.get("id"));
    this.listener = listener;
    this.hook = hook;
  }

  /** Sends {@code post}; a failure to send at all comes back classified by {@code sent}. */
  void send(HttpRequest post, TrackedBody body) {
    sent = post;
    CompletableFuture<HttpResponse<Void>> exchange = endpoint.http().sendAsync(post, this::reader);
    attach(exchange);
    exchange.whenComplete((reply, failure) -> {
      if (failure != null) {
        fail(body.classify(failure)); // a lost round says whether the server may have had it
      }
    });
  }

  private void attach(CompletableFuture<?> sent) {
    httpExchange = sent;
    if (cancelled) {
      sent.cancel(true);
    }
  }

  private HttpResponse.BodySubscriber<Void> reader(HttpResponse.ResponseInfo info) {
    Exception refused = hook == null ? null : hook.onResponse(sent, info);
    if (refused != null) {
      fail(refused);
      return HttpResponse.BodySubscribers.discarding();
    }
    if (endpoint.authorizer() != null) {
      info.headers().firstValue("DPoP-Nonce").ifPresent(nonce -> endpoint.authorizer().nonce(endpoint.uri(), nonce));
    }
    if (endpoint.authorizer() != null && (info.statusCode() == 401 || info.statusCode() == 403)) {
      fail(new AuthorizationChallenge(info.statusCode(), info.headers().allValues("WWW-Authenticate")));
      return HttpResponse.BodySubscribers.discarding();
    }
    if (info.statusCode() == 202) {
      fail(new IOException("the server answered a request with 202 and no response"));
      return HttpResponse.BodySubscribers.discarding();
    }
    String type = mediaType(info);
    if (type.equals("text/event-stream")) {
      EventStreamSubscriber stream = new EventStreamSubscriber(endpoint.maxMessageBytes(), this);
      events = stream;
      if (cancelled || response.isDone()) {
        stream.cancel();
      }
      return stream;
    }
    return new WholeBody(info.statusCode(), type.equals("application/json"));
  }

  /** One event of the response stream: a message with a method goes to the listener, the response completes. */
  @Override
  public void event(String data) {
    if (data.isBlank()) {
      return; // a priming event: it carries only an id (and a retry delay) to resume from
    }
    JsonValue parsed;
    try {
      parsed = Json.parse(data);
    } catch (RuntimeException e) {
      LOG.log(Level.WARNING, "ignored an event that is not JSON");
      return;
    }
    if (!(parsed instanceof JsonObject)) {
      return;
    }
    JsonObject object = (JsonObject) parsed;
    if (object.has("method")) {
      if (!response.isDone()) {
        try {
          listener.accept(object);
        } catch (RuntimeException e) {
          LOG.log(Level.WARNING, "a listener of the request's messages failed", e);
        }
      }
    } else if (object.get("id") == null || (RequestId.isValid(object.get("id"))
        && id.equals(RequestId.from(object.get("id"))))) {
      response.complete(object);
      EventStreamSubscriber stream = events;
      if (stream != null) {
        stream.cancel(); // the response is in: stop reading; the server closes its end
      }
    }
  }

  @Override
  public void ended(Throwable failure) {
    if (response.isDone()) {
      return;
    }
    if (failure instanceof EventStreamSubscriber.LimitExceeded) {
      fail(failure);
    } else if (failure != null) {
      // The server answered (a status line came): the request reached it, only the reply is lost.
      fail(new RoundLostException("the response broke off: " + failure, true, failure));
    } else if (!resume()) {
      fail(new RoundLostException("the server closed the event stream before the response: the round is lost",
          true, null));
    }
  }

  /**
   * Asks the hook for the rest of a stream that ended before its response, after the stream's
   * {@code retry} delay.
   *
   * @return false when the stream cannot be resumed (the round is lost)
   */
  private boolean resume() {
    EventStreamSubscriber stream = events;
    String resumeFrom = stream == null ? null : stream.lastEventId();
    if (hook == null || resumeFrom == null || cancelled) {
      return false;
    }
    HttpRequest.Builder get;
    synchronized (this) {
      get = hook.resume(sent, resumeFrom, ++resumptions);
    }
    if (get == null) {
      return false;
    }
    hook.beforeSend(get);
    CompletableFuture.delayedExecutor(stream.retryMillis(), TimeUnit.MILLISECONDS).execute(() -> {
      if (cancelled || response.isDone()) {
        return;
      }
      CompletableFuture<HttpResponse<Void>> resumed;
      try {
        HttpRequest request = get.build();
        sent = request;
        resumed = endpoint.http().sendAsync(request, this::reader);
      } catch (RuntimeException e) {
        fail(e);
        return;
      }
      attach(resumed);
      resumed.whenComplete((answer, broken) -> {
        if (broken != null) {
          fail(broken);
        }
      });
    });
    return true;
  }

  void fail(Throwable failure) {
    Throwable cause = failure instanceof CompletionException && failure.getCause() != null
        ? failure.getCause() : failure;
    response.completeExceptionally(cause instanceof IOException || cause instanceof CancellationException ? cause
        : new IOException(cause.toString(), cause));
  }

  @Override
  public CompletionStage<JsonObject> response() {
    return response;
  }

  @Override
  public void cancel(String reason) {
    cancelled = true;
    response.completeExceptionally(new CancellationException(reason));
    // Closing the response stream is how Streamable HTTP cancels.
    EventStreamSubscriber stream = events;
    if (stream != null) {
      stream.cancel();
    }
    Flow.Subscription reading = body;
    if (reading != null) {
      reading.cancel();
    }
    CompletableFuture<?> sent = httpExchange;
    if (sent != null) {
      sent.cancel(true);
    }
  }

  private static String mediaType(HttpResponse.ResponseInfo info) {
    String type = info.headers().firstValue("Content-Type").orElse("");
    int semicolon = type.indexOf(';');
    return (semicolon < 0 ? type : type.substring(0, semicolon)).trim().toLowerCase(Locale.ROOT);
  }

  /** A body read whole: the JSON response, or enough of anything else to quote in the error. */
  private final class WholeBody implements HttpResponse.BodySubscriber<Void> {
    private final int status;
    private final boolean json;
    private final CompletableFuture<Void> done = new CompletableFuture<>();
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

    WholeBody(int status, boolean json) {
      this.status = status;
      this.json = json;
    }

    @Override
    public CompletionStage<Void> getBody() {
      return done;
    }

    @Override
    public void onSubscribe(Flow.Subscription subscription) {
      body = subscription;
      if (cancelled) {
        subscription.cancel();
      } else {
        subscription.request(1);
      }
    }

    @Override
    public void onNext(List<ByteBuffer> items) {
      for (ByteBuffer item : items) {
        if (bytes.size() + item.remaining() > (json ? endpoint.maxMessageBytes() : 1024)) {
          if (json) {
            fail(new IOException("a response longer than " + endpoint.maxMessageBytes() + " bytes"));
            body.cancel();
            done.complete(null);
            return;
          }
          break; // enough of an error page to quote
        }
        byte[] chunk = new byte[item.remaining()];
        item.get(chunk);
        bytes.write(chunk, 0, chunk.length);
      }
      body.request(1);
    }

    @Override
    public void onError(Throwable failure) {
      // The server answered (a status line came): the request reached it, only the reply is lost.
      fail(failure instanceof IOException ? new RoundLostException("the response broke off: " + failure, true,
          failure) : failure);
      done.completeExceptionally(failure);
    }

    @Override
    public void onComplete() {
      if (json) {
        try {
          JsonValue parsed = Json.parse(bytes.toByteArray());
          if (parsed instanceof JsonObject) {
            response.complete((JsonObject) parsed);
          } else {
            fail(new IOException("HTTP " + status + ": the body is not a JSON-RPC message"));
          }
        } catch (RuntimeException notJson) {
          fail(new IOException("HTTP " + status + ": the body is not JSON"));
        }
      } else {
        String text = "HTTP " + status + " from " + endpoint.uri() + ": "
            + bytes.toString(StandardCharsets.UTF_8).strip();
        // 502 and 504: a gateway lost the reply of a server that may have handled the request;
        // 503: the server turned it away unhandled.
        fail(status == 502 || status == 504 ? new RoundLostException(text, true, null)
            : status == 503 ? new RoundLostException(text, false, null) : new IOException(text));
      }
      done.complete(null);
    }
  }
}
