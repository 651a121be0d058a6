package io.mcpgen.jetty;

import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.transport.http.server.StreamableHttpSettings;
import io.mcpgen.testkit.attacks.LogFlood;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * What a client's mistakes cost the log of the Jetty server (issue 32, item 6): bad and duplicate
 * {@code Host} headers and bodies that never arrive, by the thousand, come out as a few escaped
 * summary lines, with no stack trace and no raw control character.
 */
class JettyLogTest {

  private final LogFlood.Capture logs = new LogFlood.Capture("org.eclipse.jetty", "io.mcpgen");

  @AfterEach
  void restore() {
    logs.close();
  }

  @Test
  void badHostsAndSlowBodiesByTheThousandAreAFewEscapedLines() throws Exception {
    McpServerEngine engine = McpServerEngine.builder().serverInfo("log-tests", "1").build();
    try (JettyMcpServer server = JettyMcpServer.builder(engine)
        .settings(StreamableHttpSettings.builder().bodyReadTimeout(Duration.ofMillis(300)).build()).start()) {
      LogFlood.badHosts(server.port(), 2000);
      LogFlood.slowBodies(server.port(), 50);
      Thread.sleep(500); // lines written as the connections close
    }
    LogFlood.assertAFewEscapedLines(logs, 20);
  }
}
