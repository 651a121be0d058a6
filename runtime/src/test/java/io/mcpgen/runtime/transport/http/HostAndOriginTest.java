package io.mcpgen.runtime.transport.http;

/** {@link HostAndOriginContract} on the JDK-based {@link JdkBaselineServer}. */
class HostAndOriginTest extends HostAndOriginContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return HttpServerUnderTest.JDK;
  }
}
