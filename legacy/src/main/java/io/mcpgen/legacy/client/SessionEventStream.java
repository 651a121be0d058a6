package io.mcpgen.legacy.client;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.transport.http.client.EventStreamSubscriber;
import io.mcpgen.runtime.transport.http.client.HttpEndpoint;
import java.lang.System.Logger.Level;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The GET stream of a 2025-era session: where a server sends the requests that belong to no
 * request of the client (the TypeScript SDK v1 server sends a request made outside a handler's own
 * context there). Requests go to {@code onRequest}; anything else is dropped. A server that offers
 * no such stream (405, or anything but an event stream) is left alone; a stream that ends is opened
 * again with {@code Last-Event-ID} after its {@code retry} delay, a few times at most.
 */
final class SessionEventStream implements EventStreamSubscriber.Listener {

  private static final System.Logger LOG = System.getLogger(SessionEventStream.class.getName());
  private static final int MAX_REOPENS = 3;

  private final HttpEndpoint endpoint;
  private final Supplier<HttpRequest.Builder> get;
  private final Consumer<JsonObject> onRequest;
  private volatile boolean closed;
  private volatile EventStreamSubscriber reading;
  private volatile CompletableFuture<?> exchange;
  private volatile String lastEventId;
  private volatile long retryMillis = EventStreamSubscriber.DEFAULT_RETRY_MILLIS;
  private int reopens;

  /** @param get a GET to the endpoint with the session's headers and {@code Accept: text/event-stream} */
  SessionEventStream(HttpEndpoint endpoint, Supplier<HttpRequest.Builder> get, Consumer<JsonObject> onRequest) {
    this.endpoint = endpoint;
    this.get = get;
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
      exchange = endpoint.http().sendAsync(request.build(), this::reader);
    } catch (RuntimeException e) {
      LOG.log(Level.DEBUG, "could not open the session's event stream", e);
    }
  }

  void close() {
    closed = true;
    EventStreamSubscriber stream = reading;
    if (stream != null) {
      stream.cancel();
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
    EventStreamSubscriber stream = new EventStreamSubscriber(endpoint.maxMessageBytes(), this);
    reading = stream;
    if (closed) {
      stream.cancel();
    }
    return stream;
  }

  @Override
  public void event(String data) {
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

  @Override
  public void ended(Throwable failure) {
    EventStreamSubscriber stream = reading;
    if (stream != null) {
      lastEventId = stream.lastEventId() != null ? stream.lastEventId() : lastEventId;
      retryMillis = stream.retryMillis();
    }
    if (failure instanceof EventStreamSubscriber.LimitExceeded) {
      LOG.log(Level.WARNING, "the session's event stream broke a limit: {0}", failure.getMessage());
      return; // not opened again: the server would only send it again
    }
    synchronized (this) {
      if (closed || reopens >= MAX_REOPENS) {
        return;
      }
      reopens++;
    }
    CompletableFuture.delayedExecutor(retryMillis, TimeUnit.MILLISECONDS).execute(this::open);
  }
}
