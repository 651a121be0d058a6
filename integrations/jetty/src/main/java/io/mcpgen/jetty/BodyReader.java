package io.mcpgen.jetty;

import io.mcpgen.runtime.transport.http.server.HttpServerExchange.BodyReceiver;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.concurrent.atomic.AtomicBoolean;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Request;

/**
 * Reads a request body without holding a thread while it arrives (a slow client costs a buffer,
 * not a worker), and stops as soon as it passes the limit, leaving the rest unread. It tells the
 * receiver exactly once: the whole body, too large, or failed (the connection lost, Jetty's
 * minimum data rate not met). The receiver runs on the thread that delivered the last bytes.
 */
final class BodyReader implements Runnable {

  private final Request request;
  private final long limit;
  private final BodyReceiver receiver;
  private final ByteArrayOutputStream body;
  private final AtomicBoolean finished = new AtomicBoolean();

  BodyReader(Request request, long limit, long declared, BodyReceiver receiver) {
    this.request = request;
    this.limit = limit;
    this.receiver = receiver;
    this.body = new ByteArrayOutputStream((int) Math.min(Math.max(declared, 256), limit + 1));
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
      ByteBuffer buffer = chunk.getByteBuffer();
      int take = (int) Math.min(buffer.remaining(), limit + 1 - body.size());
      byte[] bytes = new byte[take];
      buffer.get(bytes);
      body.write(bytes, 0, take);
      boolean last = chunk.isLast();
      chunk.release();
      if (body.size() > limit) {
        if (finished.compareAndSet(false, true)) {
          receiver.tooLarge();
        }
        return;
      }
      if (last) {
        if (finished.compareAndSet(false, true)) {
          receiver.received(body.toByteArray());
        }
        return;
      }
    }
  }
}
