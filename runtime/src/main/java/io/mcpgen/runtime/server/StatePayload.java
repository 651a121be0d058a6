package io.mcpgen.runtime.server;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.mrtr.InputAnswer;
import io.mcpgen.runtime.mrtr.InputRequest;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What the engine keeps in the requestState between rounds, inside the codec's envelope:
 *
 * <pre>{@code
 * {"v":1,
 *  "q":{"<key>":["<method>","<question digest>"]},            // asked in the round that minted it
 *  "a":{"<key>":["<method>","<question digest>",<answer>]},   // answers gathered so far
 *  "n":{...}}                                                 // the handler's notes
 * }</pre>
 *
 * The questions tell how to decode the next {@code inputResponses} (by the method asked under each
 * key); each answer stays pinned to the digest of the question it answered.
 */
record StatePayload(Map<String, QuestionPin> questions, Map<String, PinnedAnswer> answers, JsonObject notes) {

  private static final JsonNumber VERSION = JsonNumber.of(1);

  /** The state of a request before its first round: nothing asked, nothing answered. */
  static final StatePayload EMPTY = new StatePayload(Map.of(), Map.of(), JsonObject.empty());

  static JsonObject encode(Map<String, InputRequest> questions, Map<String, PinnedAnswer> answers, JsonObject notes) {
    JsonObject.Builder asked = JsonObject.builder();
    questions.forEach((key, question) -> asked.put(key,
        JsonArray.of(JsonString.of(question.method()), JsonString.of(question.digest()))));
    JsonObject.Builder kept = JsonObject.builder();
    answers.forEach((key, answer) -> kept.put(key, JsonArray.of(JsonString.of(answer.method()),
        JsonString.of(answer.questionDigest()), answer.answer().toJson())));
    JsonObject.Builder payload = JsonObject.builder().put("v", VERSION).put("q", asked.build()).put("a", kept.build());
    if (!notes.isEmpty()) {
      payload.put("n", notes);
    }
    return payload.build();
  }

  /**
   * Reads a payload this engine wrote.
   *
   * @throws IllegalArgumentException when it is not one (a payload from another application
   *     sharing the key, or an older layout)
   */
  static StatePayload decode(JsonValue payload) {
    if (!(payload instanceof JsonObject) || !VERSION.equals(((JsonObject) payload).get("v"))) {
      throw new IllegalArgumentException("not an MRTR engine payload");
    }
    JsonObject object = (JsonObject) payload;
    Map<String, QuestionPin> questions = new LinkedHashMap<>();
    object(object, "q").members().forEach((key, value) -> {
      JsonArray pin = triple(value, 2);
      questions.put(key, new QuestionPin(pin.get(0).asString(), pin.get(1).asString()));
    });
    Map<String, PinnedAnswer> answers = new LinkedHashMap<>();
    object(object, "a").members().forEach((key, value) -> {
      JsonArray pin = triple(value, 3);
      String method = pin.get(0).asString();
      answers.put(key, new PinnedAnswer(method, pin.get(1).asString(), InputAnswer.decode(method, pin.get(2))));
    });
    JsonValue notes = object.get("n");
    if (notes != null && !(notes instanceof JsonObject)) {
      throw new IllegalArgumentException("notes must be an object");
    }
    return new StatePayload(Collections.unmodifiableMap(questions), Collections.unmodifiableMap(answers),
        notes == null ? JsonObject.empty() : (JsonObject) notes);
  }

  private static JsonObject object(JsonObject payload, String member) {
    JsonValue value = payload.get(member);
    if (!(value instanceof JsonObject)) {
      throw new IllegalArgumentException(member + " must be an object");
    }
    return (JsonObject) value;
  }

  private static JsonArray triple(JsonValue value, int size) {
    if (!(value instanceof JsonArray) || ((JsonArray) value).size() != size
        || !(((JsonArray) value).get(0) instanceof JsonString) || !(((JsonArray) value).get(1) instanceof JsonString)) {
      throw new IllegalArgumentException("malformed pin");
    }
    return (JsonArray) value;
  }
}
