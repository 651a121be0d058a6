package io.mcpgen.servlet;

import io.mcpgen.testkit.http.SseResponseContract;
import io.mcpgen.testkit.http.HttpServerUnderTest;

/** {@link SseResponseContract} on {@link McpServlet} in Jetty. */
class JettySseResponseTest extends SseResponseContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return ServletContainers.JETTY;
  }
}
