package io.mcpgen.runtime.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.transport.memory.InMemoryTransport;
import io.mcpgen.runtime.client.McpClientEngine;
import io.mcpgen.runtime.server.McpHandler;
import io.mcpgen.runtime.server.McpServerEngine;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;

class SnapshotsTest {

  private static JsonObject tool(String name, String argumentType) {
    return Json.parse("{\"name\":\"" + name + "\",\"description\":\"d\",\"inputSchema\":{\"type\":\"object\","
        + "\"properties\":{\"x\":{\"type\":\"" + argumentType + "\"}}}}").asObject();
  }

  private static McpServerEngine server(String echoArgumentType) {
    return McpServerEngine.builder()
        .serverInfo("fixture", "2.5.0")
        .tool(tool("echo", echoArgumentType), McpHandler.simple(call -> JsonObject.empty()))
        .tool(tool("other", "string"), McpHandler.simple(call -> JsonObject.empty()))
        .build();
  }

  @Test
  void takesNameVersionEveryToolAndDigests() {
    try (McpClientEngine client = McpClientEngine.builder(InMemoryTransport.connect(server("string"))).build()) {
      JsonObject snapshot = Snapshots.take(new ClientSnapshotSource(client));
      assertEquals(JsonObject.builder().put("name", "fixture").put("version", "2.5.0").build(), snapshot.get("server"));
      assertEquals(2, snapshot.get("tools").asArray().size());
      assertEquals(ToolDigest.of(tool("echo", "string")), snapshot.get("toolDigests").asObject().get("echo").asString());
      assertEquals(ToolDigest.sha256(snapshot.without("digest")), snapshot.get("digest").asString());
      assertTrue(snapshot.get("discover").asObject().has("capabilities"));
    }
  }

  @Test
  void followsEveryPageAndRefusesLoopingCursors() {
    List<String> cursors = new ArrayList<>();
    SnapshotSource paged = new SnapshotSource() {
      @Override
      public JsonObject discover() {
        return Json.parse("{\"capabilities\":{\"tools\":{}}}").asObject();
      }

      @Override
      public JsonObject list(String method, String cursor) {
        cursors.add(cursor);
        JsonObject.Builder page = JsonObject.builder().put("tools", JsonArray.of(tool("t" + cursors.size(), "string")));
        if (cursors.size() < 3) {
          page.put("nextCursor", "c" + cursors.size());
        }
        return page.build();
      }
    };
    JsonObject snapshot = Snapshots.take(paged);
    assertEquals(3, snapshot.get("tools").asArray().size());
    assertEquals(java.util.Arrays.asList(null, "c1", "c2"), cursors);
    assertEquals(JsonArray.empty(), snapshot.get("prompts"));

    SnapshotSource looping = new SnapshotSource() {
      @Override
      public JsonObject discover() {
        return Json.parse("{\"capabilities\":{\"tools\":{}}}").asObject();
      }

      @Override
      public JsonObject list(String method, String cursor) {
        return JsonObject.builder().put("tools", JsonArray.empty()).put("nextCursor", "same").build();
      }
    };
    assertThrows(RuntimeException.class, () -> Snapshots.take(looping));
  }

  @Test
  void digestIgnoresDescriptionsAndMemberOrder() {
    JsonObject reworded = tool("echo", "string").with("description", JsonString.of("other words"));
    assertEquals(ToolDigest.of(tool("echo", "string")), ToolDigest.of(reworded));
    assertNotEquals(ToolDigest.of(tool("echo", "string")), ToolDigest.of(tool("echo", "integer")));
  }

  @Test
  void driftNamesTheChangedToolUnderEachPolicy() {
    Map<String, String> snapshot = Map.of("echo", ToolDigest.of(tool("echo", "string")),
        "other", ToolDigest.of(tool("other", "string")), "removed", ToolDigest.of(tool("removed", "string")));
    try (McpClientEngine client = McpClientEngine.builder(InMemoryTransport.connect(server("integer"))).build()) {
      SnapshotDrift failing = new SnapshotDrift(client, snapshot, DriftPolicy.FAIL);
      CompletionException failed = assertThrows(CompletionException.class, () -> failing.ready().join());
      SnapshotDriftException drift = assertInstanceOf(SnapshotDriftException.class, failed.getCause());
      assertEquals(List.of("echo", "removed"), drift.tools());
      assertTrue(drift.getMessage().contains("echo (schema changed)"), drift.getMessage());
      assertTrue(drift.getMessage().contains("removed (gone)"), drift.getMessage());

      SnapshotDrift warning = new SnapshotDrift(client, snapshot, DriftPolicy.WARN);
      warning.ready().join();
      assertEquals(List.of("echo", "removed"), warning.changedTools().join());
      new SnapshotDrift(client, snapshot, DriftPolicy.IGNORE).ready().join();
    }
    try (McpClientEngine client = McpClientEngine.builder(InMemoryTransport.connect(server("string"))).build()) {
      Map<String, String> unchanged = Map.of("echo", ToolDigest.of(tool("echo", "string")));
      new SnapshotDrift(client, unchanged, DriftPolicy.FAIL).ready().join();
    }
  }
}
