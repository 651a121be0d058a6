package io.mcpgen.runtime.transport.http;

/** {@link SseResponseContract} on the JDK-based {@link JdkBaselineServer}. */
class SseResponseTest extends SseResponseContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return HttpServerUnderTest.JDK;
  }
}
