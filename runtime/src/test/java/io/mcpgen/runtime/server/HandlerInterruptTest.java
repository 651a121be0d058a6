package io.mcpgen.runtime.server;

import static io.mcpgen.runtime.testing.Fixtures.json;
import static io.mcpgen.runtime.testing.Fixtures.request;
import static io.mcpgen.runtime.testing.Wire.send;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.jsonrpc.RequestId;
import io.mcpgen.runtime.mrtr.Cancellation;
import io.mcpgen.runtime.testing.Fixtures;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A cancelled request interrupts the thread its handler runs on, only while the handler runs, and
 * leaves no interrupt behind on a pooled thread.
 */
class HandlerInterruptTest {

  private final ExecutorService pool = Executors.newSingleThreadExecutor();
  private final CountDownLatch started = new CountDownLatch(1);
  private final CompletableFuture<String> sleeper = new CompletableFuture<>();
  private final AtomicInteger listenerRuns = new AtomicInteger();

  private final McpServerEngine server = McpServerEngine.builder()
      .executor(pool)
      .tool(Fixtures.tool("sleep"), McpHandler.simple(call -> {
        call.cancellation().onCancel(listenerRuns::incrementAndGet);
        started.countDown();
        try {
          Thread.sleep(60_000);
          sleeper.complete("slept a minute");
        } catch (InterruptedException interrupted) {
          sleeper.complete("interrupted: " + call.cancellation().reason());
        }
        return Fixtures.textResult("woke");
      }))
      .tool(Fixtures.tool("check"), McpHandler.simple(call -> Fixtures.textResult("checked")))
      .build();

  @AfterEach
  void stopPool() {
    pool.shutdownNow();
  }

  private static JsonObject call(long id, String tool) {
    return request(id, "tools/call", "{\"name\":\"" + tool + "\"}", "{}");
  }

  @Test
  void aCancelledNotificationInterruptsAHandlerBlockedInSleep() throws Exception {
    InFlightRequests connection = new InFlightRequests();
    CompletableFuture<ServerReply> reply = server.handle(call(1, "sleep"),
        RequestContext.builder().inFlight(connection).build()).toCompletableFuture();
    assertTrue(started.await(10, TimeUnit.SECONDS));

    send(server, json("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\","
        + "\"params\":{\"requestId\":1,\"reason\":\"user pressed stop\"}}"),
        RequestContext.builder().inFlight(connection).build());

    assertEquals("interrupted: user pressed stop", sleeper.get(10, TimeUnit.SECONDS));
    assertEquals(ServerReply.Kind.CANCELLED, reply.get(10, TimeUnit.SECONDS).kind());
  }

  @Test
  void aCancellationListenerRunsOnceHoweverOftenTheRequestIsCancelled() throws Exception {
    Cancellation streamClosed = Cancellation.create();
    InFlightRequests connection = new InFlightRequests();
    CompletableFuture<ServerReply> reply = server.handle(call(2, "sleep"),
        RequestContext.builder().cancellation(streamClosed).inFlight(connection).build()).toCompletableFuture();
    assertTrue(started.await(10, TimeUnit.SECONDS));

    assertTrue(streamClosed.cancel("the client went away"));
    assertFalse(connection.cancel(RequestId.of(2), "and cancelled too"));
    assertFalse(streamClosed.cancel("again"));

    assertEquals("interrupted: the client went away", sleeper.get(10, TimeUnit.SECONDS));
    assertEquals(ServerReply.Kind.CANCELLED, reply.get(10, TimeUnit.SECONDS).kind());
    assertEquals(1, listenerRuns.get());
  }

  @Test
  void anInterruptTheHandlerDidNotConsumeDoesNotOutliveItsRun() throws Exception {
    // The default executor runs handlers on the calling thread (a server's worker, here the test's),
    // which goes on to write the reply and serve other requests: no interrupt may stay behind.
    McpServerEngine onCallingThread = McpServerEngine.builder()
        .tool(Fixtures.tool("spin"), McpHandler.simple(call -> {
          started.countDown();
          while (!call.isCancelled()) {
            Thread.onSpinWait(); // busy, never blocking: the interrupt is still pending when it returns
          }
          return Fixtures.textResult("stopped");
        }))
        .build();
    Cancellation cancellation = Cancellation.create();
    Thread canceller = new Thread(() -> {
      try {
        if (started.await(10, TimeUnit.SECONDS)) {
          cancellation.cancel("stop spinning");
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    });
    canceller.start();
    ServerReply spun = onCallingThread.handle(call(3, "spin"), RequestContext.builder().cancellation(cancellation).build())
        .toCompletableFuture().get(10, TimeUnit.SECONDS);
    canceller.join(10_000);
    boolean leftInterrupted = Thread.interrupted(); // read and cleared, so a failure does not disturb JUnit
    assertEquals(ServerReply.Kind.CANCELLED, spun.kind());
    assertFalse(leftInterrupted, "the handler's thread was left interrupted after its run");
  }

  @Test
  void aHandlerThatReturnedIsNotInterruptedByALateCancellation() throws Exception {
    Cancellation cancellation = Cancellation.create();
    ServerReply done = server.handle(call(5, "check"), RequestContext.builder().cancellation(cancellation).build())
        .toCompletableFuture().get(10, TimeUnit.SECONDS);
    assertEquals(ServerReply.Kind.RESPONSE, done.kind());

    // The pool's thread now runs other work; a cancellation of the finished request must leave it alone.
    CountDownLatch running = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    CompletableFuture<String> other = CompletableFuture.supplyAsync(() -> {
      running.countDown();
      try {
        return release.await(10, TimeUnit.SECONDS) ? "undisturbed" : "never released";
      } catch (InterruptedException interrupted) {
        return "interrupted";
      }
    }, pool);
    assertTrue(running.await(10, TimeUnit.SECONDS));
    cancellation.cancel("too late"); // callbacks run here, before the release below
    release.countDown();
    assertEquals("undisturbed", other.get(10, TimeUnit.SECONDS));
  }
}
