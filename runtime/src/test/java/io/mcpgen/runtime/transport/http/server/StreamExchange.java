package io.mcpgen.runtime.transport.http.server;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** An in-memory exchange for the stream tests: records what was written and how the exchange ended. */
final class StreamExchange implements HttpServerExchange {

  final Map<String, String> responseHeaders = new LinkedHashMap<>();
  private final ByteArrayOutputStream written = new ByteArrayOutputStream();
  int status;
  boolean ended;
  boolean aborted;
  /** Set to make every later write fail, as when the client has gone. */
  boolean clientGone;

  /** The ids of the events written, in order. */
  List<String> ids() {
    return fields("id: ");
  }

  /** The data of the events written, in order. */
  List<String> data() {
    return fields("data: ");
  }

  private List<String> fields(String prefix) {
    List<String> values = new ArrayList<>();
    for (String line : written.toString(StandardCharsets.UTF_8).split("\n")) {
      if (line.startsWith(prefix)) {
        values.add(line.substring(prefix.length()));
      }
    }
    return values;
  }

  @Override
  public String method() {
    return "GET";
  }

  @Override
  public RequestHeaders headers() {
    return RequestHeaders.of(Map.of());
  }

  @Override
  public InetAddress localAddress() {
    return InetAddress.getLoopbackAddress();
  }

  @Override
  public InetAddress remoteAddress() {
    return InetAddress.getLoopbackAddress();
  }

  @Override
  public InputStream body() {
    return new ByteArrayInputStream(new byte[0]);
  }

  @Override
  public void setHeader(String name, String value) {
    responseHeaders.put(name, value);
  }

  @Override
  public void send(int status, byte[] body, boolean closeConnection) {
    this.status = status;
    if (body != null) {
      written.writeBytes(body);
    }
    ended = true;
  }

  @Override
  public OutputStream openStream(int status) {
    this.status = status;
    return new OutputStream() {
      @Override
      public void write(int b) throws IOException {
        write(new byte[] {(byte) b}, 0, 1);
      }

      @Override
      public void write(byte[] bytes, int offset, int length) throws IOException {
        if (clientGone) {
          throw new IOException("the client has gone");
        }
        written.write(bytes, offset, length);
      }
    };
  }

  @Override
  public void end() {
    ended = true;
  }

  @Override
  public void abort() {
    aborted = true;
  }
}
