package io.mcpgen.runtime.testing;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.mrtr.McpMeta;
import io.mcpgen.runtime.mrtr.ProtocolVersions;
import io.mcpgen.runtime.state.RequestStateCodec;
import java.time.Clock;
import java.util.Arrays;

/** Keys, codecs, schemas and request builders shared by the engine tests. */
public final class Fixtures {

  private Fixtures() {}

  /** A 32-byte test secret made of one repeated letter. */
  public static byte[] secret(char fill) {
    byte[] secret = new byte[32];
    Arrays.fill(secret, (byte) fill);
    return secret;
  }

  public static RequestStateCodec.Builder codecBuilder(Clock clock) {
    return RequestStateCodec.builder().audience("orders").key("k1", secret('a')).clock(clock);
  }

  public static RequestStateCodec codec(Clock clock) {
    return codecBuilder(clock).build();
  }

  public static RequestStateCodec codec() {
    return codec(Clock.systemUTC());
  }

  public static JsonObject json(String text) {
    return Json.parse(text).asObject();
  }

  /** {@code {"type":"object","properties":{<name>:{"type":<type>}},"required":[<name>]}}. */
  public static JsonObject schema(String name, String type) {
    return json("{\"type\":\"object\",\"properties\":{\"" + name + "\":{\"type\":\"" + type + "\"}},\"required\":[\""
        + name + "\"]}");
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
    return json("{\"content\":[{\"type\":\"text\",\"text\":" + Json.stringify(io.mcpgen.json.JsonString.of(text))
        + "}]}");
  }
}
