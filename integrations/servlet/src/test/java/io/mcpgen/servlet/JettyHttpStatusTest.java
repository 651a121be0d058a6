package io.mcpgen.servlet;

import io.mcpgen.testkit.http.HttpStatusContract;
import io.mcpgen.testkit.http.HttpServerUnderTest;

/** {@link HttpStatusContract} on {@link McpServlet} in Jetty. */
class JettyHttpStatusTest extends HttpStatusContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return ServletContainers.JETTY;
  }

  /** Jetty refuses a malformed {@code Content-Length} itself (400, its own page) before any servlet runs. */
  @Override
  protected boolean seesMalformedContentLength() {
    return false;
  }
}
