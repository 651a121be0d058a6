package io.mcpgen.runtime.transport.http.client;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;

/**
 * Reads a {@code text/event-stream} body as it arrives: each event's data goes to its listener,
 * and the last event id and {@code retry} delay are kept for a resumption. The one event-stream
 * reader of the client side: POST responses and a session's own stream read through it.
 */
public final class EventStreamSubscriber implements HttpResponse.BodySubscriber<Void> {

  /** The pause before resuming when the stream named none with {@code retry}. */
  public static final long DEFAULT_RETRY_MILLIS = 1000;

  /** What happens on the stream. */
  public interface Listener {

    /** One event's data (keep-alive comments never arrive here). */
    void event(String data);

    /**
     * The stream ended: normally ({@code failure} null, also after {@link #cancel()}), broken, or
     * refused for a line or event over the limit ({@link LimitExceeded}).
     */
    void ended(Throwable failure);
  }

  /** A line or an event longer than the limit: the stream is not read further. */
  public static final class LimitExceeded extends IOException {
    private static final long serialVersionUID = 1L;

    LimitExceeded(IOException cause) {
      super(cause.getMessage(), cause);
    }
  }

  private final Listener listener;
  private final SseDecoder decoder;
  private final CompletableFuture<Void> done = new CompletableFuture<>();
  private volatile Flow.Subscription subscription;
  private volatile boolean cancelled;
  private volatile String lastEventId;
  private volatile long retryMillis = DEFAULT_RETRY_MILLIS;

  /** @param maxBytes the longest line or event accepted */
  public EventStreamSubscriber(int maxBytes, Listener listener) {
    this.listener = listener;
    this.decoder = new SseDecoder(maxBytes, listener::event, id -> lastEventId = id, retry -> retryMillis = retry);
  }

  /** The id of the last event that named one, or null. */
  public String lastEventId() {
    return lastEventId;
  }

  /** The stream's {@code retry} delay, or {@link #DEFAULT_RETRY_MILLIS}. */
  public long retryMillis() {
    return retryMillis;
  }

  /** Stops reading: the connection closes (which a server takes as the client leaving). */
  public void cancel() {
    cancelled = true;
    Flow.Subscription reading = subscription;
    if (reading != null) {
      reading.cancel();
    }
  }

  @Override
  public CompletionStage<Void> getBody() {
    return done;
  }

  @Override
  public void onSubscribe(Flow.Subscription subscription) {
    this.subscription = subscription;
    if (cancelled) {
      subscription.cancel();
    } else {
      subscription.request(1);
    }
  }

  @Override
  public void onNext(List<ByteBuffer> items) {
    try {
      for (ByteBuffer item : items) {
        decoder.feed(item);
      }
    } catch (IOException overLimit) {
      subscription.cancel();
      if (done.complete(null)) {
        listener.ended(new LimitExceeded(overLimit));
      }
      return;
    }
    if (cancelled) {
      subscription.cancel();
      if (done.complete(null)) {
        listener.ended(null);
      }
    } else {
      subscription.request(1);
    }
  }

  @Override
  public void onError(Throwable failure) {
    if (done.completeExceptionally(failure)) {
      listener.ended(failure);
    }
  }

  @Override
  public void onComplete() {
    if (done.complete(null)) {
      listener.ended(null);
    }
  }
}
