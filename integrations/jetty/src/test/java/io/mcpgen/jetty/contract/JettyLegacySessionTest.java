package io.mcpgen.jetty.contract;

import io.mcpgen.testkit.http.HttpServerUnderTest;
import io.mcpgen.testkit.http.LegacySessionContract;

/** {@link LegacySessionContract} on the Jetty server. */
class JettyLegacySessionTest extends LegacySessionContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return JettyServers.JETTY;
  }
}
