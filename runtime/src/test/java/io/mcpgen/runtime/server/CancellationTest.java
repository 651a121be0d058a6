package io.mcpgen.runtime.server;

import static io.mcpgen.runtime.testing.Fixtures.json;
import static io.mcpgen.runtime.testing.Fixtures.request;
import static io.mcpgen.runtime.testing.Wire.send;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.mrtr.Cancellation;
import io.mcpgen.runtime.mrtr.McpMeta;
import io.mcpgen.runtime.testing.Fixtures;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Cancelling the round in flight (checklist §3.5): the handler sees it, and nothing more is sent. */
class CancellationTest {

  private final ExecutorService pool = Executors.newSingleThreadExecutor();
  private final CountDownLatch started = new CountDownLatch(1);
  private final CompletableFuture<Boolean> handlerSawCancellation = new CompletableFuture<>();

  private final McpServerEngine server = McpServerEngine.builder()
      .executor(pool)
      .tool(Fixtures.tool("slow"), McpHandler.simple(call -> {
        CountDownLatch cancelled = new CountDownLatch(1);
        call.cancellation().onCancel(cancelled::countDown);
        started.countDown();
        boolean saw;
        try {
          saw = cancelled.await(10, TimeUnit.SECONDS) && call.isCancelled();
        } catch (InterruptedException interrupted) { // a cancelled handler's thread is interrupted too
          saw = call.isCancelled();
        }
        handlerSawCancellation.complete(saw);
        call.progress(JsonNumber.of(100), null, "too late");
        return Fixtures.textResult("finished anyway");
      }))
      .build();

  @AfterEach
  void stopPool() {
    pool.shutdownNow();
  }

  private static JsonObject slowRequest(long id) {
    JsonObject request = request(id, "tools/call", "{\"name\":\"slow\"}", "{}");
    JsonObject params = request.get("params").asObject();
    return request.with("params", params.with("_meta", params.get("_meta").asObject()
        .with(McpMeta.PROGRESS_TOKEN, JsonString.of("p"))));
  }

  @Test
  void aCancelledNotificationOnTheConnectionCancelsTheRunningRequest() throws Exception {
    InFlightRequests connection = new InFlightRequests();
    List<JsonObject> notifications = new ArrayList<>();
    CompletableFuture<ServerReply> reply = server.handle(slowRequest(41),
        RequestContext.builder().inFlight(connection).notifications(notifications::add).build()).toCompletableFuture();
    assertTrue(started.await(10, TimeUnit.SECONDS));
    assertEquals(1, connection.size());

    ServerReply ack = send(server, json("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\","
        + "\"params\":{\"requestId\":41,\"reason\":\"User requested cancellation\"}}"),
        RequestContext.builder().inFlight(connection).build());

    assertEquals(ServerReply.Kind.ACCEPTED, ack.kind());
    assertEquals(202, ack.httpStatus());
    assertTrue(handlerSawCancellation.get(10, TimeUnit.SECONDS));
    ServerReply cancelled = reply.get(10, TimeUnit.SECONDS);
    assertEquals(ServerReply.Kind.CANCELLED, cancelled.kind());
    assertFalse(cancelled.body().isPresent());
    pool.shutdown();
    assertTrue(pool.awaitTermination(10, TimeUnit.SECONDS));
    assertEquals(List.of(), notifications);
    assertEquals(0, connection.size());
  }

  @Test
  void aTransportThatLosesTheClientCancelsThroughTheContext() throws Exception {
    Cancellation streamClosed = Cancellation.create();
    CompletableFuture<ServerReply> reply = server.handle(slowRequest(7),
        RequestContext.builder().cancellation(streamClosed).build()).toCompletableFuture();
    assertTrue(started.await(10, TimeUnit.SECONDS));
    streamClosed.cancel("client disconnected");
    assertEquals(ServerReply.Kind.CANCELLED, reply.get(10, TimeUnit.SECONDS).kind());
    assertTrue(handlerSawCancellation.get(10, TimeUnit.SECONDS));
  }

  @Test
  void cancellingAnUnknownOrMalformedRequestIsIgnored() {
    InFlightRequests connection = new InFlightRequests();
    RequestContext context = RequestContext.builder().inFlight(connection).build();
    assertEquals(ServerReply.Kind.ACCEPTED, send(server, json("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\","
        + "\"params\":{\"requestId\":999}}"), context).kind());
    assertEquals(ServerReply.Kind.ACCEPTED, send(server, json("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\","
        + "\"params\":{\"requestId\":null}}"), context).kind());
    assertEquals(ServerReply.Kind.ACCEPTED, send(server, json("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\"}"),
        context).kind());
  }
}
