package io.mcpgen.jetty.contract;

import io.mcpgen.testkit.http.HeaderRulesContract;
import io.mcpgen.testkit.http.HttpServerUnderTest;

/** {@link HeaderRulesContract} on the Jetty server. */
class JettyHeaderRulesTest extends HeaderRulesContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return JettyServers.JETTY;
  }
}
