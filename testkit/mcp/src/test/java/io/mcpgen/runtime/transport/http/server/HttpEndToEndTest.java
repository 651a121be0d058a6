package io.mcpgen.runtime.transport.http.server;

import io.mcpgen.testkit.http.HttpEndToEndContract;
import io.mcpgen.testkit.http.HttpServerUnderTest;

/** {@link HttpEndToEndContract} on the JDK-based {@link JdkBaselineServer}. */
class HttpEndToEndTest extends HttpEndToEndContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return HttpServerUnderTest.JDK;
  }
}
