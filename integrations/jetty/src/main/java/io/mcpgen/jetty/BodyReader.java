package io.mcpgen.jetty;

import io.mcpgen.runtime.transport.http.server.BodyBuffer;
import io.mcpgen.runtime.transport.http.server.HttpServerExchange.BodyReceiver;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicBoolean;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Request;

/**
 * Reads a request body without holding a thread while it arrives (a slow client costs a buffer,
 * not a worker), and stops as soon as it passes the limit, leaving the rest unread. Its buffer
 * grows only as bytes come ({@link BodyBuffer}), whatever length the head declares. It tells the
 * receiver exactly once: the whole body, too large, or failed (the connection lost, Jetty's
 * minimum data rate not met). The receiver runs on the thread that delivered the last bytes.
 */
final class BodyReader implements Runnable {

  private final Request request;
  private final BodyReceiver receiver;
  private final BodyBuffer body;
  private final AtomicBoolean finished = new AtomicBoolean();

  BodyReader(Request request, long limit, long declared, BodyReceiver receiver) {
    this.request = request;
    this.receiver = receiver;
    this.body = new BodyBuffer(limit, declared, receiver);
  }

  /** Reads what has arrived, then waits (asynchronously) for more. */
  @Override
  public void run() {
    while (!finished.get()) {
      Content.Chunk chunk = request.read();
      if (chunk == null) {
        request.demand(this);
        return;
      }
      if (Content.Chunk.isFailure(chunk)) {
        Throwable failure = chunk.getFailure();
        if (finished.compareAndSet(false, true)) {
          receiver.failed(failure instanceof IOException ? (IOException) failure : new IOException(failure));
        }
        return;
      }
      boolean taken = body.append(chunk.getByteBuffer());
      boolean last = chunk.isLast();
      chunk.release();
      if (!taken) {
        if (finished.compareAndSet(false, true)) {
          receiver.tooLarge();
        }
        return;
      }
      if (last) {
        if (finished.compareAndSet(false, true)) {
          receiver.received(body.bytes());
        }
        return;
      }
    }
  }
}
