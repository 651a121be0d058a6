package io.mcpgen.runtime.jsonrpc;

import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import java.util.Objects;

/**
 * The {@code error} member of a JSON-RPC error response: {@code {code, message, data?}}.
 *
 * @param data any JSON value, or null when the error carries none
 */
public record JsonRpcError(int code, String message, JsonValue data) {

  public JsonRpcError {
    Objects.requireNonNull(message, "message");
  }

  public static JsonRpcError of(int code, String message) {
    return new JsonRpcError(code, message, null);
  }

  /** The error object as it goes on the wire. */
  public JsonObject toJson() {
    JsonObject.Builder json = JsonObject.builder()
        .put("code", JsonNumber.of(code))
        .put("message", JsonString.of(message));
    if (data != null) {
      json.put("data", data);
    }
    return json.build();
  }

  /**
   * Reads an error object; an {@link IllegalArgumentException} when {@code code} is not an integer
   * or {@code message} not a string.
   */
  public static JsonRpcError fromJson(JsonObject json) {
    JsonValue code = json.get("code");
    JsonValue message = json.get("message");
    if (!(code instanceof JsonNumber) || !((JsonNumber) code).isIntegral()) {
      throw new IllegalArgumentException("error.code must be an integer");
    }
    if (!(message instanceof JsonString)) {
      throw new IllegalArgumentException("error.message must be a string");
    }
    long value = ((JsonNumber) code).isLong() ? ((JsonNumber) code).longValue() : Long.MIN_VALUE;
    if (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE) {
      throw new IllegalArgumentException("error.code must fit 32 bits");
    }
    return new JsonRpcError((int) value, message.asString(), json.get("data"));
  }
}
