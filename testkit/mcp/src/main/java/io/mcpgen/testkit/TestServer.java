package io.mcpgen.testkit;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.jsonrpc.JsonRpcRequest;
import io.mcpgen.runtime.jsonrpc.RequestId;
import io.mcpgen.runtime.mrtr.FormElicitation;
import io.mcpgen.runtime.mrtr.McpMeta;
import io.mcpgen.runtime.mrtr.ProtocolVersions;
import io.mcpgen.runtime.server.McpHandler;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.server.RoundResult;
import io.mcpgen.runtime.state.RequestStateCodec;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * An engine with tools that exercise the transports: {@code echo}, {@code whoami} (the principal),
 * {@code progress_then_result}, {@code progress_then_ask} (an interim result after progress),
 * {@code ask} (a form elicitation), {@code wait_for_cancel} (runs until cancelled, reporting it in
 * {@link #cancelled}), {@code sleep} (sleeps a minute unless interrupted, reporting the interrupt in
 * {@link #interrupted}; with {@code "progress": true} it first sends a progress notification, so
 * that its response is an open event stream) and {@code gate} (runs until {@link #gate} opens). One
 * per test class.
 */
public final class TestServer {

  /** {@code route}'s arguments: three of them mirrored into {@code Mcp-Param-*} headers. */
  public static final String ROUTE_SCHEMA = "{\"type\":\"object\",\"properties\":{"
      + "\"region\":{\"type\":\"string\",\"x-mcp-header\":\"Region\"},"
      + "\"shard\":{\"type\":\"integer\",\"x-mcp-header\":\"Shard\"},"
      + "\"options\":{\"type\":\"object\",\"properties\":{\"dry\":{\"type\":\"boolean\","
      + "\"x-mcp-header\":\"Dry-Run\"}}},"
      + "\"query\":{\"type\":\"string\"}}}";

  /** The ids of requests whose handler saw its cancellation. */
  public final BlockingQueue<String> cancelled = new LinkedBlockingQueue<>();
  /** The tags of {@code sleep} requests whose thread was interrupted while it slept. */
  public final BlockingQueue<String> interrupted = new LinkedBlockingQueue<>();
  /** Requests started ({@code wait_for_cancel}, {@code sleep} and {@code gate}), by tool name. */
  public final BlockingQueue<String> started = new LinkedBlockingQueue<>();
  /** Opens {@code gate}. */
  public volatile CountDownLatch gate = new CountDownLatch(1);

  public McpServerEngine engine() {
    RequestStateCodec codec = RequestStateCodec.builder().audience("transport-tests")
        .key("k1", "transport tests use this 32-byte key!".getBytes(StandardCharsets.UTF_8)).build();
    return McpServerEngine.builder()
        .serverInfo("transport-tests", "1")
        .requestState(codec)
        .tool(tool("echo"), McpHandler.simple(call -> text(call.arguments().get("text").asString())))
        .tool(tool("whoami"), McpHandler.simple(call -> text(String.valueOf(call.principal()))))
        .tool(tool("progress_then_result"), McpHandler.simple(call -> {
          call.progress(JsonNumber.of(1), JsonNumber.of(2), "half");
          call.progress(JsonNumber.of(2), JsonNumber.of(2), "all");
          return text("done");
        }))
        .tool(tool("progress_then_ask"), round -> {
          if (round.answer("confirm", confirm()) == null) {
            round.progress(JsonNumber.of(1), null, "asking");
            return RoundResult.inputRequired(Map.of("confirm", confirm()));
          }
          return RoundResult.complete(text("answered"));
        })
        .tool(tool("ask"), McpHandler.sequential((call, exchange) ->
            text(String.valueOf(exchange.elicit("confirm", confirm()).bool("confirmed")))))
        .tool(tool("wait_for_cancel"), McpHandler.simple(call -> {
          CountDownLatch stop = new CountDownLatch(1);
          call.cancellation().onCancel(stop::countDown);
          call.progress(JsonNumber.of(1), null, "started");
          started.add("wait_for_cancel");
          boolean stopped;
          try {
            stopped = stop.await(30, TimeUnit.SECONDS);
          } catch (InterruptedException interrupted) { // how a cancelled handler's thread learns it
            stopped = call.isCancelled();
          }
          if (stopped) {
            cancelled.add(call.arguments().has("tag") ? call.arguments().get("tag").asString() : "?");
            return text("cancelled");
          }
          return text("never cancelled");
        }))
        .tool(tool("sleep"), McpHandler.simple(call -> {
          if (call.arguments().has("progress")) {
            call.progress(JsonNumber.of(1), null, "sleeping");
          }
          started.add("sleep");
          try {
            Thread.sleep(60_000);
            return text("slept");
          } catch (InterruptedException stop) {
            interrupted.add(call.arguments().get("tag").asString());
            return text("interrupted");
          }
        }))
        .tool(JsonObject.builder().put("name", "route").put("inputSchema", Json.parse(ROUTE_SCHEMA)).build(),
            McpHandler.simple(call -> text("routed " + call.arguments())))
        .tool(tool("gate"), McpHandler.simple(call -> {
          started.add("gate");
          return text(gate.await(30, TimeUnit.SECONDS) ? "passed" : "gate never opened");
        }))
        .build();
  }

  public static FormElicitation confirm() {
    return FormElicitation.of("Confirm?", JsonObject.builder().put("type", "object")
        .put("properties", JsonObject.of("confirmed", JsonObject.of("type", JsonString.of("boolean"))))
        .build());
  }

  /** A complete {@code tools/call} request with the usual {@code _meta}. */
  public static JsonObject call(long id, String tool, JsonObject arguments) {
    return call(id, tool, arguments, meta().build());
  }

  public static JsonObject call(long id, String tool, JsonObject arguments, JsonObject meta) {
    return new JsonRpcRequest(RequestId.of(id), "tools/call", JsonObject.builder()
        .put("name", tool).put("arguments", arguments).put("_meta", meta).build()).toJson();
  }

  /** The usual {@code _meta}: this revision, form elicitation, a client name. */
  public static JsonObject.Builder meta() {
    return JsonObject.builder()
        .put(McpMeta.PROTOCOL_VERSION, ProtocolVersions.LATEST)
        .put(McpMeta.CLIENT_CAPABILITIES, JsonObject.of("elicitation", JsonObject.empty()))
        .put(McpMeta.CLIENT_INFO, JsonObject.builder().put("name", "tests").put("version", "1").build());
  }

  public static JsonObject text(String text) {
    return JsonObject.of("content", JsonArray.of(JsonObject.builder().put("type", "text").put("text", text).build()));
  }

  /** The first text of a JSON-RPC response's result. */
  public static String resultText(JsonObject response) {
    return response.get("result").asObject().get("content").asArray().get(0).asObject().get("text").asString();
  }

  private static JsonObject tool(String name) {
    return JsonObject.builder().put("name", name)
        .put("inputSchema", JsonObject.of("type", JsonString.of("object"))).build();
  }
}
