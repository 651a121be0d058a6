package io.mcpgen.servlet;

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
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Collections;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Pattern;

/**
 * A {@link HttpServerExchange} on a servlet request: asynchronous when the container allows
 * it (the servlet thread returns while the round runs), otherwise the servlet thread waits for
 * {@link #ended()}.
 */
final class ServletExchange implements HttpServerExchange {

  private static final String OCTET = "(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
  private static final Pattern IPV4 = Pattern.compile("(" + OCTET + "\\.){3}" + OCTET);

  private final HttpServletRequest request;
  private final HttpServletResponse response;
  private final AsyncContext async;
  private final AtomicBoolean over = new AtomicBoolean();
  private final CompletableFuture<Void> ended = new CompletableFuture<>();
  private volatile Runnable clientGone;

  /** @param async the request's async context, or null when the servlet waits instead */
  ServletExchange(HttpServletRequest request, HttpServletResponse response, AsyncContext async) {
    this.request = request;
    this.response = response;
    this.async = async;
    if (async != null) {
      async.addListener(new AsyncListener() {
        @Override
        public void onComplete(AsyncEvent event) {
          ended.complete(null);
        }

        @Override
        public void onTimeout(AsyncEvent event) {
          gone();
        }

        @Override
        public void onError(AsyncEvent event) {
          gone();
        }

        @Override
        public void onStartAsync(AsyncEvent event) {
          // no re-dispatch happens here
        }
      });
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
    String address = request.getLocalAddr();
    if (address == null) {
      return null;
    }
    // Only IP literals are parsed (a bracketed IPv6 literal is never looked up); anything else
    // would be resolved, so it counts as unknown.
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
    ServletInputStream in;
    try {
      in = request.getInputStream();
    } catch (IOException failure) {
      receiver.failed(failure);
      return;
    }
    in.setReadListener(new BodyListener(in, limit, declared, receiver));
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
    response.setHeader(name, value);
  }

  @Override
  public void send(int status, byte[] body, boolean closeConnection) throws IOException {
    try {
      if (closeConnection) {
        // The container closes the connection instead of reading the rest of the body.
        response.setHeader("Connection", "close");
      }
      response.setStatus(status);
      if (body != null) {
        response.setContentLength(body.length);
        OutputStream out = response.getOutputStream();
        out.write(body);
        out.flush();
      }
    } finally {
      end();
    }
  }

  @Override
  public OutputStream openStream(int status) throws IOException {
    response.setStatus(status);
    OutputStream out = response.getOutputStream();
    response.flushBuffer(); // the head goes out now: the client learns it is an event stream
    return out;
  }

  @Override
  public void end() {
    if (over.compareAndSet(false, true)) {
      if (async != null) {
        try {
          async.complete();
        } catch (IllegalStateException alreadyOver) {
          // the container ended it first (the client left, or it is stopping)
        }
      }
      ended.complete(null);
    }
  }

  @Override
  public void abort() {
    if (!response.isCommitted()) {
      try {
        // Nothing was sent yet: say the connection goes, so the container does not keep it.
        response.setHeader("Connection", "close");
        response.setStatus(HttpServletResponse.SC_REQUEST_TIMEOUT);
      } catch (IllegalStateException ignored) {
        // committed meanwhile
      }
    }
    end();
  }

  @Override
  public void onClientGone(Runnable listener) {
    this.clientGone = listener;
  }

  private void gone() {
    Runnable listener = clientGone;
    if (listener != null) {
      listener.run();
    }
    end();
  }
}
