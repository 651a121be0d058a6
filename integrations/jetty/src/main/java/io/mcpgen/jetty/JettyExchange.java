package io.mcpgen.jetty;

import io.mcpgen.runtime.transport.http.server.RequestHeaders;
import io.mcpgen.runtime.transport.http.server.HttpServerExchange;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.nio.ByteBuffer;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.jetty.http.HttpField;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * One request on Jetty's core API as the runtime's {@link HttpServerExchange}. The body is read
 * only when the service asks for it, once the head passed its checks, and without holding a thread
 * (see {@link BodyReader}); a whole response is written
 * asynchronously, so a client that does not read holds no thread, only its buffer until the write
 * timeout. While a response is being written the connection's idle timeout is the write timeout.
 */
final class JettyExchange implements HttpServerExchange {

  private static final int WRITING = 0;
  private static final int WRITTEN = 1;
  private static final int TIMED = 2;

  private final Request request;
  private final Response response;
  private final Callback callback;
  private final WriteTimeout writeTimeout;
  private final AtomicBoolean ended = new AtomicBoolean();
  private final ClientGoneWatch clientGone;
  private volatile Runnable onEnded = () -> { };
  private OutputStream stream;

  JettyExchange(Request request, Response response, Callback callback, WriteTimeout writeTimeout) {
    this.request = request;
    this.response = response;
    this.callback = callback;
    this.writeTimeout = writeTimeout;
    this.clientGone = new ClientGoneWatch(request);
  }

  @Override
  public String method() {
    return request.getMethod();
  }

  @Override
  public RequestHeaders headers() {
    RequestHeaders.Builder headers = RequestHeaders.builder();
    for (HttpField field : request.getHeaders()) {
      headers.add(field.getName(), field.getValue());
    }
    return headers.build();
  }

  @Override
  public InetAddress localAddress() {
    SocketAddress local = request.getConnectionMetaData().getLocalSocketAddress();
    return local instanceof InetSocketAddress ? ((InetSocketAddress) local).getAddress() : null;
  }

  @Override
  public InetAddress remoteAddress() {
    SocketAddress remote = request.getConnectionMetaData().getRemoteSocketAddress();
    return remote instanceof InetSocketAddress ? ((InetSocketAddress) remote).getAddress() : null;
  }

  /** The body as a blocking stream; the service reads through {@link #readBody} instead. */
  @Override
  public InputStream body() {
    return Content.Source.asInputStream(request);
  }

  @Override
  public void readBody(long limit, long declared, BodyReceiver receiver) {
    new BodyReader(request, limit, declared, receiver).run();
  }

  @Override
  public void setHeader(String name, String value) {
    response.getHeaders().put(name, value);
  }

  @Override
  public void send(int status, byte[] content, boolean closeConnection) {
    clientGone.stop();
    try {
      write(status, content, closeConnection);
    } catch (Throwable failure) { // committed already, or no memory left: the response cannot be completed
      fail(failure);
    }
  }

  private void write(int status, byte[] content, boolean closeConnection) {
    response.setStatus(status);
    if (closeConnection) {
      // Jetty then closes the connection after the response instead of reading what is left of the body.
      response.getHeaders().put(HttpHeader.CONNECTION, "close");
    }
    if (content != null) {
      response.getHeaders().put(HttpHeader.CONTENT_LENGTH, content.length);
    }
    // Most responses fit the socket's buffer and are written at once; only one still pending
    // after write() returns runs under the write timeout (setting it costs a timer reschedule).
    EndPoint endPoint = endPoint();
    AtomicInteger state = new AtomicInteger(WRITING);
    response.write(true, content == null ? null : ByteBuffer.wrap(content), Callback.from(() -> {
      try {
        if (state.getAndSet(WRITTEN) == TIMED) {
          writeTimeout.end(endPoint);
        }
      } finally {
        succeed();
      }
    }, this::fail));
    if (state.get() == WRITING) {
      writeTimeout.begin(endPoint);
      if (!state.compareAndSet(WRITING, TIMED)) {
        writeTimeout.end(endPoint); // written meanwhile
      }
    }
  }

  @Override
  public synchronized OutputStream openStream(int status) {
    response.setStatus(status);
    // An event stream pauses for as long as its round runs (between progress notifications, 15 s
    // between keep-alives): its average rate since the first event says nothing about the client,
    // and the minimum response data rate would fail a write of a healthy stream mid-way. So it is
    // written to the response beneath that check (Jetty's wrappers only check and count); each
    // write still runs under the write timeout, which drops a client that stops reading.
    Response unchecked = Response.getOriginalResponse(response);
    stream = new TimedOutputStream(Content.Sink.asOutputStream(unchecked), writeTimeout, endPoint());
    return stream;
  }

  @Override
  public void end() {
    clientGone.stop(); // before the last chunk: the client may send its next request once it has it
    OutputStream open;
    synchronized (this) {
      open = stream;
    }
    if (open == null) {
      succeed();
      return;
    }
    try {
      open.close(); // the last chunk
      succeed();
    } catch (Throwable lost) { // an Error too: the callback must end, or the connection stays
      fail(lost);
    }
  }

  @Override
  public void abort() {
    clientGone.stop();
    if (ended.compareAndSet(false, true)) {
      IOException aborted = new AbortedExchange(); // quiet: Jetty logs no stack trace for it
      try {
        // Close first: failing the callback of a response not yet committed would send a 500.
        try {
          endPoint().close(aborted);
        } finally {
          callback.failed(aborted);
        }
      } finally {
        onEnded.run();
      }
    }
  }

  /**
   * Told when Jetty learns that the client has gone (a failed write, a reset, the connection's
   * close): see {@link ClientGoneWatch}.
   */
  @Override
  public void onClientGone(Runnable listener) {
    clientGone.start(listener);
  }

  @Override
  public boolean seesClientClose() {
    return false; // not before a write: see ClientGoneWatch
  }

  /** Told once the response is written or dropped: {@link #send} returns before that. */
  @Override
  public boolean onEnded(Runnable listener) {
    this.onEnded = listener;
    return true;
  }

  private EndPoint endPoint() {
    return request.getConnectionMetaData().getConnection().getEndPoint();
  }

  private void succeed() {
    if (ended.compareAndSet(false, true)) {
      try {
        callback.succeeded();
      } finally {
        onEnded.run();
      }
    }
  }

  private void fail(Throwable failure) {
    clientGone.stop();
    if (ended.compareAndSet(false, true)) {
      try {
        callback.failed(failure); // Jetty drops the connection: the response cannot be completed
      } finally {
        onEnded.run();
      }
    }
  }

  /** A response stream whose writes run under the write timeout. */
  private static final class TimedOutputStream extends OutputStream {
    private final OutputStream out;
    private final WriteTimeout timeout;
    private final EndPoint endPoint;

    TimedOutputStream(OutputStream out, WriteTimeout timeout, EndPoint endPoint) {
      this.out = out;
      this.timeout = timeout;
      this.endPoint = endPoint;
    }

    @Override
    public void write(int b) throws IOException {
      write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] bytes, int offset, int length) throws IOException {
      timeout.begin(endPoint);
      try {
        out.write(bytes, offset, length);
      } finally {
        timeout.end(endPoint);
      }
    }

    @Override
    public void flush() throws IOException {
      timeout.begin(endPoint);
      try {
        out.flush();
      } finally {
        timeout.end(endPoint);
      }
    }

    @Override
    public void close() throws IOException {
      timeout.begin(endPoint);
      try {
        out.close();
      } finally {
        timeout.end(endPoint);
      }
    }
  }
}
