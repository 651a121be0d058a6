package io.mcpgen.servlet;

import io.mcpgen.testkit.http.ClientGoneContract;
import io.mcpgen.testkit.http.HttpServerUnderTest;

/** {@link ClientGoneContract} on {@link McpServlet} in Tomcat. */
class TomcatClientGoneTest extends ClientGoneContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return ServletContainers.TOMCAT;
  }

  @Override
  protected String serverName() {
    return "McpServlet in Tomcat";
  }
}
