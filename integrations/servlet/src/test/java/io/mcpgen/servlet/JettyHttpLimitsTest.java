package io.mcpgen.servlet;

import io.mcpgen.testkit.http.HttpLimitsContract;
import io.mcpgen.testkit.http.HttpServerUnderTest;

/** {@link HttpLimitsContract} on {@link McpServlet} in Jetty. */
class JettyHttpLimitsTest extends HttpLimitsContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return ServletContainers.JETTY;
  }
}
