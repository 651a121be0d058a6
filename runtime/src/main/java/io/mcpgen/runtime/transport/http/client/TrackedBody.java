package io.mcpgen.runtime.transport.http.client;

import io.mcpgen.runtime.client.RoundLostException;
import java.io.IOException;
import java.net.ConnectException;
import java.net.http.HttpRequest;
import java.nio.ByteBuffer;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A request body that notes how much of it the HTTP client took, so that a failed exchange can
 * tell a round no server can have received (the body was never all handed to the connection)
 * from one whose reply was lost. Conservative: bytes handed over count as sent even if the
 * connection then dropped them.
 */
final class TrackedBody implements HttpRequest.BodyPublisher {

  private final HttpRequest.BodyPublisher body;
  private final long length;
  private final AtomicLong handedOver = new AtomicLong();

  TrackedBody(byte[] bytes) {
    // The JDK publisher hands a large body over in slices, as the connection takes them.
    this.body = HttpRequest.BodyPublishers.ofByteArray(bytes);
    this.length = bytes.length;
  }

  @Override
  public long contentLength() {
    return length;
  }

  @Override
  public void subscribe(Flow.Subscriber<? super ByteBuffer> subscriber) {
    body.subscribe(new Flow.Subscriber<ByteBuffer>() {
      @Override
      public void onSubscribe(Flow.Subscription subscription) {
        subscriber.onSubscribe(subscription);
      }

      @Override
      public void onNext(ByteBuffer item) {
        handedOver.addAndGet(item.remaining());
        subscriber.onNext(item);
      }

      @Override
      public void onError(Throwable failure) {
        subscriber.onError(failure);
      }

      @Override
      public void onComplete() {
        subscriber.onComplete();
      }
    });
  }

  /** Whether the whole body was handed to the connection (an empty body: always). */
  boolean handedOver() {
    return handedOver.get() >= length;
  }

  /**
   * What a failed exchange means for the round: a {@link RoundLostException} for a failure of the
   * connection, saying whether the request may have reached the server; anything else as it is.
   */
  Throwable classify(Throwable failure) {
    Throwable cause = failure instanceof CompletionException && failure.getCause() != null ? failure.getCause()
        : failure;
    if (!(cause instanceof IOException) || cause instanceof CancellationException
        || cause instanceof RoundLostException) {
      return cause;
    }
    // Only the body tells: the JDK client also reports a reset during its own retry as a ConnectException.
    if (!handedOver()) {
      return new RoundLostException((cause instanceof ConnectException ? "could not connect, " : "")
          + "the connection failed before the request was sent: " + cause, false, cause);
    }
    return new RoundLostException("the connection failed after the request was sent: " + cause, true, cause);
  }
}
