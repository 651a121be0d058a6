package io.mcpgen.legacy.server;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.transport.http.server.RequestHeaders;
import io.mcpgen.runtime.transport.http.server.HttpServerExchange;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** An in-memory exchange for the session tests: records the status, the headers set and what was written. */
final class SessionExchange implements HttpServerExchange {

  private final String method;
  private final Map<String, List<String>> headers = new LinkedHashMap<>();
  private final byte[] body;
  final Map<String, String> responseHeaders = new LinkedHashMap<>();
  final ByteArrayOutputStream written = new ByteArrayOutputStream();
  /** Completes with the status when the exchange ends (-1: aborted). */
  final CompletableFuture<Integer> ended = new CompletableFuture<>();
  volatile int status;
  /** Set to make every later write to the stream fail, as when the client has gone. */
  volatile boolean clientGone;
  /** The client's address; null (unknown) unless {@link #from} set it. */
  private InetAddress remote;

  private SessionExchange(String method, JsonObject message, String... headerPairs) {
    this.method = method;
    this.body = message == null ? new byte[0] : Json.encode(message, JsonValue.CODEC);
    headers.put("Content-Type", List.of("application/json"));
    headers.put("Accept", List.of("application/json, text/event-stream"));
    for (int i = 0; i < headerPairs.length; i += 2) {
      headers.put(headerPairs[i], List.of(headerPairs[i + 1]));
    }
  }

  static SessionExchange post(JsonObject message, String... headers) {
    return new SessionExchange("POST", message, headers);
  }

  static SessionExchange of(String method, String... headers) {
    return new SessionExchange(method, null, headers);
  }

  /** The same exchange, from a client at {@code address} (an IP literal). */
  SessionExchange from(String address) throws java.net.UnknownHostException {
    this.remote = InetAddress.getByName(address);
    return this;
  }

  /** The status once ended, waiting up to 10 s. */
  int awaitStatus() throws Exception {
    return ended.get(10, TimeUnit.SECONDS);
  }

  String text() {
    synchronized (written) {
      return written.toString(StandardCharsets.UTF_8);
    }
  }

  /** The data of the events written so far, in order. */
  List<String> events() {
    return fields("data: ");
  }

  /** The ids of the events written so far, in order. */
  List<String> ids() {
    return fields("id: ");
  }

  private List<String> fields(String prefix) {
    List<String> values = new java.util.ArrayList<>();
    for (String line : text().split("\n")) {
      if (line.startsWith(prefix)) {
        values.add(line.substring(prefix.length()));
      }
    }
    return values;
  }

  @Override
  public String method() {
    return method;
  }

  @Override
  public RequestHeaders headers() {
    return RequestHeaders.of(headers);
  }

  @Override
  public InetAddress localAddress() {
    return InetAddress.getLoopbackAddress();
  }

  @Override
  public InetAddress remoteAddress() {
    return remote;
  }

  @Override
  public InputStream body() {
    return new ByteArrayInputStream(body);
  }

  @Override
  public void setHeader(String name, String value) {
    responseHeaders.put(name, value);
  }

  @Override
  public void send(int status, byte[] content, boolean closeConnection) {
    this.status = status;
    if (content != null) {
      written.writeBytes(content);
    }
    ended.complete(status);
  }

  @Override
  public OutputStream openStream(int status) {
    this.status = status;
    return new OutputStream() {
      @Override
      public void write(int b) throws java.io.IOException {
        gone();
        synchronized (written) {
          written.write(b);
        }
      }

      @Override
      public void write(byte[] bytes, int offset, int length) throws java.io.IOException {
        gone();
        synchronized (written) {
          written.write(bytes, offset, length);
        }
      }
    };
  }

  private void gone() throws java.io.IOException {
    if (clientGone) {
      throw new java.io.IOException("the client has gone");
    }
  }

  @Override
  public void end() {
    ended.complete(status);
  }

  @Override
  public void abort() {
    ended.complete(-1);
  }
}
