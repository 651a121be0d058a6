package io.mcpgen.legacy.client;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A scripted 2025-era server on a pair of pipes, in the stdio framing: it refuses
 * {@code server/discover} as a 2025 server does (with {@code discoverError}, or not at all when
 * that is null), answers {@code initialize} with {@code answeredVersion}, and for
 * {@code tools/call} asks the client what the tool's name says ({@code ask}: a form,
 * {@code sample}: sampling, {@code roots}: roots) before it answers with the client's reply as text;
 * tool {@code log} writes a debug and a warning log message first, as a 2025-era server that
 * was sent no {@code logging/setLevel} may. With {@code logging} set it declares the
 * {@code logging} capability and answers {@code logging/setLevel}.
 * It records every message the client sent.
 */
final class LegacyStdioFake implements AutoCloseable {

  final PipedInputStream fromServer = new PipedInputStream(1 << 16);
  final PipedOutputStream toServer = new PipedOutputStream();
  final List<JsonObject> received = new CopyOnWriteArrayList<>();
  volatile JsonObject discoverError = JsonObject.builder().put("code", -32601).put("message", "Method not found").build();
  volatile String answeredVersion;
  volatile boolean logging;
  private final OutputStream out;
  private final BufferedReader in;
  private final Thread thread;

  LegacyStdioFake() throws IOException {
    out = new PipedOutputStream(fromServer);
    in = new BufferedReader(new InputStreamReader(new PipedInputStream(toServer, 1 << 16), StandardCharsets.UTF_8));
    thread = new Thread(this::serve, "legacy-stdio-fake");
    thread.setDaemon(true);
    thread.start();
  }

  /** The methods the client sent, in order. */
  List<String> methods() {
    return received.stream().filter(m -> m.get("method") != null).map(m -> m.get("method").asString()).toList();
  }

  /**
   * The methods received once there are at least {@code count} (waiting up to 10 s): a notification
   * the client sent last may still be on its way when the call returns.
   */
  List<String> methods(int count) throws InterruptedException {
    long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(10);
    while (methods().size() < count && System.nanoTime() < deadline) {
      Thread.sleep(10);
    }
    return methods();
  }

  private void serve() {
    try {
      JsonObject message;
      while ((message = next()) != null) {
        String method = message.get("method") instanceof JsonString ? message.get("method").asString() : "";
        JsonValue id = message.get("id");
        switch (method) {
          case "server/discover":
            if (discoverError != null) {
              write(JsonObject.builder().put("jsonrpc", "2.0").put("id", id).put("error", discoverError).build());
            }
            break;
          case "initialize":
            String asked = message.get("params").asObject().get("protocolVersion").asString();
            write(result(id, JsonObject.builder()
                .put("protocolVersion", answeredVersion != null ? answeredVersion : asked)
                .put("capabilities", logging
                    ? JsonObject.builder().put("tools", JsonObject.empty()).put("logging", JsonObject.empty()).build()
                    : JsonObject.of("tools", JsonObject.empty()))
                .put("serverInfo", JsonObject.builder().put("name", "fake-2025").put("version", "1").build())
                .put("instructions", "a 2025 server")
                .build()));
            break;
          case "tools/call":
            String tool = message.get("params").asObject().get("name").asString();
            if (tool.equals("log")) {
              log("debug", "details");
              log("warning", "disk almost full");
              write(result(id, text("logged")));
              break;
            }
            write(result(id, text(toolCall(tool))));
            break;
          case "logging/setLevel":
            if (!logging) {
              write(JsonObject.builder().put("jsonrpc", "2.0").put("id", id).put("error",
                  JsonObject.builder().put("code", -32601).put("message", "Method not found").build()).build());
              break;
            }
            write(result(id, JsonObject.empty()));
            break;
          case "tools/list":
            write(result(id, JsonObject.of("tools", JsonArray.of())));
            break;
          default:
            if (id != null) {
              write(JsonObject.builder().put("jsonrpc", "2.0").put("id", id)
                  .put("error", JsonObject.builder().put("code", -32601).put("message", "Method not found").build())
                  .build());
            }
        }
      }
    } catch (IOException e) {
      // the client closed its end
    }
  }

  /** Asks the client the question the tool stands for and returns its answer as text. */
  private String toolCall(String tool) throws IOException {
    JsonObject params;
    String method;
    switch (tool) {
      case "ask":
        method = "elicitation/create";
        params = JsonObject.builder().put("message", "Your name?")
            .put("requestedSchema", Json.parse("{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\"}},"
                + "\"required\":[\"name\"]}"))
            .build();
        break;
      case "sample":
        method = "sampling/createMessage";
        params = Json.parse("{\"messages\":[{\"role\":\"user\",\"content\":{\"type\":\"text\",\"text\":\"hi\"}}],"
            + "\"maxTokens\":5}").asObject();
        break;
      case "roots":
        method = "roots/list";
        params = null;
        break;
      default:
        return "unknown tool";
    }
    JsonObject.Builder request = JsonObject.builder().put("jsonrpc", "2.0").put("id", "s-" + tool).put("method", method);
    if (params != null) {
      request.put("params", params);
    }
    write(request.build());
    JsonObject answer;
    while ((answer = next()) != null) {
      if (JsonString.of("s-" + tool).equals(answer.get("id")) && answer.get("method") == null) {
        JsonValue reply = answer.get("result") != null ? answer.get("result") : JsonObject.of("error", answer.get("error"));
        return new String(Json.encode(reply, JsonValue.CODEC), StandardCharsets.UTF_8);
      }
    }
    throw new IOException("the client went away");
  }

  private void log(String level, String data) throws IOException {
    write(JsonObject.builder().put("jsonrpc", "2.0").put("method", "notifications/message")
        .put("params", JsonObject.builder().put("level", level).put("logger", "fake").put("data", data).build())
        .build());
  }

  private JsonObject next() throws IOException {
    String line = in.readLine();
    if (line == null) {
      return null;
    }
    JsonObject message = Json.parse(line).asObject();
    received.add(message);
    return message;
  }

  private static JsonObject result(JsonValue id, JsonObject result) {
    return JsonObject.builder().put("jsonrpc", "2.0").put("id", id).put("result", result).build();
  }

  private static JsonObject text(String text) {
    return JsonObject.of("content", JsonArray.of(JsonObject.builder().put("type", "text").put("text", text).build()));
  }

  private synchronized void write(JsonObject message) throws IOException {
    out.write(Json.encode(message, JsonValue.CODEC));
    out.write('\n');
    out.flush();
  }

  @Override
  public void close() throws IOException {
    out.close();
    toServer.close();
  }
}
