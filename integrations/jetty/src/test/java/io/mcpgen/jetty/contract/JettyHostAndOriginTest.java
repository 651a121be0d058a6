package io.mcpgen.jetty.contract;

import io.mcpgen.testkit.http.HostAndOriginContract;
import io.mcpgen.testkit.http.HttpServerUnderTest;

/** {@link HostAndOriginContract} on the Jetty server. */
class JettyHostAndOriginTest extends HostAndOriginContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return JettyServers.JETTY;
  }
}
