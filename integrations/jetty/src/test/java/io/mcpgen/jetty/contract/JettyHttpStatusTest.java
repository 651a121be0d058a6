package io.mcpgen.jetty.contract;

import io.mcpgen.testkit.http.HttpStatusContract;
import io.mcpgen.testkit.http.HttpServerUnderTest;

/** {@link HttpStatusContract} on the Jetty server. */
class JettyHttpStatusTest extends HttpStatusContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return JettyServers.JETTY;
  }
}
