package io.mcpgen.runtime.jsonrpc;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import java.util.Objects;

/**
 * An error response: {@code {jsonrpc, id?, error}}.
 *
 * @param id the id of the request, or null when it could not be read (the member is then left
 *     out, as MCP's schema allows; it never carries {@code null})
 */
public record JsonRpcErrorResponse(RequestId id, JsonRpcError error) implements JsonRpcMessage {

  public JsonRpcErrorResponse {
    Objects.requireNonNull(error, "error");
  }

  @Override
  public JsonObject toJson() {
    JsonObject.Builder json = JsonObject.builder().put("jsonrpc", JsonString.of(VERSION));
    if (id != null) {
      json.put("id", id.toJson());
    }
    return json.put("error", error.toJson()).build();
  }
}
