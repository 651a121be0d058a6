package io.mcpgen.legacy.server;

import static io.mcpgen.testkit.TestServer.resultText;
import static io.mcpgen.testkit.TestServer.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonBoolean;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.server.McpHandler;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.state.RequestStateCodec;
import io.mcpgen.testkit.TestServer;
import io.mcpgen.testkit.stdio.StdioHarness;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A sequential handler's stated needs through the 2025 bridge: the session's capabilities from
 * {@code initialize} are checked before the handler runs, so a 2025 client that lacks one is
 * refused (a tool error, as that era has no {@code -32021}) before it is asked anything.
 */
class StatedNeedsTest {

  private StdioHarness stdio;

  @AfterEach
  void stop() {
    if (stdio != null) {
      stdio.close();
    }
  }

  private void open(JsonObject capabilities) throws Exception {
    RequestStateCodec codec = RequestStateCodec.builder().audience("legacy-tests")
        .key("k1", "legacy stdio tests use this 32-byte key".getBytes(StandardCharsets.UTF_8)).build();
    McpServerEngine engine = McpServerEngine.builder()
        .serverInfo("legacy-tests", "1")
        .requestState(codec)
        .tool(JsonObject.builder().put("name", "confirm_then_roots")
                .put("inputSchema", JsonObject.of("type", JsonString.of("object"))).build(),
            McpHandler.sequential(Json.parse("{\"elicitation\":{\"form\":{}},\"roots\":{}}").asObject(),
                (call, exchange) -> {
                  boolean confirmed = exchange.elicit("confirm", TestServer.confirm()).bool("confirmed");
                  return text(confirmed + " " + exchange.roots("roots").roots().size() + " roots");
                }))
        .build();
    stdio = new StdioHarness(engine, options -> options).readLines();
    stdio.send(request(1, "initialize", JsonObject.builder().put("protocolVersion", "2025-11-25")
        .put("capabilities", capabilities)
        .put("clientInfo", JsonObject.builder().put("name", "v1").put("version", "1").build()).build()));
    assertEquals("2025-11-25", stdio.next().get("result").asObject().get("protocolVersion").asString());
    stdio.send(JsonObject.builder().put("jsonrpc", "2.0").put("method", "notifications/initialized").build());
  }

  @Test
  void aSessionWithoutRootsIsRefusedBeforeTheConfirmationIsAsked() throws Exception {
    open(JsonObject.of("elicitation", JsonObject.empty()));
    stdio.send(call(2));
    JsonObject reply = stdio.next();
    assertEquals(2L, reply.get("id").asNumber().longValue(), "the reply, with no elicitation/create first: " + reply);
    assertEquals(JsonBoolean.TRUE, reply.get("result").asObject().get("isError"));
    assertTrue(resultText(reply).contains("roots"), resultText(reply));
  }

  @Test
  void aSessionWithRootsIsAskedAsBefore() throws Exception {
    open(JsonObject.builder().put("elicitation", JsonObject.empty()).put("roots", JsonObject.empty()).build());
    stdio.send(call(3));
    assertEquals("elicitation/create", stdio.next().get("method").asString());
  }

  private static JsonObject call(long id) {
    return request(id, "tools/call", JsonObject.builder().put("name", "confirm_then_roots")
        .put("arguments", JsonObject.empty()).build());
  }

  private static JsonObject request(long id, String method, JsonObject params) {
    return JsonObject.builder().put("jsonrpc", "2.0").put("id", id).put("method", method).put("params", params).build();
  }
}
