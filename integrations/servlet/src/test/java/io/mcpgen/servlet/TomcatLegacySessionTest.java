package io.mcpgen.servlet;

import io.mcpgen.runtime.transport.http.HttpServerUnderTest;
import io.mcpgen.runtime.transport.http.LegacySessionContract;

/** {@link LegacySessionContract} on {@link McpServlet} in Tomcat. */
class TomcatLegacySessionTest extends LegacySessionContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return ServletContainers.TOMCAT;
  }
}
