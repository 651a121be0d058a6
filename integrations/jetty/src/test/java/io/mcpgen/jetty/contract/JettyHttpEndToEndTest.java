package io.mcpgen.jetty.contract;

import io.mcpgen.testkit.http.HttpEndToEndContract;
import io.mcpgen.testkit.http.HttpServerUnderTest;

/** {@link HttpEndToEndContract} on the Jetty server. */
class JettyHttpEndToEndTest extends HttpEndToEndContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return JettyServers.JETTY;
  }
}
