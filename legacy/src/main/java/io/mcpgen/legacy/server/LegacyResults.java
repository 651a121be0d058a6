package io.mcpgen.legacy.server;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonBoolean;
import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.jsonrpc.ErrorCodes;
import io.mcpgen.runtime.jsonrpc.JsonRpcError;
import io.mcpgen.runtime.jsonrpc.RequestId;
import io.mcpgen.runtime.mrtr.McpMeta;
import io.mcpgen.runtime.mrtr.McpMethods;
import io.mcpgen.runtime.server.ServerReply;

/**
 * Turns the engine's 2026-07-28 replies into what a 2025-era client expects: results lose the
 * members that revision added ({@code resultType}, the cache hints, {@code serverInfo} in
 * {@code _meta}); a missing client capability ({@code -32021}, unknown to the older revisions)
 * becomes a tool error result for {@code tools/call} and {@code -32602} otherwise; and every
 * response goes with HTTP status 200, as the older revisions answer every JSON-RPC response.
 */
final class LegacyResults {

  private LegacyResults() {}

  static ServerReply toLegacy(ServerReply reply, String method) {
    if (reply.kind() != ServerReply.Kind.RESPONSE) {
      return reply;
    }
    JsonObject body = reply.body().orElseThrow();
    JsonValue result = body.get("result");
    if (result instanceof JsonObject) {
      return ServerReply.response(body.with("result", strip((JsonObject) result)), 200);
    }
    JsonValue error = body.get("error");
    if (error instanceof JsonObject && code((JsonObject) error) == ErrorCodes.MISSING_REQUIRED_CLIENT_CAPABILITY) {
      return missingCapability(body, (JsonObject) error, method);
    }
    return ServerReply.response(body, 200);
  }

  /** A result without the members 2026-07-28 added. */
  static JsonObject strip(JsonObject result) {
    JsonObject stripped = result.without("resultType", "ttlMs", "cacheScope");
    JsonValue meta = stripped.get("_meta");
    if (meta instanceof JsonObject) {
      JsonObject rest = ((JsonObject) meta).without(McpMeta.SERVER_INFO);
      stripped = rest.isEmpty() ? stripped.without("_meta") : stripped.with("_meta", rest);
    }
    return stripped;
  }

  private static ServerReply missingCapability(JsonObject body, JsonObject error, String method) {
    JsonValue message = error.get("message");
    String text = message instanceof JsonString ? message.asString() : "Missing required client capability";
    JsonValue id = body.get("id");
    if (McpMethods.TOOLS_CALL.equals(method) && id != null && RequestId.isValid(id)) {
      // Older revisions report what keeps a tool from running as a tool error the model can read.
      JsonObject result = JsonObject.builder()
          .put("content", JsonArray.builder()
              .add(JsonObject.builder().put("type", "text")
                  .put("text", "This tool needs input this client cannot give: " + text).build())
              .build())
          .put("isError", JsonBoolean.TRUE)
          .build();
      return ServerReply.response(JsonObject.builder().put("jsonrpc", "2.0").put("id", id).put("result", result)
          .build(), 200);
    }
    JsonRpcError invalid = new JsonRpcError(ErrorCodes.INVALID_PARAMS, "Invalid params: " + text, error.get("data"));
    return ServerReply.response(ServerReply.error(id != null && RequestId.isValid(id) ? RequestId.from(id) : null,
        invalid).body().orElseThrow(), 200);
  }

  private static int code(JsonObject error) {
    JsonValue code = error.get("code");
    return code instanceof JsonNumber && ((JsonNumber) code).isIntegral() ? ((JsonNumber) code).intValue() : 0;
  }
}
