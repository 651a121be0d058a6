package io.mcpgen.runtime.transport.stdio.client;

import static io.mcpgen.testkit.TestServer.call;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.client.CallOutcome;
import io.mcpgen.runtime.client.McpClientEngine;
import io.mcpgen.runtime.client.PendingRequest;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.mrtr.McpMeta;
import io.mcpgen.testkit.TestServer;
import io.mcpgen.testkit.stdio.StdioHarness;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The line-stream client against the stdio server, in one process. */
class StreamClientTransportTest {

  private final TestServer tools = new TestServer();
  private StdioHarness stdio;
  private StreamClientTransport transport;

  @BeforeEach
  void connect() throws Exception {
    stdio = new StdioHarness(tools.engine(), options -> options.shutdownGrace(Duration.ofMillis(100)));
    transport = StreamClientTransport.over(stdio.fromServer, stdio.toServer);
  }

  @AfterEach
  void close() {
    transport.close();
    stdio.close();
  }

  @Test
  void aMultiRoundCallWorksOverTheStreams() {
    McpClientEngine client = McpClientEngine.builder(transport)
        .formElicitation((form, context) -> CompletableFuture.completedFuture(
            ElicitationAnswer.accept(JsonObject.builder().put("confirmed", true).build())))
        .build();
    CallOutcome outcome = client.callTool("ask", JsonObject.empty()).join();
    assertEquals(2, ((CallOutcome.Complete) outcome).requestsSent());
    assertEquals("true", TestServer.resultText(JsonObject.of("result", outcome.resultOrThrow())));
  }

  @Test
  void responsesAndProgressReachTheRequestTheyBelongTo() throws Exception {
    tools.gate = new CountDownLatch(1);
    List<JsonObject> first = new CopyOnWriteArrayList<>();
    List<JsonObject> second = new CopyOnWriteArrayList<>();
    PendingRequest gated = transport.send(call(1, "gate", JsonObject.empty(),
        TestServer.meta().put(McpMeta.PROGRESS_TOKEN, "one").build()), first::add);
    PendingRequest progressing = transport.send(call(2, "progress_then_result", JsonObject.empty(),
        TestServer.meta().put(McpMeta.PROGRESS_TOKEN, "two").build()), second::add);
    assertEquals("done", TestServer.resultText(progressing.response().toCompletableFuture().get(10, TimeUnit.SECONDS)));
    tools.gate.countDown();
    assertEquals("passed", TestServer.resultText(gated.response().toCompletableFuture().get(10, TimeUnit.SECONDS)));
    assertEquals(List.of(), first);
    assertEquals(2, second.size());
    assertEquals(JsonString.of("two"), second.get(0).get("params").asObject().get("progressToken"));
  }

  @Test
  void cancellingSendsNotificationsCancelledAndTheServerStops() throws Exception {
    PendingRequest pending = transport.send(call(3, "wait_for_cancel", JsonObject.of("tag", JsonString.of("client"))),
        notification -> { });
    assertEquals("wait_for_cancel", tools.started.poll(10, TimeUnit.SECONDS));
    pending.cancel("changed my mind");
    assertEquals("client", tools.cancelled.poll(10, TimeUnit.SECONDS));
    assertTrue(pending.response().toCompletableFuture().isCompletedExceptionally());
    assertEquals(0, transport.pendingRequests());
  }

  @Test
  void whenTheServersOutputEndsRunningRequestsFailWithATransportError() throws Exception {
    tools.gate = new CountDownLatch(1);
    PendingRequest pending = transport.send(call(4, "gate", JsonObject.empty()), notification -> { });
    assertEquals("gate", tools.started.poll(10, TimeUnit.SECONDS));
    stdio.close(); // the server goes away: its output closes
    try {
      pending.response().toCompletableFuture().get(10, TimeUnit.SECONDS);
      throw new AssertionError("the request did not fail");
    } catch (ExecutionException e) {
      assertInstanceOf(IOException.class, e.getCause());
    }
  }
}
