package io.mcpgen.runtime.transport.http.server;

import io.mcpgen.testkit.http.HeaderRulesContract;
import io.mcpgen.testkit.http.HttpServerUnderTest;

/** {@link HeaderRulesContract} on the JDK-based {@link JdkBaselineServer}. */
class HeaderRulesTest extends HeaderRulesContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return HttpServerUnderTest.JDK;
  }
}
