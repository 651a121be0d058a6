package io.mcpgen.runtime.jsonrpc;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import java.util.Objects;

/**
 * A request: {@code {jsonrpc, id, method, params?}}.
 *
 * @param params the params object, or null when the request has none
 */
public record JsonRpcRequest(RequestId id, String method, JsonObject params) implements JsonRpcMessage {

  public JsonRpcRequest {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(method, "method");
  }

  @Override
  public JsonObject toJson() {
    JsonObject.Builder json = JsonObject.builder()
        .put("jsonrpc", JsonString.of(VERSION))
        .put("id", id.toJson())
        .put("method", JsonString.of(method));
    if (params != null) {
      json.put("params", params);
    }
    return json.build();
  }
}
