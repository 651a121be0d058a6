package io.mcpgen.legacy.server;

import io.mcpgen.testkit.http.HttpServerUnderTest;
import io.mcpgen.testkit.http.LegacySessionContract;

/** {@link LegacySessionContract} on the JDK-based {@link JdkBaselineServer}. */
class LegacySessionTest extends LegacySessionContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return HttpServerUnderTest.JDK;
  }
}
