package io.mcpgen.cli;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.server.McpHandler;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.transport.stdio.server.StdioServer;

/** A small server for the command's tests: two tools, a prompt, a resource template; over stdio from main. */
public final class FixtureServer {

  private FixtureServer() {}

  static McpServerEngine engine() {
    return McpServerEngine.builder()
        .serverInfo("fixture", "1.2.3")
        .tool(Json.parse("{\"name\":\"add\",\"description\":\"Adds.\",\"inputSchema\":{\"type\":\"object\","
            + "\"properties\":{\"a\":{\"type\":\"integer\"},\"b\":{\"type\":\"integer\"}},\"required\":[\"a\",\"b\"]},"
            + "\"outputSchema\":{\"type\":\"object\",\"properties\":{\"sum\":{\"type\":\"integer\"}}}}").asObject(),
            McpHandler.simple(call -> JsonObject.empty()))
        .tool(Json.parse("{\"name\":\"ping\",\"inputSchema\":{\"type\":\"object\"}}").asObject(),
            McpHandler.simple(call -> JsonObject.empty()))
        .prompt(Json.parse("{\"name\":\"hello\",\"arguments\":[{\"name\":\"who\",\"required\":true}]}").asObject(),
            McpHandler.simple(call -> JsonObject.empty()))
        .resourceTemplate(Json.parse("{\"name\":\"note\",\"uriTemplate\":\"notes://{id}\"}").asObject(),
            McpHandler.simple(call -> JsonObject.empty()))
        .build();
  }

  public static void main(String[] args) throws Exception {
    try (StdioServer server = StdioServer.builder(engine()).build()) {
      server.serve();
    }
  }
}
