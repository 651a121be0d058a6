package io.mcpgen.servlet;

import io.mcpgen.runtime.log.LogText;
import io.mcpgen.runtime.transport.http.server.BodyBuffer;
import io.mcpgen.runtime.transport.http.server.RequestHeaders;
import io.mcpgen.runtime.transport.http.server.HttpServerExchange;
import jakarta.servlet.AsyncContext;
import jakarta.servlet.AsyncEvent;
import jakarta.servlet.AsyncListener;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.System.Logger.Level;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Pattern;

/**
 * A {@link HttpServerExchange} on a servlet request: asynchronous when the container allows
 * it (the servlet thread returns while the round runs, the body is read and the response written
 * without blocking), otherwise the servlet thread waits for {@link #ended()}.
 *
 * <p>It keeps its own state rather than asking the container's objects: once the container has
 * ended the exchange ({@link AsyncListener} complete, error or timeout) they may already serve
 * another request, so nothing touches them afterwards; every call on them is guarded, and
 * whatever fails, the async context is completed once and {@link #ended()} completes.
 */
final class ServletExchange implements HttpServerExchange {

  private static final System.Logger LOG = System.getLogger(ServletExchange.class.getName());
  private static final String OCTET = "(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
  private static final Pattern IPV4 = Pattern.compile("(" + OCTET + "\\.){3}" + OCTET);
  private static final byte[] INTERNAL_ERROR = "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32603,\"message\":\"Internal error\"}}"
      .getBytes(StandardCharsets.US_ASCII);

  private final HttpServletRequest request;
  private final HttpServletResponse response;
  private final AsyncContext async;
  private final AtomicBoolean over = new AtomicBoolean();
  private final AtomicBoolean responding = new AtomicBoolean();
  private final CompletableFuture<Void> ended = new CompletableFuture<>();
  /** The container ended the exchange: its request and response are no longer this exchange's. */
  private volatile boolean released;
  private volatile Runnable clientGone;
  private final NonBlockingOutput output;

  /**
   * @param async the request's async context, or null when the servlet waits instead
   * @param writes how responses are written without blocking (used with an async context only)
   */
  ServletExchange(HttpServletRequest request, HttpServletResponse response, AsyncContext async,
      ResponseWrites writes) throws IOException {
    this.request = request;
    this.response = response;
    this.async = async;
    // The write listener is set here, on the container's thread (Tomcat calls a listener set
    // later, from another thread, only once that thread has asked isReady()).
    this.output = async == null ? null : writes.output(response.getOutputStream(), this::abort);
    if (async != null) {
      output.start();
      async.addListener(new AsyncListener() {
        @Override
        public void onComplete(AsyncEvent event) {
          released();
        }

        @Override
        public void onTimeout(AsyncEvent event) {
          containerFailed();
        }

        @Override
        public void onError(AsyncEvent event) {
          containerFailed();
        }

        @Override
        public void onStartAsync(AsyncEvent event) {
          // no re-dispatch happens here
        }
      });
    }
  }

  /** The calling thread is the container's (in the servlet or a listener) until {@link #leftContainer}. */
  void inContainer() {
    if (output != null) {
      output.inContainer();
    }
  }

  void leftContainer() {
    if (output != null) {
      output.leftContainer();
    }
  }

  /** Completes when the exchange has ended (for a servlet thread that waits). */
  CompletableFuture<Void> ended() {
    return ended;
  }

  @Override
  public String method() {
    return request.getMethod();
  }

  @Override
  public RequestHeaders headers() {
    RequestHeaders.Builder headers = RequestHeaders.builder();
    for (String name : Collections.list(request.getHeaderNames())) {
      for (String value : Collections.list(request.getHeaders(name))) {
        headers.add(name, value);
      }
    }
    return headers.build();
  }

  @Override
  public InetAddress localAddress() {
    return ipLiteral(request.getLocalAddr());
  }

  @Override
  public InetAddress remoteAddress() {
    return ipLiteral(request.getRemoteAddr());
  }

