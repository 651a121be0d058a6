package io.mcpgen.runtime.jsonrpc;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import java.util.Objects;

/**
 * A notification: {@code {jsonrpc, method, params?}}, no id, never answered.
 *
 * @param params the params object, or null when the notification has none
 */
public record JsonRpcNotification(String method, JsonObject params) implements JsonRpcMessage {

  public JsonRpcNotification {
    Objects.requireNonNull(method, "method");
  }

  @Override
  public JsonObject toJson() {
    JsonObject.Builder json = JsonObject.builder()
        .put("jsonrpc", JsonString.of(VERSION))
        .put("method", JsonString.of(method));
    if (params != null) {
      json.put("params", params);
    }
    return json.build();
  }
}
