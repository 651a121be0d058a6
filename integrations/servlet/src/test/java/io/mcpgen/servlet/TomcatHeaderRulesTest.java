package io.mcpgen.servlet;

import io.mcpgen.testkit.http.HeaderRulesContract;
import io.mcpgen.testkit.http.HttpServerUnderTest;

/** {@link HeaderRulesContract} on {@link McpServlet} in Tomcat. */
class TomcatHeaderRulesTest extends HeaderRulesContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return ServletContainers.TOMCAT;
  }
}
