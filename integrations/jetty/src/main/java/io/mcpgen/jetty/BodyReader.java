package io.mcpgen.jetty;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Request;

/**
 * Reads a request body without holding a thread while it arrives (a slow client costs a buffer,
 * not a worker), and stops once it passes the cap: then it hands over the cap plus one byte, which
 * the runtime answers with 413. A failure (the connection lost, Jetty's minimum data rate not met,
 * the deadline passed) goes to {@code onFailure}; exactly one of the two is called.
 */
final class BodyReader implements Runnable {

  private final Request request;
  private final long cap;
  private final Consumer<byte[]> onBody;
  private final Consumer<Throwable> onFailure;
  private final ByteArrayOutputStream body;
  private final AtomicBoolean finished = new AtomicBoolean();

  BodyReader(Request request, long cap, Consumer<byte[]> onBody, Consumer<Throwable> onFailure) {
    this.request = request;
    this.cap = cap;
    this.onBody = onBody;
    this.onFailure = onFailure;
    long declared = request.getLength();
    this.body = new ByteArrayOutputStream((int) Math.min(Math.max(declared, 256), cap + 1));
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
        fail(chunk.getFailure());
        return;
      }
      ByteBuffer buffer = chunk.getByteBuffer();
      int take = (int) Math.min(buffer.remaining(), cap + 1 - body.size());
      byte[] bytes = new byte[take];
      buffer.get(bytes);
      body.write(bytes, 0, take);
      boolean last = chunk.isLast();
      chunk.release();
      if (body.size() > cap || last) {
        if (finished.compareAndSet(false, true)) {
          onBody.accept(body.toByteArray());
        }
        return;
      }
    }
  }

  /** Ends the read with a failure unless it already ended (the body deadline). */
  void fail(Throwable failure) {
    if (finished.compareAndSet(false, true)) {
      onFailure.accept(failure);
    }
  }
}
