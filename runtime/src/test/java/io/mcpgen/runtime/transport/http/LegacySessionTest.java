package io.mcpgen.runtime.transport.http;

/** {@link LegacySessionContract} on the JDK-based {@link JdkBaselineServer}. */
class LegacySessionTest extends LegacySessionContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return HttpServerUnderTest.JDK;
  }
}
