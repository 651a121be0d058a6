package io.mcpgen.legacy.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.transport.http.server.RequestHeaders;
import io.mcpgen.runtime.transport.http.server.StreamableHttpService;
import io.mcpgen.runtime.transport.http.server.StreamableHttpSettings;
import io.mcpgen.testkit.TestServer;
import io.mcpgen.testkit.http.LegacySessionContract;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * One anonymous client opening sessions in a loop (issue 32, item 5): it cannot keep another
 * client from opening one, whether it stays within its own limit or fills the whole table, and
 * its thousand attempts cost the log a handful of lines.
 */
class SessionFloodTest {

  private static final String ATTACKER = "10.0.0.66";

  private final TestServer tools = new TestServer();
  private final Capture logs = new Capture();
  private StreamableHttpService service;

  @AfterEach
  void stop() {
    if (service != null) {
      service.close();
    }
    logs.close();
  }

  @Test
  void aThousandOpeningsFromOneAddressLeaveRoomForAnotherAddressAndAPrincipal() throws Exception {
    service = StreamableHttpService.create(tools.engine(), StreamableHttpSettings.defaults());
    List<String> attackers = new ArrayList<>();
    for (int i = 0; i < 1000; i++) {
      attackers.add(open(ATTACKER));
    }
    assertEquals(32, service.openSessions(), "held to its limit: each opening ended its own oldest idle session");
    assertEquals(404, status(SessionExchange.post(ping(), "Mcp-Session-Id", attackers.get(0)).from(ATTACKER)),
        "an evicted session is gone, as an expired one");
    assertEquals(200, status(SessionExchange.post(ping(), "Mcp-Session-Id", attackers.get(999)).from(ATTACKER)));

    assertNotNull(open("10.0.0.7"), "another address opens one");
    assertLogIsAHandfulOfEscapedSummaries();
  }

  @Test
  void aClientAllowedToFillTheTableStillCannotKeepItFull() throws Exception {
    service = StreamableHttpService.create(tools.engine(), StreamableHttpSettings.builder()
        .maxSessions(100).maxSessionsPerPrincipal(1000)
        .authenticator(SessionFloodTest::bearerName)
        .build());
    for (int i = 0; i < 1000; i++) {
      open(ATTACKER);
    }
    assertEquals(100, service.openSessions());
    assertNotNull(open("10.0.0.7"), "the full table ended one of the attacker's sessions for another address");
    SessionExchange alice = SessionExchange.post(LegacySessionContract.initialize(JsonObject.empty()),
        "Authorization", "Bearer alice").from(ATTACKER);
    assertEquals(200, status(alice), "another principal, even from the attacker's address");
    String alices = alice.responseHeaders.get("Mcp-Session-Id");
    for (int i = 0; i < 200; i++) {
      open(ATTACKER);
    }
    assertEquals(200, status(SessionExchange.post(ping(), "Mcp-Session-Id", alices, "Authorization", "Bearer alice")
        .from(ATTACKER)), "the attacker's later openings ended its own sessions, not alice's");
    assertLogIsAHandfulOfEscapedSummaries();
  }

  /** The name after {@code Bearer}, or anonymous: who calls is all this test needs. */
  private static String bearerName(RequestHeaders headers) {
    String authorization = headers.first("Authorization");
    return authorization == null ? null : authorization.substring("Bearer ".length());
  }

  private void assertLogIsAHandfulOfEscapedSummaries() {
    List<LogRecord> lines = logs.records();
    assertTrue(lines.size() <= 3, "a summary, not a line per opening: " + lines.size());
    assertFalse(lines.isEmpty(), "the evictions are reported");
    for (LogRecord line : lines) {
      assertTrue(line.getMessage().contains("evicted="), line.getMessage());
      assertTrue(line.getMessage().contains("most from address " + ATTACKER), line.getMessage());
    }
  }

  private String open(String address) throws Exception {
    SessionExchange init = SessionExchange.post(LegacySessionContract.initialize(JsonObject.empty())).from(address);
    assertEquals(200, status(init));
    return init.responseHeaders.get("Mcp-Session-Id");
  }

  private int status(SessionExchange exchange) throws Exception {
    service.serve(exchange);
    return exchange.awaitStatus();
  }

  private static JsonObject ping() {
    return LegacySessionContract.request(3, "ping", null);
  }

  /** Every record of the HTTP transport's loggers at INFO or above. */
  private static final class Capture extends Handler implements AutoCloseable {
    private final Logger logger = Logger.getLogger("io.mcpgen.runtime.transport.http");
    private final Level previous = logger.getLevel();
    private final List<LogRecord> records = new ArrayList<>();

    Capture() {
      logger.setLevel(Level.INFO);
      logger.addHandler(this);
    }

    synchronized List<LogRecord> records() {
      return new ArrayList<>(records);
    }

    @Override
    public synchronized void publish(LogRecord record) {
      if (record.getLevel().intValue() >= Level.INFO.intValue()) {
        records.add(record);
      }
    }

    @Override
    public void flush() {
    }

    @Override
    public void close() {
      logger.removeHandler(this);
      logger.setLevel(previous);
    }
  }
}
