package io.mcpgen.runtime.transport.http;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import java.io.IOException;
import java.lang.System.Logger.Level;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The 2025-era GET stream of a session: where a server sends the requests and notifications that
 * belong to no request of the client (the TypeScript SDK v1 server sends a request made outside a
 * handler's own context there). Requests go to {@code onRequest}; anything else is dropped. A
 * server that offers no such stream (405, or anything but an event stream) is left alone; a
 * stream that ends is opened again with {@code Last-Event-ID} after its {@code retry} delay, a
 * few times at most.
 */
final class SessionEventStream {

  private static final System.Logger LOG = System.getLogger(SessionEventStream.class.getName());
  private static final int MAX_REOPENS = 3;
  private static final long DEFAULT_RETRY_MILLIS = 1000;

  private final HttpClient http;
  private final Supplier<HttpRequest.Builder> get;
  private final int maxMessageBytes;
  private final Consumer<JsonObject> onRequest;
  private volatile boolean closed;
  private volatile String lastEventId;
  private volatile long retryMillis = DEFAULT_RETRY_MILLIS;
  private volatile Flow.Subscription subscription;
  private volatile CompletableFuture<?> exchange;
  private int reopens;

  /**
   * @param get a GET to the endpoint with the session's headers and {@code Accept: text/event-stream}
   */
  SessionEventStream(HttpClient http, Supplier<HttpRequest.Builder> get, int maxMessageBytes,
      Consumer<JsonObject> onRequest) {
    this.http = http;
    this.get = get;
    this.maxMessageBytes = maxMessageBytes;
    this.onRequest = onRequest;
  }

  void open() {
    if (closed) {
      return;
    }
    try {
      HttpRequest.Builder request = get.get();
      String resumeFrom = lastEventId;
      if (resumeFrom != null) {
        request.setHeader("Last-Event-ID", resumeFrom);
      }
      exchange = http.sendAsync(request.build(), this::reader);
    } catch (RuntimeException e) {
      LOG.log(Level.DEBUG, "could not open the session's event stream", e);
    }
  }

  void close() {
    closed = true;
    Flow.Subscription reading = subscription;
    if (reading != null) {
      reading.cancel();
    }
    CompletableFuture<?> running = exchange;
    if (running != null) {
      running.cancel(true);
    }
  }

  private HttpResponse.BodySubscriber<Void> reader(HttpResponse.ResponseInfo info) {
    String type = info.headers().firstValue("Content-Type").orElse("").toLowerCase(Locale.ROOT);
    if (info.statusCode() != 200 || !type.startsWith("text/event-stream")) {
      return HttpResponse.BodySubscribers.discarding(); // the server offers no session stream
    }
    return new Reader();
  }

  private void event(String data) {
    if (data.isBlank()) {
      return;
    }
    try {
      JsonValue message = Json.parse(data);
      if (message instanceof JsonObject && ((JsonObject) message).has("method") && ((JsonObject) message).has("id")) {
        onRequest.accept((JsonObject) message);
      }
    } catch (RuntimeException e) {
      LOG.log(Level.WARNING, "ignored an event on the session stream that is not a JSON-RPC request");
    }
  }

  private void ended() {
    synchronized (this) {
      if (closed || reopens >= MAX_REOPENS) {
        return;
      }
      reopens++;
    }
    CompletableFuture.delayedExecutor(retryMillis, TimeUnit.MILLISECONDS).execute(this::open);
  }

  private final class Reader implements HttpResponse.BodySubscriber<Void> {
    private final CompletableFuture<Void> done = new CompletableFuture<>();
    private final SseDecoder events = new SseDecoder(maxMessageBytes, SessionEventStream.this::event,
        id -> lastEventId = id, retry -> retryMillis = retry);

    @Override
    public CompletionStage<Void> getBody() {
      return done;
    }

    @Override
    public void onSubscribe(Flow.Subscription subscription) {
      SessionEventStream.this.subscription = subscription;
      if (closed) {
        subscription.cancel();
      } else {
        subscription.request(1);
      }
    }

    @Override
    public void onNext(List<ByteBuffer> items) {
      try {
        for (ByteBuffer item : items) {
          events.feed(item);
        }
        subscription.request(1);
      } catch (IOException e) {
        LOG.log(Level.WARNING, "the session's event stream broke a limit: {0}", e.getMessage());
        subscription.cancel();
        done.complete(null);
      }
    }

    @Override
    public void onError(Throwable failure) {
      done.completeExceptionally(failure);
      ended();
    }

    @Override
    public void onComplete() {
      done.complete(null);
      ended();
    }
  }
}
