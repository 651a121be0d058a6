package io.mcpgen.runtime.mrtr;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;

/**
 * One question a server puts to the client inside {@code InputRequiredResult.inputRequests}: a
 * bare {@code {method, params}} object (no {@code jsonrpc}, no {@code id}), one of an
 * elicitation (form or URL mode), a sampling request, or a roots request.
 *
 * <p>Each question knows the client capability it needs ({@link #requiredCapabilities()}) and has
 * a {@link #digest()} over its canonical JSON, which the server engine pins each kept answer to:
 * when a handler's question changes (new wording, new schema), the old answer no longer counts.
 */
public sealed interface InputRequest permits FormElicitation, UrlElicitation, SamplingRequest, RootsRequest {

  /** {@code elicitation/create}, {@code sampling/createMessage} or {@code roots/list}. */
  String method();

  /** The params object as it goes on the wire; null only for a roots request without params. */
  JsonObject params();

  /**
   * The capabilities the client must have declared in the current request for this question to
   * be sent, as a {@code ClientCapabilities}-shaped object (e.g. {@code {"elicitation":{"url":{}}}}).
   */
  JsonObject requiredCapabilities();

  /** The bare request object: {@code {"method": ..., "params": ...}}. */
  default JsonObject toJson() {
    JsonObject.Builder json = JsonObject.builder().put("method", JsonString.of(method()));
    if (params() != null) {
      json.put("params", params());
    }
    return json.build();
  }

  /** True when the declared capabilities allow sending this question. */
  default boolean isAllowedBy(ClientCapabilitySet capabilities) {
    return capabilities.covers(requiredCapabilities());
  }

  /**
   * A short digest of the question as shown: SHA-256 over the canonical JSON of
   * {@link #toJson()}, first 128 bits, base64url.
   */
  default String digest() {
    return QuestionDigest.of(toJson());
  }

  /** A form-mode elicitation; see {@link FormElicitation#of}. */
  static FormElicitation form(String message, JsonObject requestedSchema) {
    return FormElicitation.of(message, requestedSchema);
  }

  /** A URL-mode elicitation; see {@link UrlElicitation#of}. */
  static UrlElicitation url(String message, String url) {
    return UrlElicitation.of(message, url);
  }

  /** A sampling request from its params; see {@link SamplingRequest#of}. */
  static SamplingRequest sampling(JsonObject params) {
    return SamplingRequest.of(params);
  }

  /** A roots request. */
  static RootsRequest roots() {
    return RootsRequest.of();
  }

  /**
   * Reads a bare input request as received in {@code inputRequests}.
   *
   * @throws IllegalArgumentException naming the fault: not an object, an unknown method, an
   *     unknown elicitation mode, or params that do not fit the method
   */
  static InputRequest fromJson(JsonValue json) {
    if (!(json instanceof JsonObject)) {
      throw new IllegalArgumentException("an input request must be an object");
    }
    JsonObject request = (JsonObject) json;
    JsonValue method = request.get("method");
    if (!(method instanceof JsonString)) {
      throw new IllegalArgumentException("an input request needs a string method");
    }
    JsonValue params = request.get("params");
    if (params != null && !(params instanceof JsonObject)) {
      throw new IllegalArgumentException("input request params must be an object");
    }
    switch (method.asString()) {
      case McpMethods.ELICITATION_CREATE:
        return elicitation((JsonObject) params);
      case McpMethods.SAMPLING_CREATE_MESSAGE:
        return SamplingRequest.fromParams(required((JsonObject) params, method.asString()));
      case McpMethods.ROOTS_LIST:
        return RootsRequest.fromParams((JsonObject) params);
      default:
        throw new IllegalArgumentException("unknown input request method " + method);
    }
  }

  private static InputRequest elicitation(JsonObject params) {
    JsonObject checked = required(params, McpMethods.ELICITATION_CREATE);
    JsonValue mode = checked.get("mode");
    // Clients must treat a request without a mode as form mode.
    if (mode == null || JsonString.of("form").equals(mode)) {
      return FormElicitation.fromParams(checked);
    }
    if (JsonString.of("url").equals(mode)) {
      return UrlElicitation.fromParams(checked);
    }
    throw new IllegalArgumentException("unknown elicitation mode " + mode);
  }

  private static JsonObject required(JsonObject params, String method) {
    if (params == null) {
      throw new IllegalArgumentException(method + " needs params");
    }
    return params;
  }
}
