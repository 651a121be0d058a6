package io.mcpgen.jetty.contract;

import io.mcpgen.testkit.http.HttpLimitsContract;
import io.mcpgen.testkit.http.HttpServerUnderTest;

/** {@link HttpLimitsContract} on the Jetty server. */
class JettyHttpLimitsTest extends HttpLimitsContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return JettyServers.JETTY;
  }
}
