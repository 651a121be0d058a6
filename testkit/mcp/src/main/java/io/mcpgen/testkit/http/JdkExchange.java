package io.mcpgen.testkit.http;

import com.sun.net.httpserver.HttpExchange;
import io.mcpgen.runtime.transport.http.server.RequestHeaders;
import io.mcpgen.runtime.transport.http.server.HttpServerExchange;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;

/** A {@link HttpServerExchange} on the JDK's {@code com.sun.net.httpserver}. */
final class JdkExchange implements HttpServerExchange {

  private final HttpExchange exchange;
  private volatile boolean bodyConsumed;

  JdkExchange(HttpExchange exchange) {
    this.exchange = exchange;
  }

  @Override
  public String method() {
    return exchange.getRequestMethod();
  }

  @Override
  public RequestHeaders headers() {
    return RequestHeaders.of(exchange.getRequestHeaders());
  }

  @Override
  public InetAddress localAddress() {
    InetSocketAddress local = exchange.getLocalAddress();
    return local == null ? null : local.getAddress();
  }

  @Override
  public InetAddress remoteAddress() {
    InetSocketAddress remote = exchange.getRemoteAddress();
    return remote == null ? null : remote.getAddress();
  }

  @Override
  public InputStream body() {
    return new FilterInputStream(exchange.getRequestBody()) {
      @Override
      public int read() throws IOException {
        return seen(super.read());
      }

      @Override
      public int read(byte[] buffer, int offset, int length) throws IOException {
        return seen(super.read(buffer, offset, length));
      }

      private int seen(int read) {
        if (read < 0) {
          bodyConsumed = true;
        }
        return read;
      }
    };
  }

  @Override
  public void setHeader(String name, String value) {
    exchange.getResponseHeaders().set(name, value);
  }

  @Override
  public void send(int status, byte[] body, boolean closeConnection) throws IOException {
    try {
      // With sun.net.httpserver.drainAmount=0 (JdkBaselineServer sets it) the JDK closes a connection
      // whose request body was not read to its end, rather than reading the rest; the client is
      // told so. A request declaring no body is at its end at once: its connection stays open.
      if (!closeConnection && !bodyConsumed && !declaresNoBody()) {
        closeConnection = true;
      }
      if (closeConnection) {
        exchange.getResponseHeaders().set("Connection", "close");
      } else if (!bodyConsumed) {
        exchange.getRequestBody().read(); // no body: returns at once, and marks the end as reached
      }
      if (body == null) {
        exchange.sendResponseHeaders(status, -1);
      } else {
        exchange.sendResponseHeaders(status, body.length);
        try (OutputStream out = exchange.getResponseBody()) {
          out.write(body);
        }
      }
    } finally {
      exchange.close();
    }
  }

  private boolean declaresNoBody() {
    String length = exchange.getRequestHeaders().getFirst("Content-Length");
    return exchange.getRequestHeaders().getFirst("Transfer-Encoding") == null
        && (length == null || "0".equals(length.trim()));
  }

  @Override
  public OutputStream openStream(int status) throws IOException {
    exchange.sendResponseHeaders(status, 0);
    return exchange.getResponseBody();
  }

  @Override
  public void end() {
    exchange.close();
  }

  @Override
  public void abort() {
    // Before the response head, closing the exchange closes the connection; after it, the JDK
    // ends the chunked body: the client sees the stream end without a result.
    exchange.close();
  }
}
