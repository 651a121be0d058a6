package io.mcpgen.jetty.contract;

import io.mcpgen.testkit.http.SseResponseContract;
import io.mcpgen.testkit.http.HttpServerUnderTest;

/** {@link SseResponseContract} on the Jetty server. */
class JettySseResponseTest extends SseResponseContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return JettyServers.JETTY;
  }
}
