package io.mcpgen.servlet;

import io.mcpgen.testkit.http.HeaderRulesContract;
import io.mcpgen.testkit.http.HttpServerUnderTest;

/** {@link HeaderRulesContract} on {@link McpServlet} in Jetty, registered without async support. */
class JettyWithoutAsyncHeaderRulesTest extends HeaderRulesContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return ServletContainers.JETTY_WITHOUT_ASYNC;
  }
}
