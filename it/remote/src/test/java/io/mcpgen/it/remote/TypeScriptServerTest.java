package io.mcpgen.it.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.mcpgen.cli.SnapshotTaker;
import io.mcpgen.it.remote.typescriptinterop.ConfirmOrderArguments;
import io.mcpgen.it.remote.typescriptinterop.EchoArguments;
import io.mcpgen.json.JsonObject;
import io.mcpgen.protocol.CallToolResult;
import io.mcpgen.protocol.TextContent;
import io.mcpgen.runtime.client.CallOptions;
import io.mcpgen.runtime.client.CallOutcome;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.mrtr.RootsAnswer;
import io.mcpgen.runtime.snapshot.DriftPolicy;
import io.mcpgen.runtime.transport.stdio.client.StdioClientTransport;
import io.mcpgen.testkit.node.NodeScripts;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/**
 * The TypeScript SDK v2 interop server, live over stdio, called through
 * {@code TypeScriptInteropMcpClient}, generated from nothing but its snapshot.
 */
class TypeScriptServerTest {

  @Test
  void theLiveServerPublishesTheSnapshotTheClientWasCompiledFrom() throws Exception {
    SnapshotTaker.check(new SnapshotTaker().overStdio(NodeScripts.command("interop/server.mjs", "--stdio"), Duration.ofSeconds(60)),
        Path.of("src/main/mcp/ts-interop.json"), Boolean.getBoolean("snapshots.update"));
  }

  private static String text(CallToolResult result) {
    return ((TextContent) result.content().get(0)).text();
  }

  @Test
  void typedCallsCompleteOneTwoAndThreeRounds() throws Exception {
    List<String> asked = new CopyOnWriteArrayList<>();
    try (TypeScriptInteropMcpClient server = TypeScriptInteropMcpClient
        .builder(StdioClientTransport.start(NodeScripts.command("interop/server.mjs", "--stdio")))
        .drift(DriftPolicy.FAIL)
        .configure(settings -> settings
            .formElicitation((form, context) -> {
              asked.add(form.message());
              JsonObject content = form.requestedSchema().get("properties").asObject().has("confirmed")
                  ? JsonObject.builder().put("confirmed", true).build()
                  : JsonObject.builder().put("name", "Ada").build();
              return CompletableFuture.completedFuture(ElicitationAnswer.accept(content));
            })
            .roots((request, context) -> {
              asked.add("roots");
              return CompletableFuture.completedFuture(RootsAnswer.of(List.of(
                  JsonObject.builder().put("uri", "file:///work").put("name", "work").build())));
            }))
        .build()) {
      assertEquals("hi", text(server.echo(new EchoArguments("hi", Map.of()))));
      assertEquals("order confirmed: teapot", text(server.confirmOrder(new ConfirmOrderArguments("teapot", Map.of()))));
      assertEquals(List.of("Confirm order of teapot?"), asked);

      // Three rounds: the name, then the roots, the name travelling in the server's signed requestState.
      CallOutcome.Complete rounds = (CallOutcome.Complete) server.mcp()
          .callTool("two_step", JsonObject.empty(), CallOptions.defaults()).join();
      assertEquals(3, rounds.requestsSent());
      assertEquals("hello Ada; roots: file:///work", text(server.twoStep()));
      assertEquals(List.of("Confirm order of teapot?", "What is your name?", "roots", "What is your name?", "roots"),
          asked);
      assertEquals(List.of(), server.drift().changedTools().join());
    }
  }
}
