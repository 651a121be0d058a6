package io.mcpgen.legacy.server;

import static io.mcpgen.testkit.TestServer.resultText;
import static io.mcpgen.testkit.TestServer.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.server.McpHandler;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.server.TaskSupport;
import io.mcpgen.testkit.stdio.StdioHarness;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The tasks extension is not defined for the 2025 revisions (SEP-2663): a session neither offers it
 * nor honours a client that claims it, so a task-supporting tool answers synchronously there.
 */
class TasksIn2025SessionsTest {

  private StdioHarness stdio;

  @AfterEach
  void stop() {
    if (stdio != null) {
      stdio.close();
    }
  }

  @Test
  void aSessionIsNotOfferedTasksAndItsCallsAreSynchronous() throws Exception {
    McpServerEngine engine = McpServerEngine.builder()
        .serverInfo("legacy-tests", "1")
        .tool(JsonObject.builder().put("name", "report")
                .put("inputSchema", JsonObject.of("type", JsonString.of("object"))).build(),
            McpHandler.simple(call -> text("the report")), TaskSupport.OPTIONAL)
        .build();
    stdio = new StdioHarness(engine, options -> options).readLines();
    stdio.send(Json.parse("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{"
        + "\"protocolVersion\":\"2025-11-25\",\"clientInfo\":{\"name\":\"v1\",\"version\":\"1\"},"
        + "\"capabilities\":{\"extensions\":{\"io.modelcontextprotocol/tasks\":{}}}}}").asObject());
    JsonObject capabilities = stdio.next().get("result").asObject().get("capabilities").asObject();
    assertFalse(capabilities.has("extensions"), capabilities.toString());
    stdio.send(Json.parse("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}").asObject());

    stdio.send(Json.parse("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"report\","
        + "\"arguments\":{}}}").asObject());
    JsonObject reply = stdio.next();
    assertFalse(reply.get("result").asObject().has("taskId"), reply.toString());
    assertEquals("the report", resultText(reply));
  }
}
