package io.mcpgen.jetty.contract;

import io.mcpgen.runtime.transport.http.HeaderRulesContract;
import io.mcpgen.runtime.transport.http.HttpServerUnderTest;

/** {@link HeaderRulesContract} on the Jetty server. */
class JettyHeaderRulesTest extends HeaderRulesContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return JettyServers.JETTY;
  }
}
