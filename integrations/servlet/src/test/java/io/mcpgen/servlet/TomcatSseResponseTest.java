package io.mcpgen.servlet;

import io.mcpgen.runtime.transport.http.SseResponseContract;
import io.mcpgen.runtime.transport.http.HttpServerUnderTest;

/** {@link SseResponseContract} on {@link McpServlet} in Tomcat. */
class TomcatSseResponseTest extends SseResponseContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return ServletContainers.TOMCAT;
  }
}
