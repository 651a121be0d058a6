package io.mcpgen.benchmarks.load;

import java.nio.ByteBuffer;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * The transport ceiling of mcpgen's default server: a native Jetty handler, dispatched like its
 * {@code McpHandler} (blocking invocation type, on a worker thread), that reads each request's
 * whole body without holding a thread and answers {@link FixedReply} at once. No MCP work.
 */
final class CeilingHandler extends Handler.Abstract {

  CeilingHandler() {
    super(InvocationType.BLOCKING);
  }

  @Override
  public boolean handle(Request request, Response response, Callback callback) {
    new Drain(request, response, callback).run();
    return true;
  }

  /** Reads the body to its end (asynchronously when it has not all arrived), then replies. */
  private static final class Drain implements Runnable {
    private final Request request;
    private final Response response;
    private final Callback callback;

    Drain(Request request, Response response, Callback callback) {
      this.request = request;
      this.response = response;
      this.callback = callback;
    }

    @Override
    public void run() {
      while (true) {
        Content.Chunk chunk = request.read();
        if (chunk == null) {
          request.demand(this);
          return;
        }
        if (Content.Chunk.isFailure(chunk)) {
          callback.failed(chunk.getFailure());
          return;
        }
        boolean last = chunk.isLast();
        chunk.release();
        if (last) {
          response.setStatus(200);
          response.getHeaders().put(HttpHeader.CONTENT_TYPE, FixedReply.CONTENT_TYPE);
          response.getHeaders().put(HttpHeader.CONTENT_LENGTH, FixedReply.BODY.length);
          response.write(true, ByteBuffer.wrap(FixedReply.BODY), callback);
          return;
        }
      }
    }
  }
}
