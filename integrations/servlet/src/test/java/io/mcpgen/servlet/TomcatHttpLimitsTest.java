package io.mcpgen.servlet;

import io.mcpgen.testkit.http.HttpLimitsContract;
import io.mcpgen.testkit.http.HttpServerUnderTest;

/** {@link HttpLimitsContract} on {@link McpServlet} in Tomcat. */
class TomcatHttpLimitsTest extends HttpLimitsContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return ServletContainers.TOMCAT;
  }
}
