package io.mcpgen.servlet;

import io.mcpgen.testkit.http.HttpServerUnderTest;
import io.mcpgen.testkit.http.LegacySessionContract;

/** {@link LegacySessionContract} on {@link McpServlet} in Tomcat. */
class TomcatLegacySessionTest extends LegacySessionContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return ServletContainers.TOMCAT;
  }
}
