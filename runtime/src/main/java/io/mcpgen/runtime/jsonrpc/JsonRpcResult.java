package io.mcpgen.runtime.jsonrpc;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import java.util.Objects;

/** A successful response: {@code {jsonrpc, id, result}}. */
public record JsonRpcResult(RequestId id, JsonObject result) implements JsonRpcMessage {

  public JsonRpcResult {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(result, "result");
  }

  @Override
  public JsonObject toJson() {
    return JsonObject.builder()
        .put("jsonrpc", JsonString.of(VERSION))
        .put("id", id.toJson())
        .put("result", result)
        .build();
  }
}
