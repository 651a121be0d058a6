package io.mcpgen.jetty.contract;

import io.mcpgen.runtime.transport.http.SseResponseContract;
import io.mcpgen.runtime.transport.http.HttpServerUnderTest;

/** {@link SseResponseContract} on the Jetty server. */
class JettySseResponseTest extends SseResponseContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return JettyServers.JETTY;
  }
}
