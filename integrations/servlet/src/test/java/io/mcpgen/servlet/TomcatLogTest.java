package io.mcpgen.servlet;

import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.transport.http.server.StreamableHttpSettings;
import io.mcpgen.testkit.attacks.LogFlood;
import io.mcpgen.testkit.http.HttpServerUnderTest;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * What a client's mistakes cost the log of {@link McpServlet} on Tomcat 11 with its defaults
 * (issue 32, item 6): bad and duplicate {@code Host} headers by the thousand, and bodies that
 * never arrive, come out as a few escaped summary lines, with no stack trace and no raw control
 * character. Tomcat's {@code UserDataHelper} writes the first bad head of each processor at INFO,
 * raw, with a stack trace; the servlet's {@code MalformedHeadLogFilter} counts those into a
 * summary, and mcpgen's body timeouts are a summary on every container.
 */
class TomcatLogTest {

  private final LogFlood.Capture logs = new LogFlood.Capture("org.apache", "io.mcpgen");

  @AfterEach
  void restore() {
    logs.close();
  }

  @Test
  void badHostsAndSlowBodiesByTheThousandAreAFewEscapedLines() throws Exception {
    McpServerEngine engine = McpServerEngine.builder().serverInfo("log-tests", "1").build();
    try (HttpServerUnderTest server = ServletContainers.TOMCAT.start(engine,
        StreamableHttpSettings.builder().bodyReadTimeout(Duration.ofMillis(300)).build())) {
      LogFlood.badHosts(server.port(), 2000);
      LogFlood.slowBodies(server.port(), 50);
      Thread.sleep(500); // lines written as the connections close
    }
    LogFlood.assertAFewEscapedLines(logs, 20);
  }
}
