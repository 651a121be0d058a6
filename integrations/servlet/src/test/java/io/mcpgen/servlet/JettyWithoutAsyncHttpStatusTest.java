package io.mcpgen.servlet;

import io.mcpgen.testkit.http.HttpStatusContract;
import io.mcpgen.testkit.http.HttpServerUnderTest;

/** {@link HttpStatusContract} on {@link McpServlet} in Jetty, registered without async support. */
class JettyWithoutAsyncHttpStatusTest extends HttpStatusContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return ServletContainers.JETTY_WITHOUT_ASYNC;
  }

  @Override
  protected boolean seesMalformedContentLength() {
    return false;
  }
}
