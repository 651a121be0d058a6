package io.mcpgen.jetty;

import io.mcpgen.testkit.attacks.HttpAttackSuite;
import io.mcpgen.runtime.server.McpEndpoint;
import java.net.URI;

/** The attack suite against the Jetty server with its default settings. */
class JettyAttackTest extends HttpAttackSuite {

  @Override
  protected RunningServer start(McpEndpoint endpoint) throws Exception {
    JettyMcpServer server = JettyMcpServer.builder(endpoint).start();
    return new RunningServer() {
      @Override
      public URI endpointUri() {
        return server.endpointUri();
      }

      @Override
      public void close() {
        server.close();
      }
    };
  }

  @Override
  protected String serverName() {
    return "jetty";
  }
}
