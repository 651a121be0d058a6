package io.mcpgen.cli;

import com.sun.net.httpserver.HttpServer;
import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.mrtr.McpMeta;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;

/**
 * A stand-in for a server mcpgen did not write, over Streamable HTTP, answering each request as a
 * test scripts it, and keeping the requests: one that lists a tool only to clients declaring
 * elicitation (as {@code server-everything} lists {@code trigger-elicitation-request}), or one of
 * the 2025 protocol that knows no {@code server/discover}.
 */
final class ScriptedServer implements AutoCloseable {

  private static final String DISCOVERED = "{\"resultType\":\"complete\",\"supportedVersions\":[\"2026-07-28\"],"
      + "\"capabilities\":{\"tools\":{}},\"_meta\":{\"" + McpMeta.SERVER_INFO + "\":{\"name\":\"everything-like\","
      + "\"version\":\"1.0\"}}}";
  private static final String ECHO = "{\"name\":\"echo\",\"inputSchema\":{\"type\":\"object\"}}";
  private static final String ELICITING = "{\"name\":\"trigger-elicitation-request\",\"inputSchema\":"
      + "{\"type\":\"object\"}}";

  final List<JsonObject> received = new CopyOnWriteArrayList<>();
  private final HttpServer server;

  /** A server answering each request with the JSON-RPC response the script gives. */
  private ScriptedServer(Function<JsonObject, String> script) throws IOException {
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 16);
    server.createContext("/mcp", exchange -> {
      try (exchange) {
        JsonObject request = Json.parse(new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8))
            .asObject();
        received.add(request);
        byte[] body = script.apply(request).getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", "application/json");
        exchange.sendResponseHeaders(200, body.length);
        exchange.getResponseBody().write(body);
      }
    });
    server.start();
  }

  /** Lists {@code echo}, and {@code trigger-elicitation-request} too when the request declares elicitation. */
  static ScriptedServer listingMoreToElicitingClients() throws IOException {
    return new ScriptedServer(request -> {
      switch (request.get("method").asString()) {
        case "server/discover":
          return result(request, DISCOVERED);
        case "tools/list":
          return result(request, "{\"resultType\":\"complete\",\"tools\":[" + ECHO
              + (declaresElicitation(request) ? "," + ELICITING : "") + "]}");
        default:
          return methodNotFound(request);
      }
    });
  }

  /** Answers every request {@code -32601 Method not found}, as a 2025-era server answers {@code server/discover}. */
  static ScriptedServer knowingNoDiscover() throws IOException {
    return new ScriptedServer(ScriptedServer::methodNotFound);
  }

  URI endpoint() {
    return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/mcp");
  }

  /** The client capabilities a request declared in its {@code _meta}, or null. */
  static JsonValue capabilities(JsonObject request) {
    JsonValue params = request.get("params");
    JsonValue meta = params instanceof JsonObject ? ((JsonObject) params).get("_meta") : null;
    return meta instanceof JsonObject ? ((JsonObject) meta).get(McpMeta.CLIENT_CAPABILITIES) : null;
  }

  private static boolean declaresElicitation(JsonObject request) {
    JsonValue capabilities = capabilities(request);
    return capabilities instanceof JsonObject && ((JsonObject) capabilities).has("elicitation");
  }

  private static String result(JsonObject request, String result) {
    return "{\"jsonrpc\":\"2.0\",\"id\":" + Json.stringify(request.get("id")) + ",\"result\":" + result + "}";
  }

  private static String methodNotFound(JsonObject request) {
    return "{\"jsonrpc\":\"2.0\",\"id\":" + Json.stringify(request.get("id")) + ",\"error\":{\"code\":-32601,\"message\":"
        + "\"Method not found\"}}";
  }

  @Override
  public void close() {
    server.stop(0);
  }
}
