package io.mcpgen.testkit.attacks;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.server.McpHandler;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.state.RequestStateCodec;
import java.nio.charset.StandardCharsets;

/** The endpoint under attack: one {@code echo} tool that returns its {@code text} argument. */
public final class EchoEndpoint {

  private EchoEndpoint() {}

  /** An engine serving {@code echo}. */
  public static McpServerEngine engine() {
    RequestStateCodec codec = RequestStateCodec.builder().audience("attack-suite")
        .key("k1", "the attack suite's 32-byte key!!!".getBytes(StandardCharsets.UTF_8)).build();
    return McpServerEngine.builder()
        .serverInfo("attack-suite", "1")
        .requestState(codec)
        .tool(JsonObject.builder().put("name", "echo")
                .put("inputSchema", JsonObject.of("type", JsonString.of("object"))).build(),
            McpHandler.simple(call -> JsonObject.of("content", JsonArray.of(JsonObject.builder()
                .put("type", "text").put("text", call.arguments().get("text").asString()).build()))))
        .build();
  }
}
