package io.mcpgen.runtime.transport.http.server;

import io.mcpgen.testkit.http.HttpLimitsContract;
import io.mcpgen.testkit.http.HttpServerUnderTest;

/** {@link HttpLimitsContract} on the JDK-based {@link JdkBaselineServer}. */
class HttpLimitsTest extends HttpLimitsContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return HttpServerUnderTest.JDK;
  }
}
