package io.mcpgen.benchmarks.load;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * One persistent HTTP/1.1 connection to an MCP endpoint that POSTs a message with the Streamable
 * HTTP headers and reads the JSON-RPC response (a JSON body, fixed-length or chunked, or the last
 * message of an event stream), and refuses any status but 200. Deliberately small so the load
 * client spends little CPU of its own and the servers are what is measured.
 */
final class WireConnection implements AutoCloseable {

  private final URI endpoint;
  private Socket socket;
  private InputStream in;
  private OutputStream out;

  WireConnection(URI endpoint) {
    this.endpoint = endpoint;
  }

  /** POSTs {@code message} and returns the response message; reconnects once if the connection dropped. */
  JsonObject post(JsonObject message, String method, String name) throws IOException {
    byte[] body = Json.encode(message, JsonValue.CODEC);
    try {
      return exchange(body, method, name);
    } catch (IOException stale) {
      close();
      return exchange(body, method, name);
    }
  }

  private JsonObject exchange(byte[] body, String method, String name) throws IOException {
    if (socket == null) {
      socket = new Socket(endpoint.getHost(), endpoint.getPort());
      socket.setTcpNoDelay(true);
      socket.setSoTimeout(30_000);
      in = new BufferedInputStream(socket.getInputStream(), 16 * 1024);
      out = new BufferedOutputStream(socket.getOutputStream(), 16 * 1024);
    }
    String head = "POST " + endpoint.getRawPath() + " HTTP/1.1\r\n"
        + "Host: " + endpoint.getHost() + ":" + endpoint.getPort() + "\r\n"
        + "Content-Type: application/json\r\n"
        + "Accept: application/json, text/event-stream\r\n"
        + "MCP-Protocol-Version: 2026-07-28\r\n"
        + "Mcp-Method: " + method + "\r\n"
        + "Mcp-Name: " + name + "\r\n"
        + "Content-Length: " + body.length + "\r\n\r\n";
    out.write(head.getBytes(StandardCharsets.US_ASCII));
    out.write(body);
    out.flush();
    return readResponse();
  }

  private JsonObject readResponse() throws IOException {
    String status = line();
    if (status.length() < 12 || !status.startsWith("HTTP/1.1 ")) {
      throw new IOException("not an HTTP response: " + status);
    }
    long length = -1;
    boolean chunked = false;
    boolean close = false;
    boolean events = false;
    String header;
    while (!(header = line()).isEmpty()) {
      String lower = header.toLowerCase(Locale.ROOT);
      if (lower.startsWith("content-length:")) {
        length = Long.parseLong(header.substring(15).trim());
      } else if (lower.startsWith("transfer-encoding:") && lower.contains("chunked")) {
        chunked = true;
      } else if (lower.startsWith("connection:") && lower.contains("close")) {
        close = true;
      } else if (lower.startsWith("content-type:") && lower.contains("text/event-stream")) {
        events = true;
      }
    }
    byte[] body = chunked ? chunkedBody() : in.readNBytes((int) Math.max(length, 0));
    if (close) {
      close();
    }
    if (!status.startsWith("HTTP/1.1 200 ")) {
      throw new IOException("not 200 OK: " + status);
    }
    String text = new String(body, StandardCharsets.UTF_8);
    if (events) {
      String last = null;
      for (String eventLine : text.split("\n")) {
        if (eventLine.startsWith("data:") && eventLine.contains("\"id\"")) {
          last = eventLine.substring(5).trim();
        }
      }
      if (last == null) {
        throw new IOException("the event stream held no response");
      }
      text = last;
    }
    return Json.parse(text).asObject();
  }

  private byte[] chunkedBody() throws IOException {
    ByteArrayOutputStream body = new ByteArrayOutputStream();
    while (true) {
      String size = line();
      int semicolon = size.indexOf(';');
      int length = Integer.parseInt((semicolon < 0 ? size : size.substring(0, semicolon)).trim(), 16);
      if (length == 0) {
        while (!line().isEmpty()) {
          // trailers
        }
        return body.toByteArray();
      }
      body.write(in.readNBytes(length));
      line(); // the CRLF after the chunk
    }
  }

  private String line() throws IOException {
    StringBuilder line = new StringBuilder();
    int b;
    while ((b = in.read()) != -1 && b != '\n') {
      if (b != '\r') {
        line.append((char) b);
      }
    }
    if (b == -1 && line.length() == 0) {
      throw new IOException("the connection closed");
    }
    return line.toString();
  }

  @Override
  public void close() {
    if (socket != null) {
      try {
        socket.close();
      } catch (IOException ignored) {
        // closing anyway
      }
      socket = null;
    }
  }
}