  /**
   * The address the container reports, when it is an IP literal: a bracketed IPv6 literal is never
   * looked up, and anything else would be resolved, so it counts as unknown (null).
   */
  private static InetAddress ipLiteral(String address) {
    if (address == null) {
      return null;
    }
    String literal = address.indexOf(':') >= 0 && !address.startsWith("[") ? "[" + address + "]" : address;
    if (!IPV4.matcher(literal).matches() && !literal.startsWith("[")) {
      return null;
    }
    try {
      return InetAddress.getByName(literal);
    } catch (UnknownHostException | RuntimeException notALiteral) {
      return null;
    }
  }

  @Override
  public InputStream body() throws IOException {
    return request.getInputStream();
  }

  /**
   * With async support, reads the body without blocking (a {@link ReadListener}): a client that
   * sends its body slowly holds no thread, and {@link #abort} on the read deadline ends it at once.
   */
  @Override
  public void readBody(long limit, long declared, BodyReceiver receiver) {
    if (async == null) {
      HttpServerExchange.super.readBody(limit, declared, receiver);
      return;
    }
    BodyReceiver guarded = new GuardedReceiver(receiver);
    ServletInputStream in;
    try {
      in = request.getInputStream();
      in.setReadListener(new BodyListener(in, limit, declared, guarded));
    } catch (IOException failure) {
      guarded.failed(failure);
    } catch (RuntimeException recycled) { // the container ended the exchange meanwhile
      guarded.failed(new IOException(recycled));
    }
  }

  /**
   * Runs the service's side of a body the container delivers on its own thread: whatever the
   * service throws there (an {@link OutOfMemoryError} included) ends this exchange instead of
   * reaching the container, whose thread is then free to go on.
   */
  private final class GuardedReceiver implements BodyReceiver {
    private final BodyReceiver receiver;

    GuardedReceiver(BodyReceiver receiver) {
      this.receiver = receiver;
    }

    @Override
    public void received(byte[] body) {
      inContainer();
      try {
        receiver.received(body);
      } catch (Throwable failure) {
        failedInside(failure);
      } finally {
        leftContainer();
      }
    }

    @Override
    public void tooLarge() {
      inContainer();
      try {
        receiver.tooLarge();
      } catch (Throwable failure) {
        failedInside(failure);
      } finally {
        leftContainer();
      }
    }

    @Override
    public void failed(IOException cause) {
      inContainer();
      try {
        receiver.failed(cause);
      } catch (Throwable failure) {
        failedInside(failure);
      } finally {
        leftContainer();
      }
    }
  }

  /** Collects the body as it becomes readable; reports exactly once. */
  private static final class BodyListener implements ReadListener {
    private final ServletInputStream in;
    private final BodyReceiver receiver;
    private final BodyBuffer body;
    private final byte[] buffer = new byte[BodyBuffer.INITIAL_CAPACITY];
    private boolean reported;

    BodyListener(ServletInputStream in, long limit, long declared, BodyReceiver receiver) {
      this.in = in;
      this.receiver = receiver;
      this.body = new BodyBuffer(limit, declared, receiver); // grows as bytes come, not to the declared length
    }

    @Override
    public void onDataAvailable() throws IOException {
      while (!reported && in.isReady()) {
        int read = in.read(buffer);
        if (read < 0) {
          return; // onAllDataRead follows
        }
        if (!body.append(buffer, 0, read)) {
          reported = true;
          receiver.tooLarge();
          return;
        }
      }
    }

    @Override
    public void onAllDataRead() {
      if (!reported) {
        reported = true;
        receiver.received(body.bytes());
      }
    }

    @Override
    public void onError(Throwable failure) {
      if (!reported) {
        reported = true;
        receiver.failed(failure instanceof IOException ? (IOException) failure : new IOException(failure));
      }
    }
  }

  @Override
  public void setHeader(String name, String value) {
    if (released) {
      return;
    }
    try {
      response.setHeader(name, value);
    } catch (RuntimeException recycled) {
      LOG.log(Level.DEBUG, "a header could not be set; the exchange has ended", LogText.sanitized(recycled));
    }
  }

