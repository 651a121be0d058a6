package io.mcpgen.runtime.server;

import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.jsonrpc.JsonRpcRequest;
import io.mcpgen.runtime.jsonrpc.RequestId;
import io.mcpgen.runtime.mrtr.ClientCapabilitySet;
import io.mcpgen.runtime.mrtr.LogLevel;
import io.mcpgen.runtime.mrtr.McpMeta;
import java.util.List;

/**
 * A request whose per-request {@code _meta} passed the 2026-07-28 rules: protocol version and
 * client capabilities present and well-formed, the version supported, the log level and progress
 * token valid when present.
 *
 * @param logLevel null when the request did not ask for log messages
 * @param progressToken null when the request did not ask for progress
 */
record IncomingRequest(RequestId id, String method, JsonObject params, JsonObject meta,
    ClientCapabilitySet capabilities, LogLevel logLevel, JsonValue progressToken) {

  /**
   * Checks the request's {@code _meta}.
   *
   * @throws RequestFailure {@code -32602} (HTTP 400) for a missing or malformed required field,
   *     {@code -32022} for an unsupported version, {@code -32602} for a bad log level or token
   */
  static IncomingRequest of(JsonRpcRequest request, List<String> supportedVersions) {
    JsonObject params = request.params();
    if (params == null) {
      throw RequestFailure.missingMeta("params with _meta are required");
    }
    JsonValue meta = params.get("_meta");
    if (!(meta instanceof JsonObject)) {
      throw RequestFailure.missingMeta("params._meta is required");
    }
    JsonObject metaObject = (JsonObject) meta;
    JsonValue version = metaObject.get(McpMeta.PROTOCOL_VERSION);
    if (!(version instanceof JsonString)) {
      throw RequestFailure.missingMeta("_meta must carry " + McpMeta.PROTOCOL_VERSION + " as a string");
    }
    JsonValue capabilities = metaObject.get(McpMeta.CLIENT_CAPABILITIES);
    if (!(capabilities instanceof JsonObject)) {
      throw RequestFailure.missingMeta("_meta must carry " + McpMeta.CLIENT_CAPABILITIES + " as an object");
    }
    if (!supportedVersions.contains(version.asString())) {
      throw RequestFailure.unsupportedVersion(supportedVersions, version.asString());
    }
    return new IncomingRequest(request.id(), request.method(), params, metaObject,
        ClientCapabilitySet.of((JsonObject) capabilities), logLevel(metaObject), progressToken(metaObject));
  }

  private static LogLevel logLevel(JsonObject meta) {
    JsonValue level = meta.get(McpMeta.LOG_LEVEL);
    if (level == null) {
      return null;
    }
    LogLevel parsed = level instanceof JsonString ? LogLevel.fromWireName(level.asString()) : null;
    if (parsed == null) {
      throw RequestFailure.invalidParams("Invalid params: " + McpMeta.LOG_LEVEL + " " + level
          + " is not a log level (debug, info, notice, warning, error, critical, alert, emergency)");
    }
    return parsed;
  }

  private static JsonValue progressToken(JsonObject meta) {
    JsonValue token = meta.get(McpMeta.PROGRESS_TOKEN);
    if (token == null) {
      return null;
    }
    boolean valid = token instanceof JsonString
        || (token instanceof JsonNumber && ((JsonNumber) token).isIntegral());
    if (!valid) {
      throw RequestFailure.invalidParams("Invalid params: progressToken must be a string or an integer");
    }
    return token;
  }
}
