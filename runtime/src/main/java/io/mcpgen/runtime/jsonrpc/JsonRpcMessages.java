package io.mcpgen.runtime.jsonrpc;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;

/** Reads JSON values as JSON-RPC messages, with MCP's stricter rules. */
public final class JsonRpcMessages {

  private JsonRpcMessages() {}

  /**
   * Classifies and checks one message: an {@code id} and a {@code method} make a request, a
   * {@code method} alone a notification, a {@code result} or an {@code error} a response.
   *
   * @throws InvalidMessageException for anything else: a batch array, a wrong {@code jsonrpc}
   *     member, a null or fractional id, params that are not an object, a response with both
   *     {@code result} and {@code error}, ...
   */
  public static JsonRpcMessage parse(JsonValue json) {
    if (json instanceof JsonArray) {
      throw new InvalidMessageException("Invalid Request: batch arrays are not supported", null);
    }
    if (!(json instanceof JsonObject)) {
      throw new InvalidMessageException("Invalid Request: a message must be a JSON object", null);
    }
    JsonObject message = (JsonObject) json;
    RequestId id = readableId(message);
    if (!JsonString.of(JsonRpcMessage.VERSION).equals(message.get("jsonrpc"))) {
      throw new InvalidMessageException("Invalid Request: jsonrpc must be \"2.0\"", id);
    }
    if (message.has("method")) {
      return parseCall(message, id);
    }
    if (message.has("result") || message.has("error")) {
      return parseResponse(message, id);
    }
    throw new InvalidMessageException(
        "Invalid Request: a message needs a method, a result or an error", id);
  }

  private static JsonRpcMessage parseCall(JsonObject message, RequestId id) {
    if (!(message.get("method") instanceof JsonString)) {
      throw new InvalidMessageException("Invalid Request: method must be a string", id);
    }
    if (message.has("result") || message.has("error")) {
      throw new InvalidMessageException(
          "Invalid Request: a request cannot carry a result or an error", id);
    }
    String method = message.get("method").asString();
    JsonValue params = message.get("params");
    if (params != null && !(params instanceof JsonObject)) {
      throw new InvalidMessageException("Invalid Request: params must be an object", id);
    }
    if (!message.has("id")) {
      return new JsonRpcNotification(method, (JsonObject) params);
    }
    if (id == null) {
      throw new InvalidMessageException(
          "Invalid Request: id must be a string or an integer, never null", null);
    }
    return new JsonRpcRequest(id, method, (JsonObject) params);
  }

  private static JsonRpcMessage parseResponse(JsonObject message, RequestId id) {
    if (message.has("result") && message.has("error")) {
      throw new InvalidMessageException("Invalid response: both result and error", id);
    }
    if (message.has("result")) {
      if (id == null) {
        throw new InvalidMessageException("Invalid response: a result needs an id", null);
      }
      if (!(message.get("result") instanceof JsonObject)) {
        throw new InvalidMessageException("Invalid response: result must be an object", id);
      }
      return new JsonRpcResult(id, (JsonObject) message.get("result"));
    }
    if (message.has("id") && id == null) {
      JsonValue raw = message.get("id");
      if (!raw.isNull()) {
        throw new InvalidMessageException("Invalid response: id must be a string or an integer", null);
      }
    }
    if (!(message.get("error") instanceof JsonObject)) {
      throw new InvalidMessageException("Invalid response: error must be an object", id);
    }
    try {
      return new JsonRpcErrorResponse(id, JsonRpcError.fromJson((JsonObject) message.get("error")));
    } catch (IllegalArgumentException e) {
      throw new InvalidMessageException("Invalid response: " + e.getMessage(), id);
    }
  }

  private static RequestId readableId(JsonObject message) {
    JsonValue id = message.get("id");
    return id != null && RequestId.isValid(id) ? RequestId.from(id) : null;
  }
}
