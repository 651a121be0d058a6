package io.mcpgen.runtime.transport.http;

/** {@link HttpEndToEndContract} on the JDK-based {@link JdkBaselineServer}. */
class HttpEndToEndTest extends HttpEndToEndContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return HttpServerUnderTest.JDK;
  }
}
