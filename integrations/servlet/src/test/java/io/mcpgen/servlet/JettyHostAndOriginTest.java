package io.mcpgen.servlet;

import io.mcpgen.testkit.http.HostAndOriginContract;
import io.mcpgen.testkit.http.HttpServerUnderTest;

/** {@link HostAndOriginContract} on {@link McpServlet} in Jetty. */
class JettyHostAndOriginTest extends HostAndOriginContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return ServletContainers.JETTY;
  }
}
