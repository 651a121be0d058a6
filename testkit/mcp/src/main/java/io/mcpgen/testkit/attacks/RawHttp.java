package io.mcpgen.testkit.attacks;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Locale;

/**
 * HTTP/1.1 written and read by hand on plain sockets, so an attack controls every byte and every
 * pause, and a legitimate call depends on no client library's pooling.
 */
final class RawHttp {

  private final URI endpoint;

  RawHttp(URI endpoint) {
    this.endpoint = endpoint;
  }

  InetSocketAddress address() {
    return new InetSocketAddress(endpoint.getHost(), endpoint.getPort());
  }

  /** A {@code tools/call} of {@code echo} with {@code text} of {@code textBytes} letters. */
  static byte[] echoCall(long id, int textBytes) {
    byte[] text = new byte[textBytes];
    Arrays.fill(text, (byte) 'a');
    return echoCall(id, new String(text, StandardCharsets.US_ASCII));
  }

  static byte[] echoCall(long id, String text) {
    return ("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"tools/call\",\"params\":{\"name\":\"echo\","
        + "\"arguments\":{\"text\":\"" + text + "\"},\"_meta\":{"
        + "\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
        + "\"io.modelcontextprotocol/clientCapabilities\":{},"
        + "\"io.modelcontextprotocol/clientInfo\":{\"name\":\"attack-suite\",\"version\":\"1\"}}}}")
        .getBytes(StandardCharsets.UTF_8);
  }

