package io.mcpgen.servlet;

import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.transport.http.server.StreamableHttpSettings;
import io.mcpgen.testkit.attacks.LogFlood;
import io.mcpgen.testkit.http.HttpServerUnderTest;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What a client's mistakes cost the log of {@link McpServlet} on Tomcat 11 with the setting
 * docs/transports.md gives (issue 32, item 6): bad and duplicate {@code Host} headers by the
 * thousand, and bodies that never arrive, come out as a few lines, with no stack trace and no raw
 * control character. Tomcat's {@code UserDataHelper} already writes only the first bad head of a
 * day at INFO (raw, with a stack trace) and the rest at DEBUG; {@code DEBUG_ALL} keeps that first
 * one out of the INFO log too. mcpgen's body timeouts are a summary on every container.
 */
class TomcatLogTest {

  private static final String USER_DATA_CONFIG = "org.apache.juli.logging.UserDataHelper.CONFIG";

  private final LogFlood.Capture logs = new LogFlood.Capture("org.apache", "io.mcpgen");

  @BeforeEach
  void documentedSetting() {
    System.setProperty(USER_DATA_CONFIG, "DEBUG_ALL"); // read when Tomcat's protocol handler starts
  }

  @AfterEach
  void restore() {
    System.clearProperty(USER_DATA_CONFIG);
    logs.close();
  }

  @Test
  void badHostsAndSlowBodiesByTheThousandAreAFewLinesWithTheDocumentedSetting() throws Exception {
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
