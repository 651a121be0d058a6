package io.mcpgen.servlet;

import io.mcpgen.runtime.transport.http.SseResponseContract;
import io.mcpgen.runtime.transport.http.HttpServerUnderTest;

/** {@link SseResponseContract} on {@link McpServlet} in Jetty, registered without async support. */
class JettyWithoutAsyncSseResponseTest extends SseResponseContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return ServletContainers.JETTY_WITHOUT_ASYNC;
  }
}
