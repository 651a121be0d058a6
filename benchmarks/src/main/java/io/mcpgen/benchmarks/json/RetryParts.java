package io.mcpgen.benchmarks.json;

import io.mcpgen.benchmarks.cpu.Interleaved;
import io.mcpgen.protocol.CallToolRequest;
import io.mcpgen.protocol.CallToolRequestJsonCodec;
import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.json.McpJsonMapper;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * Where the retry request's margin over the SDK goes: decoding and encoding timed apart, by the
 * measuring thread's CPU time in interleaved slices ({@link Interleaved}), generated codecs against
 * the SDK 2.2.0 one-pass mapper, on the whole message and on the message without
 * {@code inputResponses} (and without the requestState's text). The difference between two
 * variants is what that part costs each side.
 *
 * <pre>java -cp benchmarks/target/benchmarks.jar io.mcpgen.benchmarks.json.RetryParts</pre>
 */
public final class RetryParts {

  private RetryParts() {}

  public static void main(String[] args) throws Exception {
    McpJsonMapper sdk = McpJsonDefaults.getMapper();
    JsonObject whole = Json.parse(Messages.RETRY_CALL_TOOL_REQUEST).asObject();
    JsonObject params = whole.get("params").asObject();
    Map<String, byte[]> messages = new LinkedHashMap<>();
    messages.put("whole", Messages.RETRY_CALL_TOOL_REQUEST);
    messages.put("noAnswers", Json.encode(withParams(whole, params.without("inputResponses")), JsonValue.CODEC));
    messages.put("shortState", Json.encode(withParams(whole,
        params.with("requestState", JsonString.of("s"))), JsonValue.CODEC));
    Interleaved.printHeader("generated faster by");
    for (Map.Entry<String, byte[]> message : messages.entrySet()) {
      byte[] bytes = message.getValue();
      CallToolRequest generated = Json.decode(bytes, CallToolRequestJsonCodec.INSTANCE);
      SdkCallToolEnvelope sdkMessage = sdk.readValue(bytes, SdkCallToolEnvelope.class);
      Map<String, Callable<?>> decode = new LinkedHashMap<>();
      decode.put("generated", () -> Json.decode(bytes, CallToolRequestJsonCodec.INSTANCE));
      decode.put("sdkOnePass", () -> sdk.readValue(bytes, SdkCallToolEnvelope.class));
      Interleaved.measure(message.getKey() + " decode", decode, "generated");
      Map<String, Callable<?>> encode = new LinkedHashMap<>();
      encode.put("generated", () -> Json.encode(generated, CallToolRequestJsonCodec.INSTANCE));
      encode.put("sdkOnePass", () -> sdk.writeValueAsBytes(sdkMessage));
      Interleaved.measure(message.getKey() + " encode", encode, "generated");
    }
  }

  private static JsonObject withParams(JsonObject message, JsonObject params) {
    return message.with("params", params); // in place: the members keep their order
  }
}
