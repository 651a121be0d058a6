package io.mcpgen.servlet;

import io.mcpgen.testkit.http.HttpEndToEndContract;
import io.mcpgen.testkit.http.HttpServerUnderTest;

/** {@link HttpEndToEndContract} on {@link McpServlet} in Jetty. */
class JettyHttpEndToEndTest extends HttpEndToEndContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return ServletContainers.JETTY;
  }
}
