package io.mcpgen.servlet;

import io.mcpgen.runtime.transport.http.HeaderRulesContract;
import io.mcpgen.runtime.transport.http.HttpServerUnderTest;

/** {@link HeaderRulesContract} on {@link McpServlet} in Tomcat. */
class TomcatHeaderRulesTest extends HeaderRulesContract {

  @Override
  protected HttpServerUnderTest.Factory servers() {
    return ServletContainers.TOMCAT;
  }
}
