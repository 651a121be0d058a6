package io.mcpgen.samples.boot;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/** Raw MCP requests over HTTP, for the tests that must choose which instance gets each round. */
final class McpHttp {

  private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
      .connectTimeout(Duration.ofSeconds(10)).build();

  private McpHttp() {}

  /** A {@code tools/call} with {@code _meta} declaring form elicitation. */
  static JsonObject toolCall(int id, String tool, String arguments, String more) {
    return Json.parse("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"tools/call\",\"params\":{\"name\":\"" + tool
        + "\",\"arguments\":" + arguments + more + ",\"_meta\":{"
        + "\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
        + "\"io.modelcontextprotocol/clientCapabilities\":{\"elicitation\":{\"form\":{}}},"
        + "\"io.modelcontextprotocol/clientInfo\":{\"name\":\"test\",\"version\":\"1\"}}}}").asObject();
  }

  /** Posts {@code message} to {@code endpoint}; returns the JSON-RPC response. */
  static JsonObject post(URI endpoint, JsonObject message) throws IOException, InterruptedException {
    HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(endpoint)
        .timeout(Duration.ofSeconds(60))
        .header("Content-Type", "application/json")
        .header("Accept", "application/json, text/event-stream")
        .header("MCP-Protocol-Version", "2026-07-28")
        .header("Mcp-Method", "tools/call")
        .header("Mcp-Name", message.get("params").asObject().get("name").asString())
        .POST(HttpRequest.BodyPublishers.ofString(Json.stringify(message), StandardCharsets.UTF_8))
        .build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    if (response.statusCode() != 200) {
      throw new AssertionError("HTTP " + response.statusCode() + ": " + response.body());
    }
    return Json.parse(response.body()).asObject();
  }

  static String get(URI uri) throws IOException, InterruptedException {
    return HTTP.send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(30)).GET().build(),
        HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8)).body();
  }

  static JsonValue path(JsonValue value, String... names) {
    JsonValue at = value;
    for (String name : names) {
      at = at == null ? null : at.asObject().get(name);
    }
    return at;
  }
}
