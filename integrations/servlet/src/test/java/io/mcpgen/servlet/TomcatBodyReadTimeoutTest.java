package io.mcpgen.servlet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.mcpgen.runtime.transport.http.server.StreamableHttpSettings;
import io.mcpgen.testkit.attacks.CloseWait;
import io.mcpgen.testkit.attacks.EchoEndpoint;
import io.mcpgen.testkit.http.HttpServerUnderTest;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Bodies declared and never sent, on {@link McpServlet} in Tomcat with a short
 * {@code bodyReadTimeout}: whether the client waits for the server to give up, leaves first or
 * resets the connection, every
 * exchange ends (no connection of the server left in CLOSE-WAIT once the clients closed) and
 * nothing is logged at WARNING or above (the body-read watchdog used to fail on a response Tomcat
 * had recycled: "a timer of the HTTP service failed", and the connection stayed).
 */
class TomcatBodyReadTimeoutTest {

  private static final int CLIENTS = 20;
  private static final Duration BODY_READ_TIMEOUT = Duration.ofSeconds(1);

  @Test
  @Timeout(60)
  void bodiesThatNeverArriveLeaveNoConnectionInCloseWaitAndLogNothing() throws Exception {
    assumeTrue(CloseWait.countable(), "CLOSE-WAIT is counted from /proc/net/tcp (Linux)");
    StreamableHttpSettings settings = StreamableHttpSettings.builder().bodyReadTimeout(BODY_READ_TIMEOUT).build();
    try (HttpServerUnderTest server = ServletContainers.TOMCAT.start(EchoEndpoint.engine(), settings);
        LogCapture logs = LogCapture.start()) {
      URI endpoint = server.endpoint();
      List<Socket> waiting = new ArrayList<>();
      List<Socket> leaving = new ArrayList<>();
      List<Socket> resetting = new ArrayList<>();
      for (int i = 0; i < CLIENTS; i++) {
        Socket socket = new Socket();
        socket.connect(new InetSocketAddress(endpoint.getHost(), endpoint.getPort()), 5_000);
        socket.getOutputStream().write(head(endpoint, 100));
        socket.getOutputStream().write('{');
        socket.getOutputStream().flush();
        (i % 3 == 0 ? waiting : i % 3 == 1 ? leaving : resetting).add(socket);
      }
      Thread.sleep(200);
      for (Socket socket : leaving) {
        socket.close(); // before the watchdog: the container learns it first
      }
      for (Socket socket : resetting) {
        socket.setSoLinger(true, 0); // a reset rather than an orderly close
        socket.close();
      }
      for (Socket socket : waiting) {
        readUntilClosed(socket, 10_000); // 408, then the server closes
        socket.close();
      }
      Thread.sleep(BODY_READ_TIMEOUT.multipliedBy(3).toMillis()); // every watchdog has fired

      assertEquals(0, CloseWait.awaitNone(endpoint.getPort(), 10_000),
          "connections of the server left in CLOSE-WAIT");
      assertEquals(List.of(), logs.lines(), "log lines at WARNING or above");
    }
  }

  private static byte[] head(URI endpoint, long contentLength) {
    return ("POST " + endpoint.getRawPath() + " HTTP/1.1\r\n"
        + "Host: " + endpoint.getHost() + ":" + endpoint.getPort() + "\r\n"
        + "Content-Type: application/json\r\n"
        + "Accept: application/json, text/event-stream\r\n"
        + "MCP-Protocol-Version: 2026-07-28\r\n"
        + "Content-Length: " + contentLength + "\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1);
  }

  /** Reads (and drops) what the server sends until it closes, for at most {@code millis}. */
  private static void readUntilClosed(Socket socket, long millis) throws IOException {
    long end = System.nanoTime() + millis * 1_000_000;
    socket.setSoTimeout(200);
    InputStream in = socket.getInputStream();
    byte[] buffer = new byte[4096];
    while (System.nanoTime() < end) {
      try {
        if (in.read(buffer) < 0) {
          return;
        }
      } catch (SocketTimeoutException notYet) {
        // keep waiting until the deadline
      } catch (IOException reset) {
        return;
      }
    }
  }
}
