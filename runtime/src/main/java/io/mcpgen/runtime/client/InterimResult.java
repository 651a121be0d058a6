package io.mcpgen.runtime.client;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.mrtr.InputRequest;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A received {@code InputRequiredResult}: its questions (an empty {@code inputRequests} counts as
 * none) and its requestState, exactly as sent.
 */
record InterimResult(Map<String, InputRequest> inputRequests, String requestState) {

  /** Thrown for an input request this client cannot read, naming its key. */
  static final class UnknownInput extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    final String key;

    UnknownInput(String key, String message) {
      super(message);
      this.key = key;
    }
  }

  /**
   * Reads an interim result.
   *
   * @throws IllegalArgumentException when it has neither questions nor state, or a member of the
   *     wrong type
   * @throws UnknownInput for a question of an unknown method or mode, or a malformed one
   */
  static InterimResult parse(JsonObject result) {
    JsonValue requests = result.get("inputRequests");
    JsonValue state = result.get("requestState");
    if (requests != null && !(requests instanceof JsonObject)) {
      throw new IllegalArgumentException("inputRequests must be an object");
    }
    if (state != null && !(state instanceof JsonString)) {
      throw new IllegalArgumentException("requestState must be a string");
    }
    Map<String, InputRequest> questions = new LinkedHashMap<>();
    if (requests != null) {
      for (Map.Entry<String, JsonValue> entry : ((JsonObject) requests).members().entrySet()) {
        try {
          questions.put(entry.getKey(), InputRequest.fromJson(entry.getValue()));
        } catch (IllegalArgumentException e) {
          throw new UnknownInput(entry.getKey(), "input request '" + entry.getKey() + "': " + e.getMessage());
        }
      }
    }
    if (questions.isEmpty() && state == null) {
      throw new IllegalArgumentException("an input_required result needs inputRequests or requestState");
    }
    return new InterimResult(questions, state == null ? null : state.asString());
  }
}
