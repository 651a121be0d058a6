package io.mcpgen.runtime.transport.http.server;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;

/**
 * An exchange that counts its memory against the service's budget: what its request holds (its
 * {@link MemoryBudget.Hold}, grown as the body arrives and while it runs), then its reply's
 * encoded bytes until they are written, and nothing once it has ended. The hold is released
 * exactly once, on whichever way the exchange ends: {@link #send}, {@link #end} or
 * {@link #abort} returning, or, on a server that writes asynchronously, when the server says the
 * response has left ({@link HttpServerExchange#onEnded}).
 */
final class BudgetedExchange implements HttpServerExchange {

  private final HttpServerExchange exchange;
  private final MemoryBudget.Hold hold;
  private final boolean endsLater;

  BudgetedExchange(HttpServerExchange exchange, MemoryBudget.Hold hold) {
    this.exchange = exchange;
    this.hold = hold;
    this.endsLater = exchange.onEnded(hold::release);
  }

  MemoryBudget.Hold hold() {
    return hold;
  }

  @Override
  public String method() {
    return exchange.method();
  }

  @Override
  public RequestHeaders headers() {
    return exchange.headers();
  }

  @Override
  public InetAddress localAddress() {
    return exchange.localAddress();
  }

  @Override
  public InetAddress remoteAddress() {
    return exchange.remoteAddress();
  }

  @Override
  public InputStream body() throws IOException {
    return exchange.body();
  }

  @Override
  public void readBody(long limit, long declared, BodyReceiver receiver) {
    exchange.readBody(limit, declared, receiver);
  }

  @Override
  public void setHeader(String name, String value) {
    exchange.setHeader(name, value);
  }

  /** The request's estimate gives way to the reply's bytes, held until they are written. */
  @Override
  public void send(int status, byte[] body, boolean closeConnection) throws IOException {
    hold.resize(body == null ? 0 : body.length);
    try {
      exchange.send(status, body, closeConnection);
    } finally {
      ended();
    }
  }

  @Override
  public OutputStream openStream(int status) throws IOException {
    return new CountedStream(exchange.openStream(status));
  }

  @Override
  public void end() {
    try {
      exchange.end();
    } finally {
      ended();
    }
  }

  @Override
  public void abort() {
    try {
      exchange.abort();
    } finally {
      ended();
    }
  }

  @Override
  public void onClientGone(Runnable listener) {
    exchange.onClientGone(listener);
  }

  @Override
  public boolean seesClientClose() {
    return exchange.seesClientClose();
  }

  private void ended() {
    if (!endsLater) {
      hold.release();
    }
  }

  /** An event stream whose writes are held at least as large as the largest one (a write blocks until it is taken). */
  private final class CountedStream extends FilterOutputStream {

    CountedStream(OutputStream out) {
      super(out);
    }

    @Override
    public void write(byte[] bytes, int offset, int length) throws IOException {
      hold.atLeast(length);
      out.write(bytes, offset, length);
    }
  }
}
