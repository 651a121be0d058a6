package io.mcpgen.legacy.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.transport.http.server.StreamableHttpService;
import io.mcpgen.runtime.transport.http.server.StreamableHttpSettings;
import io.mcpgen.testkit.TestServer;
import io.mcpgen.testkit.http.LegacySessionContract;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * 2025-era sessions are bounded: more {@code initialize} requests than the cap get 503, sessions
 * idle past the timeout end (their ids then get 404) and make room, and after many sessions have
 * come and gone the open count, the thread count and the heap are back where they were.
 */
class BoundedSessionsTest {

  private static final int CAP = 20;

  private final TestServer tools = new TestServer();
  private final StreamableHttpService service = StreamableHttpService.create(tools.engine(),
      StreamableHttpSettings.builder().maxSessions(CAP).sessionIdleTimeout(Duration.ofSeconds(1)).build());

  @AfterEach
  void stop() {
    service.close();
  }

  @Test
  void moreSessionsThanTheCapAreRefusedAndIdleOnesEndAndLeaveNothingBehind() throws Exception {
    // Every session of the first batch has a call running (held at the gate), so none is idle:
    // the cap, not the clock, decides.
    ExecutorService callers = Executors.newFixedThreadPool(CAP);
    List<String> firstBatch = new ArrayList<>();
    List<Future<Integer>> held = new ArrayList<>();
    for (int i = 0; i < CAP; i++) {
      String id = initialize();
      firstBatch.add(id);
      held.add(callers.submit(() -> serve(SessionExchange.post(call("gate"), "Mcp-Session-Id", id))));
      assertEquals("gate", tools.started.poll(30, TimeUnit.SECONDS));
    }
    assertEquals(CAP, service.openSessions());
    assertEquals(503, serve(SessionExchange.post(LegacySessionContract.initialize(JsonObject.empty()))));
    tools.gate.countDown();
    for (Future<Integer> call : held) {
      assertEquals(200, call.get(30, TimeUnit.SECONDS));
    }
    callers.shutdown();
    assertTrue(callers.awaitTermination(30, TimeUnit.SECONDS));
    awaitNoSessions();
    for (String ended : firstBatch) {
      assertEquals(404, serve(SessionExchange.post(ping(), "Mcp-Session-Id", ended)));
    }
    assertEquals(200, serve(SessionExchange.post(LegacySessionContract.initialize(JsonObject.empty()))),
        "room again once the idle sessions ended");
    awaitNoSessions();

    int threadsBefore = ManagementFactory.getThreadMXBean().getThreadCount();
    long heapBefore = usedHeapAfterGc();
    for (int batch = 0; batch < 5; batch++) {
      fillToTheCap();
      awaitNoSessions();
    }
    int threadsAfter = ManagementFactory.getThreadMXBean().getThreadCount();
    long heapAfter = usedHeapAfterGc();

    assertEquals(0, service.openSessions());
    // The service's own small pools may start a worker more or let one go; sessions hold none.
    assertTrue(threadsAfter <= threadsBefore + 2, "threads before " + threadsBefore + ", after " + threadsAfter);
    assertTrue(heapAfter <= heapBefore + 16L * 1024 * 1024, "heap before " + heapBefore + ", after " + heapAfter);
  }

  /** Opens CAP sessions, each serving a call at once. */
  private void fillToTheCap() throws Exception {
    for (int i = 0; i < CAP; i++) {
      SessionExchange call = SessionExchange.post(call("echo"), "Mcp-Session-Id", initialize());
      assertEquals(200, serve(call));
      assertTrue(call.text().contains("\"x\""), call.text());
    }
  }

  private String initialize() throws Exception {
    SessionExchange init = SessionExchange.post(LegacySessionContract.initialize(JsonObject.empty()));
    assertEquals(200, serve(init));
    return init.responseHeaders.get("Mcp-Session-Id");
  }

  private static JsonObject call(String tool) {
    return LegacySessionContract.request(2, "tools/call", JsonObject.builder()
        .put("name", tool).put("arguments", JsonObject.of("text", JsonString.of("x"))).build());
  }

  private int serve(SessionExchange exchange) throws Exception {
    service.serve(exchange);
    return exchange.awaitStatus();
  }

  private void awaitNoSessions() throws InterruptedException {
    // The sweep runs every 500 ms here; the deadline is generous for a loaded machine.
    long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
    while (service.openSessions() > 0 && System.nanoTime() < deadline) {
      Thread.sleep(50);
    }
    assertEquals(0, service.openSessions(), "sessions idle past the timeout did not end");
  }

  private static JsonObject ping() {
    return LegacySessionContract.request(3, "ping", null);
  }

  private static long usedHeapAfterGc() throws InterruptedException {
    MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
    for (int i = 0; i < 3; i++) {
      System.gc();
      Thread.sleep(50);
    }
    return memory.getHeapMemoryUsage().getUsed();
  }
}
