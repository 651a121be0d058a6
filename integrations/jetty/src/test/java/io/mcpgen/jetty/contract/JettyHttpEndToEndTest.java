package io.mcpgen.jetty.contract;

import io.mcpgen.runtime.transport.http.HttpEndToEndContract;
import io.mcpgen.runtime.transport.http.HttpServerUnderTest;

/** {@link HttpEndToEndContract} on the Jetty server. */
class JettyHttpEndToEndTest extends HttpEndToEndContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return JettyServers.JETTY;
  }
}
