package io.mcpgen.servlet;

import io.mcpgen.runtime.server.McpEndpoint;
import io.mcpgen.runtime.transport.http.server.StreamableHttpSettings;
import io.mcpgen.testkit.attacks.HttpAttackSuite;
import io.mcpgen.testkit.http.HttpServerUnderTest;
import java.net.URI;

/** The attack suite against {@link McpServlet} on Tomcat (see {@link ServletContainers#TOMCAT}), default settings. */
class TomcatServletAttackTest extends HttpAttackSuite {

  @Override
  protected RunningServer start(McpEndpoint endpoint) throws Exception {
    HttpServerUnderTest server = ServletContainers.TOMCAT.start(endpoint, StreamableHttpSettings.defaults());
    return new RunningServer() {
      @Override
      public URI endpointUri() {
        return server.endpoint();
      }

      @Override
      public void close() {
        server.close();
      }
    };
  }

  @Override
  protected String serverName() {
    return "servlet on tomcat";
  }
}
