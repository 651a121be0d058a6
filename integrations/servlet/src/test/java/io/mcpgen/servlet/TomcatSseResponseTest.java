package io.mcpgen.servlet;

import io.mcpgen.testkit.http.SseResponseContract;
import io.mcpgen.testkit.http.HttpServerUnderTest;

/** {@link SseResponseContract} on {@link McpServlet} in Tomcat. */
class TomcatSseResponseTest extends SseResponseContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return ServletContainers.TOMCAT;
  }
}