  @Override
  public void send(int status, byte[] body, boolean closeConnection) throws IOException {
    responding.set(true);
    try {
      if (released) {
        throw new IOException("the container ended the exchange");
      }
      if (closeConnection) {
        // The container closes the connection instead of reading the rest of the body.
        response.setHeader("Connection", "close");
      }
      response.setStatus(status);
      if (body == null) {
        end();
        return;
      }
      response.setContentLength(body.length);
      if (async != null) {
        output.writeLast(body, this::end);
        return;
      }
      OutputStream out = response.getOutputStream();
      out.write(body);
      out.flush();
      end();
    } catch (IOException failure) {
      abort();
      throw failure;
    } catch (RuntimeException failure) { // a recycled or committed response
      abort();
      throw new IOException(failure);
    }
  }

  @Override
  public OutputStream openStream(int status) throws IOException {
    responding.set(true);
    try {
      if (released) {
        throw new IOException("the container ended the exchange");
      }
      response.setStatus(status);
      if (async != null) {
        output.flush(); // the head goes out now: the client learns it is an event stream
        return output;
      }
      OutputStream out = response.getOutputStream();
      response.flushBuffer(); // the head goes out now: the client learns it is an event stream
      return out;
    } catch (IOException failure) {
      abort();
      throw failure;
    } catch (RuntimeException failure) {
      abort();
      throw new IOException(failure);
    }
  }

  @Override
  public void end() {
    if (!over.compareAndSet(false, true)) {
      return;
    }
    try {
      if (async != null && !released) {
        async.complete();
      }
    } catch (RuntimeException alreadyOver) {
      // the container ended it first (the client left, or it is stopping)
    } finally {
      finished();
    }
  }

  @Override
  public void abort() {
    if (over.get()) {
      return;
    }
    try {
      if (!released && !response.isCommitted()) {
        // Nothing was sent yet: say the connection goes, so the container does not keep it.
        response.setHeader("Connection", "close");
        response.setStatus(HttpServletResponse.SC_REQUEST_TIMEOUT);
      }
    } catch (RuntimeException recycledOrCommitted) {
      // the container ended or committed it meanwhile: only completing is left
    } finally {
      end();
    }
  }

  /**
   * Told once the exchange has ended: with async support {@link #send} returns while the body is
   * still being written, and what the reply holds (the memory budget) is given back only then.
   */
  @Override
  public boolean onEnded(Runnable listener) {
    ended.whenComplete((done, failure) -> listener.run());
    return true;
  }

  @Override
  public void onClientGone(Runnable listener) {
    this.clientGone = listener;
  }

  /**
   * Something the service ran on a container thread threw (out of memory, a bug): answered
   * {@code -32603} if nothing was sent yet, the exchange ended either way.
   */
  private void failedInside(Throwable failure) {
    try {
      LOG.log(Level.ERROR, "unexpected failure serving a request", LogText.sanitized(failure));
      if (responding.get() || over.get()) {
        abort();
        return;
      }
      setHeader("Content-Type", "application/json");
      send(200, INTERNAL_ERROR, true); // as the service answers a failure of its own
    } catch (Throwable again) { // still no memory, or the response is gone: drop the connection
      abort();
    }
  }

  /** The container's async error or timeout: the round learns its client left, the context completes. */
  private void containerFailed() {
    try {
      Runnable listener = clientGone;
      if (listener != null) {
        listener.run();
      }
    } catch (RuntimeException failure) {
      LOG.log(Level.DEBUG, "a client-gone listener failed", LogText.sanitized(failure));
    } finally {
      end(); // completing inside the listener is what the container expects
      released();
    }
  }

  /** The container's objects are no longer this exchange's. */
  private void released() {
    released = true;
    over.set(true);
    finished();
  }

  private void finished() {
    if (output != null) {
      output.ended();
    }
    ended.complete(null);
  }
}
