package io.mcpgen.runtime.transport.http.server;

import io.mcpgen.testkit.http.HttpServerUnderTest;
import io.mcpgen.testkit.http.MemoryBudgetContract;

/** {@link MemoryBudgetContract} on the JDK-based {@code JdkBaselineServer}. */
class HttpMemoryTest extends MemoryBudgetContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return HttpServerUnderTest.JDK;
  }
}
