package io.mcpgen.jetty.contract;

import io.mcpgen.runtime.transport.http.HostAndOriginContract;
import io.mcpgen.runtime.transport.http.HttpServerUnderTest;

/** {@link HostAndOriginContract} on the Jetty server. */
class JettyHostAndOriginTest extends HostAndOriginContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return JettyServers.JETTY;
  }
}
