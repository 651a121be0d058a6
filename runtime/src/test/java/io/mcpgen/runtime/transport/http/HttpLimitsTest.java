package io.mcpgen.runtime.transport.http;

/** {@link HttpLimitsContract} on the JDK-based {@link JdkBaselineServer}. */
class HttpLimitsTest extends HttpLimitsContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return HttpServerUnderTest.JDK;
  }
}
