package io.mcpgen.jetty.contract;

import io.mcpgen.jetty.JettyMcpServer;
import io.mcpgen.testkit.http.HttpServerUnderTest;
import java.net.URI;

/** The Jetty server as the runtime's shared transport tests start it. */
final class JettyServers {

  static final HttpServerUnderTest.Factory JETTY = (endpoint, settings) -> {
    JettyMcpServer server = JettyMcpServer.builder(endpoint).settings(settings).start();
    return new HttpServerUnderTest() {
      @Override
      public URI endpoint() {
        return server.endpointUri();
      }

      @Override
      public long memoryInUse() {
        return server.memoryInUse();
      }

      @Override
      public void close() {
        server.close();
      }
    };
  };

  private JettyServers() {}
}
