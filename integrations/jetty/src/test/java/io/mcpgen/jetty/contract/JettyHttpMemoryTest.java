package io.mcpgen.jetty.contract;

import io.mcpgen.testkit.http.HttpServerUnderTest;
import io.mcpgen.testkit.http.MemoryBudgetContract;

/** {@link MemoryBudgetContract} on {@code JettyMcpServer}. */
class JettyHttpMemoryTest extends MemoryBudgetContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return JettyServers.JETTY;
  }
}
