package io.mcpgen.runtime.transport.http.server;

import io.mcpgen.testkit.http.HttpServerUnderTest;
import io.mcpgen.testkit.http.SseResponseContract;

/** {@link SseResponseContract} on the JDK-based {@link JdkBaselineServer}. */
class SseResponseTest extends SseResponseContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return HttpServerUnderTest.JDK;
  }
}
