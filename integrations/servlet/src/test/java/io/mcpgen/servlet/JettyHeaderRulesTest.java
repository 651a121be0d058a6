package io.mcpgen.servlet;

import io.mcpgen.testkit.http.HeaderRulesContract;
import io.mcpgen.testkit.http.HttpServerUnderTest;

/** {@link HeaderRulesContract} on {@link McpServlet} in Jetty. */
class JettyHeaderRulesTest extends HeaderRulesContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return ServletContainers.JETTY;
  }
}
