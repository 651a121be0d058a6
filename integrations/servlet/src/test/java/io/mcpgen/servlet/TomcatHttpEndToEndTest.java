package io.mcpgen.servlet;

import io.mcpgen.testkit.http.HttpEndToEndContract;
import io.mcpgen.testkit.http.HttpServerUnderTest;

/** {@link HttpEndToEndContract} on {@link McpServlet} in Tomcat. */
class TomcatHttpEndToEndTest extends HttpEndToEndContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return ServletContainers.TOMCAT;
  }
}
