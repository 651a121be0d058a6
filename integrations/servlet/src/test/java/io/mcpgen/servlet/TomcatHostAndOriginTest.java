package io.mcpgen.servlet;

import io.mcpgen.testkit.http.HostAndOriginContract;
import io.mcpgen.testkit.http.HttpServerUnderTest;

/** {@link HostAndOriginContract} on {@link McpServlet} in Tomcat. */
class TomcatHostAndOriginTest extends HostAndOriginContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return ServletContainers.TOMCAT;
  }
}
