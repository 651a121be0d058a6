package io.mcpgen.servlet;

import io.mcpgen.runtime.transport.http.HttpEndToEndContract;
import io.mcpgen.runtime.transport.http.HttpServerUnderTest;

/** {@link HttpEndToEndContract} on {@link McpServlet} in Jetty. */
class JettyHttpEndToEndTest extends HttpEndToEndContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return ServletContainers.JETTY;
  }
}
