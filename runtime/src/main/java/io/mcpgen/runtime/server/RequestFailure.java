package io.mcpgen.runtime.server;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.jsonrpc.ErrorCodes;
import io.mcpgen.runtime.jsonrpc.JsonRpcError;
import io.mcpgen.runtime.state.StateRejectedException;
import java.util.ArrayList;
import java.util.List;

/**
 * A request the engine refuses, with the exact JSON-RPC error and HTTP status hint to answer it
 * with. Thrown inside the engine only, caught where the reply is built.
 */
final class RequestFailure extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final transient JsonRpcError error;
  private final int httpStatus;

  private RequestFailure(JsonRpcError error, int httpStatus) {
    super(error.message(), null, false, false);
    this.error = error;
    this.httpStatus = httpStatus;
  }

  static RequestFailure of(int code, String message, JsonValue data, int httpStatus) {
    return new RequestFailure(new JsonRpcError(code, message, data), httpStatus);
  }

  static RequestFailure invalidRequest(String message) {
    return of(ErrorCodes.INVALID_REQUEST, message, null, 200);
  }

  static RequestFailure methodNotFound(String message, JsonObject data) {
    return of(ErrorCodes.METHOD_NOT_FOUND, message, data, 404);
  }

  /** A required {@code _meta} field is missing or malformed: {@code -32602} with HTTP 400. */
  static RequestFailure missingMeta(String message) {
    return of(ErrorCodes.INVALID_PARAMS, "Invalid params: " + message, null, 400);
  }

  static RequestFailure invalidParams(String message) {
    return of(ErrorCodes.INVALID_PARAMS, message, null, 200);
  }

  static RequestFailure invalidParams(String message, JsonValue data) {
    return of(ErrorCodes.INVALID_PARAMS, message, data, 200);
  }

  /** The one error for every requestState that fails verification, whatever check failed. */
  static RequestFailure invalidRequestState() {
    return of(StateRejectedException.WIRE_CODE, StateRejectedException.WIRE_MESSAGE,
        StateRejectedException.wireData(), 200);
  }

  /** {@code -32021}; the message names the capabilities, e.g. {@code elicitation.form, sampling}. */
  static RequestFailure missingCapability(JsonObject requiredCapabilities) {
    List<String> names = new ArrayList<>();
    capabilityNames("", requiredCapabilities, names);
    return of(ErrorCodes.MISSING_REQUIRED_CLIENT_CAPABILITY, "Missing required client capability: "
        + String.join(", ", names), JsonObject.of("requiredCapabilities", requiredCapabilities), 400);
  }

  /** The dotted paths of a capabilities object's leaves: {@code {"elicitation":{"form":{}}}} is elicitation.form. */
  private static void capabilityNames(String prefix, JsonObject capabilities, List<String> names) {
    for (String name : capabilities.names()) {
      JsonValue value = capabilities.get(name);
      if (value instanceof JsonObject && !((JsonObject) value).names().isEmpty()) {
        capabilityNames(prefix + name + ".", (JsonObject) value, names);
      } else {
        names.add(prefix + name);
      }
    }
  }

  static RequestFailure unsupportedVersion(List<String> supported, String requested) {
    JsonArray.Builder versions = JsonArray.builder();
    supported.forEach(versions::add);
    return of(ErrorCodes.UNSUPPORTED_PROTOCOL_VERSION, "Unsupported protocol version",
        JsonObject.builder().put("supported", versions.build()).put("requested", requested).build(), 400);
  }

  static RequestFailure internalError() {
    return of(ErrorCodes.INTERNAL_ERROR, "Internal error", null, 200);
  }

  JsonRpcError error() {
    return error;
  }

  int httpStatus() {
    return httpStatus;
  }
}
