package io.mcpgen.runtime.transport.http.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.testkit.TestServer;
import io.mcpgen.testkit.http.HttpServerUnderTest;
import io.mcpgen.testkit.http.HttpStatusContract;
import io.mcpgen.testkit.http.JdkBaselineServer;
import org.junit.jupiter.api.Test;

/** {@link HttpStatusContract} on the JDK-based {@link JdkBaselineServer}, and its defaults. */
class HttpStatusTest extends HttpStatusContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return HttpServerUnderTest.JDK;
  }

  /**
   * The JDK's server parses {@code Content-Length} before any handler runs and refuses a malformed
   * one itself, with an HTML page saying "NumberFormatException thrown": nothing a handler can
   * change (see docs/transports.md).
   */
  @Override
  protected boolean seesMalformedContentLength() {
    return false;
  }

  @Test
  void theServerListensOnLoopbackAtSlashMcpByDefault() throws Exception {
    try (JdkBaselineServer server = JdkBaselineServer.builder(new TestServer().engine()).start()) {
      assertTrue(server.address().getAddress().isLoopbackAddress(), server.address().toString());
      assertEquals("/mcp", server.endpointUri().getPath());
    }
  }
}
