package io.mcpgen.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.server.McpHandler;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.transport.http.server.AuthenticationException;
import io.mcpgen.testkit.http.JdkBaselineServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SnapshotMojoTest {

  @TempDir
  Path folder;

  @Test
  void writesTheSnapshotOfAnHttpServerSendingTheHeaders() throws Exception {
    McpServerEngine engine = McpServerEngine.builder()
        .serverInfo("goal-fixture", "0.9")
        .tool(Json.parse("{\"name\":\"echo\",\"inputSchema\":{\"type\":\"object\",\"properties\":{\"text\":"
            + "{\"type\":\"string\"}}}}").asObject(), McpHandler.simple(call -> JsonObject.empty()))
        .build();
    try (JdkBaselineServer server = JdkBaselineServer.builder(engine)
        .authenticator(headers -> {
          if (!"Bearer goal-token".equals(headers.first("Authorization"))) {
            throw new AuthenticationException("no token", "Bearer");
          }
          return "goal";
        })
        .start()) {
      SnapshotMojo goal = new SnapshotMojo();
      goal.url = server.endpointUri().toString();
      goal.headers = Map.of("Authorization", "Bearer goal-token");
      goal.output = folder.resolve("src/main/mcp/fixture.json").toFile();
      goal.execute();
      JsonObject snapshot = Json.parse(Files.readString(goal.output.toPath())).asObject();
      assertEquals("goal-fixture", snapshot.get("server").asObject().get("name").asString());
      assertEquals("echo", snapshot.get("tools").asArray().get(0).asObject().get("name").asString());
      assertFalse(Files.readString(goal.output.toPath()).contains("goal-token"));

      goal.headers = Map.of();
      MojoExecutionException refused = assertThrows(MojoExecutionException.class, goal::execute);
      assertTrue(refused.getMessage().startsWith("no snapshot of " + goal.url), refused.getMessage());
    }
  }

  @Test
  void declaresTheClientCapabilitiesItIsGivenAndRefusesAnUnknownOne() throws Exception {
    McpServerEngine engine = McpServerEngine.builder()
        .serverInfo("goal-fixture", "0.9")
        .tool(Json.parse("{\"name\":\"echo\",\"inputSchema\":{\"type\":\"object\"}}").asObject(),
            McpHandler.simple(call -> JsonObject.empty()))
        .build();
    try (JdkBaselineServer server = JdkBaselineServer.builder(engine).start()) {
      SnapshotMojo goal = new SnapshotMojo();
      goal.url = server.endpointUri().toString();
      goal.output = folder.resolve("capable.json").toFile();
      goal.capabilities = List.of("elicitation", "roots");
      goal.execute();
      assertTrue(Files.exists(goal.output.toPath()));

      goal.capabilities = List.of("roots", "mind-reading");
      MojoFailureException refused = assertThrows(MojoFailureException.class, goal::execute);
      assertTrue(refused.getMessage().contains("<capabilities>: unknown client capability 'mind-reading'"),
          refused.getMessage());
    }
  }

  @Test
  void needsExactlyOneServer() {
    SnapshotMojo goal = new SnapshotMojo();
    goal.output = folder.resolve("x.json").toFile();
    assertThrows(MojoFailureException.class, goal::execute);
    goal.url = "http://127.0.0.1:1/mcp";
    goal.command = List.of("node", "server.mjs");
    assertThrows(MojoFailureException.class, goal::execute);
  }
}
