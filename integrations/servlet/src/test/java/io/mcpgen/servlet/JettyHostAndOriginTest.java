package io.mcpgen.servlet;

import io.mcpgen.runtime.transport.http.HostAndOriginContract;
import io.mcpgen.runtime.transport.http.HttpServerUnderTest;

/** {@link HostAndOriginContract} on {@link McpServlet} in Jetty. */
class JettyHostAndOriginTest extends HostAndOriginContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return ServletContainers.JETTY;
  }
}
