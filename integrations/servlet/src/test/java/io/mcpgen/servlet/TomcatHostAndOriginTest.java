package io.mcpgen.servlet;

import io.mcpgen.runtime.transport.http.HostAndOriginContract;
import io.mcpgen.runtime.transport.http.HttpServerUnderTest;

/** {@link HostAndOriginContract} on {@link McpServlet} in Tomcat. */
class TomcatHostAndOriginTest extends HostAndOriginContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return ServletContainers.TOMCAT;
  }
}
