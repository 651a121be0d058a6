package io.mcpgen.jetty.contract;

import io.mcpgen.runtime.transport.http.HttpStatusContract;
import io.mcpgen.runtime.transport.http.HttpServerUnderTest;

/** {@link HttpStatusContract} on the Jetty server. */
class JettyHttpStatusTest extends HttpStatusContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return JettyServers.JETTY;
  }
}
