package io.mcpgen.servlet;

import io.mcpgen.runtime.transport.http.server.StreamableHttpSettings;
import io.mcpgen.testkit.attacks.HandlerOutOfMemory;
import io.mcpgen.testkit.http.HttpServerUnderTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** An endpoint throwing {@link OutOfMemoryError} behind {@link McpServlet}: answered, the connection released. */
class ServletOutOfMemoryTest {

  @Test
  @Timeout(60)
  void onTomcat() throws Exception {
    check(ServletContainers.TOMCAT);
  }

  @Test
  @Timeout(60)
  void onJetty() throws Exception {
    check(ServletContainers.JETTY);
  }

  private static void check(HttpServerUnderTest.Factory container) throws Exception {
    try (HttpServerUnderTest server = container.start(HandlerOutOfMemory.endpoint(), StreamableHttpSettings.defaults())) {
      HandlerOutOfMemory.assertAnsweredAndReleased(server.endpoint());
    }
  }
}
