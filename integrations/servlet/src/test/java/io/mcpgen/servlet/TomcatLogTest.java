package io.mcpgen.servlet;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.testkit.http.HttpServerUnderTest;
import io.mcpgen.runtime.transport.http.server.StreamableHttpSettings;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;
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

  private final Capture logs = new Capture();

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
      String[] hosts = {
        "Host: a\tb\u0085c\u009bd\r\n",
        "Host: 127.0.0.1\r\nHost: evil\u0085.example\r\n",
        "Host: [::1\u009b]\r\n",
        "Host: 127.0.0.1:99999999\r\n",
      };
      for (int i = 0; i < 2000; i++) {
        badHost(server.port(), hosts[i % hosts.length]);
      }
      List<Socket> slow = new ArrayList<>();
      for (int i = 0; i < 50; i++) {
        Socket socket = new Socket("127.0.0.1", server.port());
        socket.getOutputStream().write(("POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            + "Accept: application/json, text/event-stream\r\nContent-Length: 100\r\n\r\n{\"jsonrpc\"")
            .getBytes(StandardCharsets.ISO_8859_1));
        socket.getOutputStream().flush();
        slow.add(socket);
      }
      for (Socket socket : slow) {
        socket.setSoTimeout(10_000);
        try (socket; InputStream in = socket.getInputStream()) {
          while (in.read() >= 0) {
            // until the server drops it on the body deadline
          }
        } catch (IOException dropped) {
          // dropped: what the deadline does
        }
      }
      Thread.sleep(500); // lines written as the connections close
    }
    String printed = logs.printed();
    List<LogRecord> records = logs.records();
    assertTrue(records.size() < 20, records.size() + " lines:\n" + printed);
    for (LogRecord record : records) {
      assertTrue(record.getThrown() == null, "a stack trace:\n" + printed);
    }
    assertFalse(printed.chars().anyMatch(c -> c == '\t' || c == 0x85 || c == 0x9b), "a raw control character");
  }

  private static void badHost(int port, String hostLines) throws IOException {
    try (Socket socket = new Socket("127.0.0.1", port)) {
      socket.setSoTimeout(10_000);
      OutputStream out = socket.getOutputStream();
      out.write(("GET /mcp HTTP/1.1\r\n" + hostLines + "Connection: close\r\n\r\n").getBytes(StandardCharsets.UTF_8));
      out.flush();
      socket.getInputStream().readAllBytes();
    }
  }

  /** Every record at INFO or above, of Tomcat and of mcpgen, as the console would print it. */
  private static final class Capture extends Handler implements AutoCloseable {
    private final List<Logger> loggers = List.of(Logger.getLogger("org.apache"), Logger.getLogger("io.mcpgen"));
    private final SimpleFormatter formatter = new SimpleFormatter();
    private final List<LogRecord> records = new ArrayList<>();
    private final StringBuilder printed = new StringBuilder();

    Capture() {
      for (Logger logger : loggers) {
        logger.setLevel(Level.INFO);
        logger.addHandler(this);
      }
    }

    synchronized List<LogRecord> records() {
      return new ArrayList<>(records);
    }

    synchronized String printed() {
      return printed.toString();
    }

    @Override
    public synchronized void publish(LogRecord record) {
      if (record.getLevel().intValue() >= Level.INFO.intValue()) {
        records.add(record);
        printed.append(formatter.format(record));
      }
    }

    @Override
    public void flush() {
    }

    @Override
    public void close() {
      for (Logger logger : loggers) {
        logger.removeHandler(this);
        logger.setLevel(null);
      }
    }
  }
}
