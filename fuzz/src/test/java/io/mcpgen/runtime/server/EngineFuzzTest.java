package io.mcpgen.runtime.server;

import com.code_intelligence.jazzer.junit.DictionaryEntries;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.mcpgen.json.Json;
import io.mcpgen.json.JsonException;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.jsonrpc.InvalidMessageException;
import io.mcpgen.runtime.jsonrpc.JsonRpcMessages;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

/**
 * JSON-RPC parsing and the engine on arbitrary request bytes: {@link JsonRpcMessages#parse}
 * throws nothing but {@link InvalidMessageException}, and {@link McpServerEngine#handle} answers
 * every input with a well-formed reply (see {@link FuzzServer#assertWellFormed}) and lets no
 * exception escape.
 */
class EngineFuzzTest {

  private static final McpServerEngine SERVER = FuzzServer.build();

  @FuzzTest(maxDuration = "24h")
  @DictionaryEntries({"\"jsonrpc\"", "\"2.0\"", "\"id\"", "\"method\"", "\"params\"", "\"result\"", "\"error\"",
      "\"_meta\"", "\"tools/call\"", "\"tools/list\"", "\"server/discover\"", "\"notifications/cancelled\"",
      "\"name\"", "\"arguments\"", "\"echo\"", "\"profile\"", "\"inputResponses\"", "\"requestState\"",
      "\"io.modelcontextprotocol/protocolVersion\"", "\"io.modelcontextprotocol/clientCapabilities\"",
      "\"io.modelcontextprotocol/clientInfo\"", "\"2026-07-28\"", "\"requestId\""})
  void everyMessageGetsAWellFormedReply(byte[] message) throws Exception {
    String input = new String(message, StandardCharsets.UTF_8);
    try {
      JsonValue json = Json.parse(message);
      try {
        JsonRpcMessages.parse(json);
      } catch (InvalidMessageException refused) {
        // The one way to refuse a message.
      }
    } catch (JsonException notJson) {
      // Not JSON: the engine must answer -32700, checked below.
    }
    ServerReply reply = SERVER.handle(message, RequestContext.anonymous()).toCompletableFuture().get(10, TimeUnit.SECONDS);
    FuzzServer.assertWellFormed(reply, input);
  }
}
