package io.mcpgen.runtime.client;

import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.mrtr.InputRequest;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * A call waiting for the caller's answers (manual mode): the original request and the interim
 * result that asked. Plain data: {@link #toJson()} and {@link #fromJson} let the caller persist
 * it and resume later, in another process if need be, as long as the requestState has not
 * expired.
 */
public final class PendingInput {

  private final String method;
  private final JsonObject params;
  private final JsonObject lastResult;
  private final int requestsSent;
  private final Map<String, InputRequest> inputRequests;

  PendingInput(String method, JsonObject params, JsonObject lastResult, int requestsSent,
      Map<String, InputRequest> inputRequests) {
    this.method = method;
    this.params = params;
    this.lastResult = lastResult;
    this.requestsSent = requestsSent;
    this.inputRequests = Collections.unmodifiableMap(new LinkedHashMap<>(inputRequests));
  }

  /** The call's method. */
  public String method() {
    return method;
  }

  /** The call's params, without {@code _meta}, {@code inputResponses} and {@code requestState}. */
  public JsonObject params() {
    return params;
  }

  /** The questions to answer, by key; the resumed call must answer exactly these keys. */
  public Map<String, InputRequest> inputRequests() {
    return inputRequests;
  }

  /** The requestState to echo, exactly as received; null when the server sent none. */
  public String requestState() {
    JsonValue state = lastResult.get("requestState");
    return state instanceof JsonString ? state.asString() : null;
  }

  /** The {@code InputRequiredResult} as received. */
  public JsonObject lastResult() {
    return lastResult;
  }

  /** How many requests the call has sent so far. */
  public int requestsSent() {
    return requestsSent;
  }

  /** The pending call as JSON, to store. */
  public JsonObject toJson() {
    return JsonObject.builder()
        .put("method", method)
        .put("params", params)
        .put("requestsSent", requestsSent)
        .put("lastResult", lastResult)
        .build();
  }

  /**
   * A pending call read back from {@link #toJson()}.
   *
   * @throws IllegalArgumentException when the JSON is not one
   */
  public static PendingInput fromJson(JsonObject json) {
    Objects.requireNonNull(json, "json");
    JsonValue method = json.get("method");
    JsonValue params = json.get("params");
    JsonValue sent = json.get("requestsSent");
    JsonValue last = json.get("lastResult");
    if (!(method instanceof JsonString) || !(params instanceof JsonObject) || !(last instanceof JsonObject)
        || !(sent instanceof JsonNumber) || !((JsonNumber) sent).isIntegral()) {
      throw new IllegalArgumentException("not a pending call: " + json);
    }
    InterimResult interim = InterimResult.parse((JsonObject) last);
    return new PendingInput(method.asString(), (JsonObject) params, (JsonObject) last,
        ((JsonNumber) sent).intValue(), interim.inputRequests());
  }
}
