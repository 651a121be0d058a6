package io.mcpgen.servlet;

import io.mcpgen.testkit.http.ClientGoneContract;
import io.mcpgen.testkit.http.HttpServerUnderTest;

/** {@link ClientGoneContract} on {@link McpServlet} in Jetty. */
class JettyClientGoneTest extends ClientGoneContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return ServletContainers.JETTY;
  }

  @Override
  protected String serverName() {
    return "McpServlet in Jetty";
  }
}
