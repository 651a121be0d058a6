package io.mcpgen.jetty.contract;

import io.mcpgen.testkit.http.ClientGoneContract;
import io.mcpgen.testkit.http.HttpServerUnderTest;

/** {@link ClientGoneContract} on the Jetty server. */
class JettyClientGoneTest extends ClientGoneContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return JettyServers.JETTY;
  }

  @Override
  protected String serverName() {
    return "JettyMcpServer";
  }
}
