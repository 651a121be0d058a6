package io.mcpgen.runtime.transport.http;

/** {@link HeaderRulesContract} on the JDK-based {@link JdkBaselineServer}. */
class HeaderRulesTest extends HeaderRulesContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return HttpServerUnderTest.JDK;
  }
}
