package io.mcpgen.runtime.transport.http;

/** {@link HostAndOriginContract} on the JDK-based {@link HttpMcpServer}. */
class HostAndOriginTest extends HostAndOriginContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return HttpServerUnderTest.JDK;
  }
}
