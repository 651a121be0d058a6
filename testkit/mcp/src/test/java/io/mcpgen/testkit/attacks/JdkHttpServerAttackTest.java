package io.mcpgen.testkit.attacks;

import io.mcpgen.runtime.server.McpEndpoint;
import io.mcpgen.testkit.http.JdkBaselineServer;
import java.net.URI;

/** The attack suite against the runtime's JDK-based server, with its default settings. */
class JdkHttpServerAttackTest extends HttpAttackSuite {

  @Override
  protected RunningServer start(McpEndpoint endpoint) throws Exception {
    JdkBaselineServer server = JdkBaselineServer.builder(endpoint).start();
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
    return "jdk";
  }
}
