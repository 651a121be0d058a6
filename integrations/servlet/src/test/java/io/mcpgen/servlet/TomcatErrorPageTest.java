package io.mcpgen.servlet;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.runtime.transport.http.server.StreamableHttpSettings;
import io.mcpgen.testkit.TestServer;
import io.mcpgen.testkit.http.HttpServerUnderTest;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The pages Tomcat writes itself, with the error report configured as the docs say: neither an
 * exception nor a stack trace nor the server's version.
 */
class TomcatErrorPageTest {

  @Test
  void aRequestTomcatRefusesItselfGetsAPageWithoutExceptionOrVersion() throws Exception {
    try (HttpServerUnderTest server = ServletContainers.TOMCAT.start(new TestServer().engine(),
        StreamableHttpSettings.builder().build())) {
      int port = server.endpoint().getPort();
      // A character RFC 3986 forbids in the target: Tomcat's parser refuses it with an exception.
      String refused = exchange(port, "GET /mcp?q={x} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
      assertTrue(refused.startsWith("HTTP/1.1 400"), refused);
      assertClean(refused);
      String unmapped = exchange(port, "GET /nowhere HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
      assertTrue(unmapped.startsWith("HTTP/1.1 404"), unmapped);
      assertClean(unmapped);
    }
  }

  private static void assertClean(String response) {
    assertFalse(response.contains("Exception"), response);
    assertFalse(response.contains("\tat ") || response.contains("java."), response);
    assertFalse(response.contains("Tomcat"), response);
  }

  /** The whole response to a raw request, read until Tomcat closes (within 20 s). */
  private static String exchange(int port, String request) throws Exception {
    try (Socket socket = new Socket("127.0.0.1", port)) {
      socket.setSoTimeout(20_000);
      OutputStream out = socket.getOutputStream();
      out.write(request.getBytes(StandardCharsets.ISO_8859_1));
      out.flush();
      InputStream in = socket.getInputStream();
      return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
    }
  }
}
