package io.mcpgen.servlet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.runtime.transport.http.server.StreamableHttpSettings;
import io.mcpgen.testkit.attacks.EchoEndpoint;
import io.mcpgen.testkit.http.HttpServerUnderTest;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Clients that never read their large replies hold no container thread: on Tomcat with 4 request
 * threads, 12 such clients are answered without blocking and a legitimate call still answers
 * within 5 s (a blocking write per client would hold every thread until the client is dropped).
 */
class TomcatNonReadingClientsTest {

  private static final int THREADS = 4;
  private static final int NON_READERS = 12;
  private static final int LARGE_TEXT = 3 * 1024 * 1024;

  @Test
  @Timeout(90)
  void aLegitimateCallAnswersWhileMoreNonReadersThanThreadsHoldLargeReplies() throws Exception {
    try (HttpServerUnderTest server = ServletContainers.tomcat(THREADS)
        .start(EchoEndpoint.engine(), StreamableHttpSettings.defaults())) {
      URI endpoint = server.endpoint();
      List<Socket> nonReaders = new ArrayList<>();
      try {
        byte[] large = call(7, "x".repeat(LARGE_TEXT));
        for (int i = 0; i < NON_READERS; i++) {
          Socket socket = new Socket();
          socket.setReceiveBufferSize(4096);
          socket.connect(address(endpoint), 5_000);
          nonReaders.add(socket);
          OutputStream out = socket.getOutputStream();
          out.write(head(endpoint, large.length));
          out.write(large);
          out.flush();
        }
        Thread.sleep(2_000); // their replies are being written, to clients that do not read

        long start = System.nanoTime();
        String answer = legitimateCall(endpoint, 5_000);
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertTrue(answer.startsWith("HTTP/1.1 200"), "a legitimate call answers within 5 s, got after "
            + millis + " ms: " + answer.lines().findFirst().orElse("nothing"));
      } finally {
        for (Socket socket : nonReaders) {
          socket.setSoLinger(true, 0);
          socket.close();
        }
      }
      assertEquals(NON_READERS, nonReaders.size());
    }
  }

  private static InetSocketAddress address(URI endpoint) {
    return new InetSocketAddress(endpoint.getHost(), endpoint.getPort());
  }

  private static byte[] call(int id, String text) {
    return ("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"tools/call\",\"params\":{\"name\":\"echo\","
        + "\"arguments\":{\"text\":\"" + text + "\"},\"_meta\":{"
        + "\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
        + "\"io.modelcontextprotocol/clientCapabilities\":{},"
        + "\"io.modelcontextprotocol/clientInfo\":{\"name\":\"non-readers\",\"version\":\"1\"}}}}")
        .getBytes(StandardCharsets.UTF_8);
  }

  private static byte[] head(URI endpoint, long contentLength) {
    return ("POST " + endpoint.getRawPath() + " HTTP/1.1\r\n"
        + "Host: " + endpoint.getHost() + ":" + endpoint.getPort() + "\r\n"
        + "Content-Type: application/json\r\n"
        + "Accept: application/json, text/event-stream\r\n"
        + "MCP-Protocol-Version: 2026-07-28\r\n"
        + "Mcp-Method: tools/call\r\n"
        + "Mcp-Name: echo\r\n"
        + "Content-Length: " + contentLength + "\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1);
  }

  /** A small echo call on a fresh connection: the response's first bytes, or what came before the deadline. */
  private static String legitimateCall(URI endpoint, long millis) throws Exception {
    try (Socket socket = new Socket()) {
      socket.connect(address(endpoint), (int) millis);
      byte[] body = call(1, "hello");
      socket.getOutputStream().write(head(endpoint, body.length));
      socket.getOutputStream().write(body);
      socket.getOutputStream().flush();
      socket.setSoTimeout((int) millis);
      InputStream in = socket.getInputStream();
      ByteArrayOutputStream got = new ByteArrayOutputStream();
      byte[] buffer = new byte[256];
      try {
        int read = in.read(buffer);
        if (read > 0) {
          got.write(buffer, 0, read);
        }
      } catch (SocketTimeoutException late) {
        // nothing within the deadline
      }
      return got.toString(StandardCharsets.ISO_8859_1);
    }
  }
}
