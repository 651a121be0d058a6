package io.mcpgen.servlet;

import io.mcpgen.testkit.http.HttpEndToEndContract;
import io.mcpgen.testkit.http.HttpServerUnderTest;

/** {@link HttpEndToEndContract} on {@link McpServlet} in Jetty, registered without async support. */
class JettyWithoutAsyncHttpEndToEndTest extends HttpEndToEndContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return ServletContainers.JETTY_WITHOUT_ASYNC;
  }
}
