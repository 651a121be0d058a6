package io.mcpgen.runtime.client;

import io.mcpgen.runtime.transport.memory.InMemoryTransport;
import static io.mcpgen.runtime.testing.Fixtures.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.jsonrpc.JsonRpcError;
import io.mcpgen.runtime.jsonrpc.RequestId;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.mrtr.LogLevel;
import io.mcpgen.runtime.mrtr.McpMeta;
import io.mcpgen.runtime.server.McpHandler;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.server.ServerReply;
import io.mcpgen.runtime.testing.Fixtures;
import io.mcpgen.runtime.testing.WireTap;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** Version selection after {@code -32022} (checklist §3.2) and progress and logs across rounds (§3.5). */
class VersionAndProgressTest {

  @Test
  void aClientPreferringAnotherVersionRetriesOnceWithOneTheServerSupports() {
    WireTap wire = new WireTap(McpServerEngine.builder().build());
    McpClientEngine client = McpClientEngine.builder(InMemoryTransport.connect(wire))
        .supportedVersions("2027-01-01", "2026-07-28")
        .build();
    JsonObject discovered = client.discover().join();
    assertEquals(JsonValue.parse("[\"2026-07-28\"]"), discovered.get("supportedVersions"));
    assertEquals(2, wire.requests().size());
    assertEquals(JsonString.of("2027-01-01"), wire.params(0).get("_meta").asObject().get(McpMeta.PROTOCOL_VERSION));
    assertEquals(JsonString.of("2026-07-28"), wire.params(1).get("_meta").asObject().get(McpMeta.PROTOCOL_VERSION));
    assertEquals("2026-07-28", client.protocolVersion());
  }

  @Test
  void aRefusalListingTheVersionSentIsRetriedOnceWithThatVersion() {
    McpServerEngine engine = McpServerEngine.builder().build();
    AtomicInteger refusals = new AtomicInteger(1);
    WireTap wire = new WireTap((message, context) -> refusals.getAndDecrement() > 0
        ? CompletableFuture.completedFuture(refusal(message.toJson()))
        : engine.handle(message, context));
    McpClientEngine client = McpClientEngine.builder(InMemoryTransport.connect(wire)).build();
    JsonObject discovered = client.discover().join();
    assertEquals(JsonValue.parse("[\"2026-07-28\"]"), discovered.get("supportedVersions"));
    assertEquals(2, wire.requests().size());
    assertEquals(JsonString.of("2026-07-28"), wire.params(1).get("_meta").asObject().get(McpMeta.PROTOCOL_VERSION));

    // A server that refuses the retry too ends the call with its error: one retry, no loop.
    refusals.set(5);
    McpServerException error = assertInstanceOf(McpServerException.class,
        assertThrows(CompletionException.class, () -> client.discover().join()).getCause());
    assertEquals(-32022, error.code());
    assertEquals(4, wire.requests().size());
  }

  /** {@code -32022} naming the very version this test's client sends as the one supported. */
  private static ServerReply refusal(JsonValue request) {
    return ServerReply.error(RequestId.from(request.asObject().get("id")),
        new JsonRpcError(-32022, "Unsupported protocol version", JsonValue.parse(
            "{\"supported\":[\"2026-07-28\"],\"requested\":\"2026-07-28\"}")));
  }

  @Test
  void withNoVersionInCommonTheServersErrorIsSurfaced() {
    McpClientEngine client = McpClientEngine.builder(InMemoryTransport.connect(McpServerEngine.builder().build()))
        .supportedVersions("2027-01-01")
        .build();
    McpServerException error = assertInstanceOf(McpServerException.class,
        assertThrows(CompletionException.class, () -> client.discover().join()).getCause());
    assertEquals(-32022, error.code());
  }

  @Test
  void progressAndLogsOfEveryRoundReachTheCallsListenersAndProgressMayRestart() {
    McpServerEngine server = McpServerEngine.builder()
        .requestState(Fixtures.codec())
        .tool(Fixtures.tool("work"), McpHandler.sequential((call, exchange) -> {
          call.progress(JsonNumber.of(call.round() == 1 ? 60 : 10), JsonNumber.of(100), "round " + call.round());
          call.log(LogLevel.INFO, "worker", JsonString.of("round " + call.round()));
          call.log(LogLevel.DEBUG, "worker", JsonString.of("too detailed"));
          exchange.elicitForm("go", "Go on?", Fixtures.schema("go", "boolean"));
          return Fixtures.textResult("done");
        }))
        .build();
    List<ProgressUpdate> progress = new CopyOnWriteArrayList<>();
    List<LogMessage> logs = new CopyOnWriteArrayList<>();
    McpClientEngine client = McpClientEngine.builder(InMemoryTransport.connect(server))
        .formElicitation((form, context) -> CompletableFuture.completedFuture(
            ElicitationAnswer.accept(json("{\"go\":true}"))))
        .build();
    client.callTool("work", null, client.defaults().toBuilder()
        .onProgress(progress::add)
        .log(LogLevel.INFO, logs::add)
        .build()).join();
    assertEquals(List.of(
        new ProgressUpdate(1, JsonNumber.of(60), JsonNumber.of(100), "round 1"),
        new ProgressUpdate(2, JsonNumber.of(10), JsonNumber.of(100), "round 2")), progress);
    assertEquals(List.of(
        new LogMessage(1, LogLevel.INFO, "worker", JsonString.of("round 1")),
        new LogMessage(2, LogLevel.INFO, "worker", JsonString.of("round 2"))), logs);
  }
}