  /** The head of a conforming {@code tools/call} POST declaring {@code contentLength}, blank line included. */
  byte[] head(long contentLength, boolean close) {
    return ("POST " + endpoint.getRawPath() + " HTTP/1.1\r\n"
        + "Host: " + endpoint.getHost() + ":" + endpoint.getPort() + "\r\n"
        + "Content-Type: application/json\r\n"
        + "Accept: application/json, text/event-stream\r\n"
        + "MCP-Protocol-Version: 2026-07-28\r\n"
        + "Mcp-Method: tools/call\r\n"
        + "Mcp-Name: echo\r\n"
        + (close ? "Connection: close\r\n" : "")
        + "Content-Length: " + contentLength + "\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1);
  }

  /** A 2025-era {@code initialize}: no {@code _meta}, no protocol-version header; it opens a session. */
  static byte[] legacyInitialize(long id) {
    return ("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"initialize\",\"params\":{"
        + "\"protocolVersion\":\"2025-11-25\",\"capabilities\":{},"
        + "\"clientInfo\":{\"name\":\"attack-suite\",\"version\":\"1\"}}}").getBytes(StandardCharsets.UTF_8);
  }

  /**
   * A whole POST of {@code body} to the endpoint, as a 2025-era client sends it (no {@code Mcp-*}
   * headers), with the given {@code Host} line(s) (each ending in CRLF) in place of the right one.
   */
  byte[] plainPost(byte[] body, byte[] hostLines, boolean close) {
    byte[] head = ("POST " + endpoint.getRawPath() + " HTTP/1.1\r\n").getBytes(StandardCharsets.ISO_8859_1);
    byte[] rest = ("Content-Type: application/json\r\n"
        + "Accept: application/json, text/event-stream\r\n"
        + (close ? "Connection: close\r\n" : "")
        + "Content-Length: " + body.length + "\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1);
    byte[] request = new byte[head.length + hostLines.length + rest.length + body.length];
    System.arraycopy(head, 0, request, 0, head.length);
    System.arraycopy(hostLines, 0, request, head.length, hostLines.length);
    System.arraycopy(rest, 0, request, head.length + hostLines.length, rest.length);
    System.arraycopy(body, 0, request, head.length + hostLines.length + rest.length, body.length);
    return request;
  }

  /** The right {@code Host} line for this endpoint. */
  byte[] hostLine() {
    return ("Host: " + endpoint.getHost() + ":" + endpoint.getPort() + "\r\n").getBytes(StandardCharsets.ISO_8859_1);
  }

  /**
   * Sends {@code request} on a fresh connection from {@code from} (a loopback address of its own,
   * so a server can tell this client from others on the same machine) and reads the response
   * within {@code deadlineMillis} (status -1 when none came).
   */
  Response exchange(byte[] request, java.net.InetAddress from, long deadlineMillis) throws IOException {
    long end = System.nanoTime() + deadlineMillis * 1_000_000;
    try (Socket socket = new Socket()) {
      socket.bind(new InetSocketAddress(from, 0));
      socket.connect(address(), (int) Math.max(1, deadlineMillis));
      socket.getOutputStream().write(request);
      socket.getOutputStream().flush();
      return read(socket, end);
    } catch (SocketTimeoutException | java.net.ConnectException late) {
      return new Response(-1, "", "");
    }
  }

  /** The first lines of a request head, without its end: a slow-loris client goes on from here. */
  String openHead() {
    return "POST " + endpoint.getRawPath() + " HTTP/1.1\r\nHost: " + endpoint.getHost() + ":" + endpoint.getPort()
        + "\r\nContent-Type: application/json\r\n";
  }

  /** A response: its status and decoded body; status -1 when none came in time. */
  record Response(int status, String head, String body) {}

  /**
   * One legitimate echo call on a fresh connection, answered within {@code deadlineMillis} or not
   * at all (status -1).
   */
  Response echo(String text, long deadlineMillis) throws IOException {
    long end = System.nanoTime() + deadlineMillis * 1_000_000;
    try (Socket socket = new Socket()) {
      socket.connect(address(), (int) Math.max(1, deadlineMillis));
      byte[] body = echoCall(1, text);
      socket.getOutputStream().write(head(body.length, true));
      socket.getOutputStream().write(body);
      socket.getOutputStream().flush();
      return read(socket, end);
    } catch (SocketTimeoutException | java.net.ConnectException late) {
      return new Response(-1, "", "");
    }
  }

  /** Reads one response (Content-Length, chunked, or until close) before {@code endNanos}. */
  static Response read(Socket socket, long endNanos) throws IOException {
    Deadline in = new Deadline(socket, endNanos);
    String head = in.head();
    if (head.isEmpty()) {
      return new Response(-1, "", "");
    }
    int status = Integer.parseInt(head.substring(9, 12));
    String lower = head.toLowerCase(Locale.ROOT);
    byte[] body;
    if (lower.contains("transfer-encoding: chunked")) {
      body = in.chunked();
    } else if (lower.contains("content-length:")) {
      int at = lower.indexOf("content-length:") + "content-length:".length();
      int eol = lower.indexOf("\r\n", at);
      body = in.exactly(Integer.parseInt(lower.substring(at, eol).trim()));
    } else {
      body = in.untilClose();
    }
    return new Response(status, head, new String(body, StandardCharsets.UTF_8));
  }

  /** A socket's input with every read bounded by one deadline. */
  private static final class Deadline {
    private final Socket socket;
    private final InputStream in;
    private final long endNanos;

    Deadline(Socket socket, long endNanos) throws IOException {
      this.socket = socket;
      this.in = new java.io.BufferedInputStream(socket.getInputStream());
      this.endNanos = endNanos;
    }

    int read() throws IOException {
      long left = (endNanos - System.nanoTime()) / 1_000_000;
      if (left <= 0) {
        throw new SocketTimeoutException("deadline passed");
      }
      socket.setSoTimeout((int) Math.min(Integer.MAX_VALUE, left));
      return in.read();
    }

    String head() throws IOException {
      ByteArrayOutputStream head = new ByteArrayOutputStream();
      int matched = 0;
      int b;
      while (matched < 4 && (b = read()) != -1) {
        head.write(b);
        matched = (b == '\r' && matched % 2 == 0) || (b == '\n' && matched % 2 == 1) ? matched + 1 : 0;
      }
      return head.toString(StandardCharsets.ISO_8859_1);
    }

    String line() throws IOException {
      StringBuilder line = new StringBuilder();
      int b;
      while ((b = read()) != -1 && b != '\n') {
        if (b != '\r') {
          line.append((char) b);
        }
      }
      return line.toString();
    }

    byte[] exactly(int length) throws IOException {
      ByteArrayOutputStream body = new ByteArrayOutputStream();
      for (int i = 0; i < length; i++) {
        int b = read();
        if (b == -1) {
          break;
        }
        body.write(b);
      }
      return body.toByteArray();
    }

    byte[] chunked() throws IOException {
      ByteArrayOutputStream body = new ByteArrayOutputStream();
      while (true) {
        String size = line();
        int semicolon = size.indexOf(';');
        int length = Integer.parseInt((semicolon < 0 ? size : size.substring(0, semicolon)).trim(), 16);
        if (length == 0) {
          line();
          return body.toByteArray();
        }
        body.write(exactly(length));
        line();
      }
    }

    byte[] untilClose() throws IOException {
      ByteArrayOutputStream body = new ByteArrayOutputStream();
      int b;
      while ((b = read()) != -1) {
        body.write(b);
      }
      return body.toByteArray();
    }
  }
}
