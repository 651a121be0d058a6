package io.mcpgen.runtime.client;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.mrtr.McpMeta;

/**
 * What a 2025-era {@code initialize} established: the negotiated version and the server's
 * {@code InitializeResult} (capabilities, {@code serverInfo}, {@code instructions}).
 */
record LegacyConnection(String protocolVersion, JsonObject initializeResult) {

  /** The server's self-reported {@code Implementation}, or null; for display only. */
  JsonObject serverInfo() {
    JsonValue info = initializeResult.get("serverInfo");
    return info instanceof JsonObject ? (JsonObject) info : null;
  }

  /**
   * The {@code initialize} result in the shape of a {@code DiscoverResult}, so that
   * {@link McpClientEngine#discover} answers alike in both eras.
   */
  JsonObject asDiscoverResult() {
    JsonObject.Builder result = JsonObject.builder()
        .put("supportedVersions", JsonArray.of(JsonString.of(protocolVersion)));
    JsonValue capabilities = initializeResult.get("capabilities");
    result.put("capabilities", capabilities instanceof JsonObject ? capabilities : JsonObject.empty());
    if (initializeResult.get("instructions") instanceof JsonString) {
      result.put("instructions", initializeResult.get("instructions"));
    }
    JsonObject info = serverInfo();
    if (info != null) {
      result.put("_meta", JsonObject.of(McpMeta.SERVER_INFO, info));
    }
    return result.build();
  }
}
