package io.mcpgen.servlet;

import io.mcpgen.runtime.transport.http.HttpEndToEndContract;
import io.mcpgen.runtime.transport.http.HttpServerUnderTest;

/** {@link HttpEndToEndContract} on {@link McpServlet} in Tomcat. */
class TomcatHttpEndToEndTest extends HttpEndToEndContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return ServletContainers.TOMCAT;
  }
}
