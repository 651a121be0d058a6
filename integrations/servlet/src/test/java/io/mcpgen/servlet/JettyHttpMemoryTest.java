package io.mcpgen.servlet;

import io.mcpgen.testkit.http.HttpServerUnderTest;
import io.mcpgen.testkit.http.MemoryBudgetContract;

/** {@link MemoryBudgetContract} on {@link McpServlet} in Jetty. */
class JettyHttpMemoryTest extends MemoryBudgetContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return ServletContainers.JETTY;
  }
}
