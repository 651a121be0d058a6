package io.mcpgen.servlet;

import io.mcpgen.testkit.http.HttpServerUnderTest;
import io.mcpgen.testkit.http.LegacySessionContract;

/** {@link LegacySessionContract} on {@link McpServlet} in Jetty. */
class JettyLegacySessionTest extends LegacySessionContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return ServletContainers.JETTY;
  }
}
