package io.mcpgen.runtime.transport.http.server;

import io.mcpgen.testkit.http.HostAndOriginContract;
import io.mcpgen.testkit.http.HttpServerUnderTest;

/** {@link HostAndOriginContract} on the JDK-based {@link JdkBaselineServer}. */
class HostAndOriginTest extends HostAndOriginContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return HttpServerUnderTest.JDK;
  }
}
