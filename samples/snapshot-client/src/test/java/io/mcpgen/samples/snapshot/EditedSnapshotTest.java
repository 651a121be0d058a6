package io.mcpgen.samples.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonObject;
import io.mcpgen.protocol.CallToolResult;
import io.mcpgen.protocol.TextContent;
import io.mcpgen.runtime.server.McpHandler;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.snapshot.DriftPolicy;
import io.mcpgen.runtime.snapshot.SnapshotDriftException;
import io.mcpgen.runtime.transport.memory.InMemoryTransport;
import io.mcpgen.runtime.typed.ToolErrorException;
import io.mcpgen.samples.snapshot.editedecho.EchoArguments;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@link EditedEcho}: the drift check compares the live server with the definition the client was
 * generated from, and a tool without an {@code outputSchema} that reports an error throws, as every
 * typed tool method does.
 */
class EditedSnapshotTest {

  /** A server publishing {@code echo} with this argument, answering with this result. */
  private static McpServerEngine server(String argument, JsonObject result) {
    return McpServerEngine.builder()
        .serverInfo("echo-server", "2.0.0")
        .tool(Json.parse("{\"name\":\"echo\",\"description\":\"Says the text back.\",\"inputSchema\":{\"type\":"
            + "\"object\",\"properties\":{\"" + argument + "\":{\"type\":\"string\"}},\"required\":[\"" + argument
            + "\"]}}").asObject(), McpHandler.simple(call -> result))
        .build();
  }

  private static JsonObject text(String text, boolean isError) {
    return JsonObject.builder()
        .put("content", JsonArray.of(JsonObject.builder().put("type", "text").put("text", text).build()))
        .put("isError", isError)
        .build();
  }

  @Test
  void aServerStillPublishingTheSchemaBeforeTheEditIsDrift() {
    try (EditedEchoMcpClient echo = EditedEchoMcpClient.builder(InMemoryTransport.connect(
        server("message", text("hi", false)))).drift(DriftPolicy.FAIL).build()) {
      SnapshotDriftException drift = assertThrows(SnapshotDriftException.class,
          () -> echo.echo(new EchoArguments("hi", Map.of())));
      assertEquals(List.of("echo"), drift.tools());
    }
  }

  @Test
  void aServerPublishingTheEditedSchemaIsNoDrift() {
    try (EditedEchoMcpClient echo = EditedEchoMcpClient.builder(InMemoryTransport.connect(
        server("text", text("hi", false)))).drift(DriftPolicy.FAIL).build()) {
      CallToolResult said = echo.echo(new EchoArguments("hi", Map.of()));
      assertEquals("hi", ((TextContent) said.content().get(0)).text());
      assertEquals(List.of(), echo.drift().changedTools().join());
    }
  }

  @Test
  void aToolErrorThrowsToolErrorExceptionHoldingTheResult() {
    try (EditedEchoMcpClient echo = EditedEchoMcpClient.builder(InMemoryTransport.connect(
        server("text", text("no echo today", true)))).drift(DriftPolicy.FAIL).build()) {
      ToolErrorException failed = assertThrows(ToolErrorException.class,
          () -> echo.echo(new EchoArguments("hi", Map.of())));
      assertEquals("echo", failed.tool());
      assertTrue(failed.getMessage().contains("no echo today"), failed.getMessage());
      assertEquals(true, failed.result().get("isError").asBoolean());
    }
  }
}
