package io.mcpgen.runtime.testing;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.mrtr.McpMeta;
import io.mcpgen.runtime.mrtr.ProtocolVersions;
import io.mcpgen.runtime.state.RequestStateCodec;
import java.util.Arrays;

/**
 * The part of the runtime tests' fixtures the engine's fuzz targets use (same names, so the
 * targets read as they did in the runtime's tests). A copy, not a dependency: the runtime's test
 * classes are not published as a jar, and this module keeps the fuzzer off the runtime's class path.
 */
public final class Fixtures {

  private Fixtures() {}

  /** A codec with a 32-byte test key. */
  public static RequestStateCodec codec() {
    byte[] secret = new byte[32];
    Arrays.fill(secret, (byte) 'a');
    return RequestStateCodec.builder().audience("orders").key("k1", secret).build();
  }

  public static JsonObject json(String text) {
    return Json.parse(text).asObject();
  }

  /** A tool definition with an open object input schema. */
  public static JsonObject tool(String name) {
    return json("{\"name\":\"" + name + "\",\"inputSchema\":{\"type\":\"object\"}}");
  }

  /** A request {@code _meta} with the required keys and these capabilities. */
  public static JsonObject meta(String capabilities) {
    return JsonObject.builder()
        .put(McpMeta.PROTOCOL_VERSION, ProtocolVersions.LATEST)
        .put(McpMeta.CLIENT_CAPABILITIES, json(capabilities))
        .put(McpMeta.CLIENT_INFO, json("{\"name\":\"test-client\",\"version\":\"1.0\"}"))
        .build();
  }

  /** A JSON-RPC request with these params and a complete {@code _meta} declaring {@code capabilities}. */
  public static JsonObject request(long id, String method, String params, String capabilities) {
    JsonObject body = json(params).with("_meta", meta(capabilities));
    return JsonObject.builder().put("jsonrpc", "2.0").put("id", id).put("method", method).put("params", body).build();
  }

  /** A text {@code CallToolResult} without resultType. */
  public static JsonObject textResult(String text) {
    return JsonObject.of("content", JsonArray.of(JsonObject.builder().put("type", "text").put("text", text).build()));
  }
}
