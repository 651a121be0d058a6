package io.mcpgen.benchmarks.state;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import java.nio.charset.StandardCharsets;

/** Deterministic MRTR-like payloads (handler state and earlier answers) of an exact JSON size. */
final class Payloads {

  private Payloads() {}

  /** A payload whose compact JSON is exactly {@code size} bytes (at least 120). */
  static JsonValue ofSize(int size) {
    JsonObject.Builder answers = JsonObject.builder();
    JsonObject base = JsonObject.builder().put("step", "confirm").put("round", 2).put("answers", answers.build())
        .put("note", "").build();
    int i = 0;
    while (length(base) < size - 110) {
      answers.put("q" + i, Json.parse("{\"action\":\"accept\",\"content\":{\"seat\":\"14C\",\"meal\":\"veg\","
          + "\"count\":" + (i * 7 + 1) + ",\"ok\":true}}"));
      base = base.with("answers", answers.build());
      i++;
    }
    int missing = size - length(base);
    if (missing < 0) {
      throw new IllegalArgumentException("no payload of " + size + " bytes");
    }
    JsonValue payload = built(base.with("note", JsonString.of("x".repeat(missing))));
    if (length(payload) != size) {
      throw new IllegalStateException("payload of " + length(payload) + " bytes, wanted " + size);
    }
    return payload;
  }

  /**
   * The value built in full, as a handler builds its state: parsed JSON keeps nested containers
   * as text, which a writer copies whole, and would flatter every codec that writes JSON.
   */
  static JsonValue built(JsonValue value) {
    if (value instanceof JsonObject) {
      JsonObject.Builder object = JsonObject.builder();
      ((JsonObject) value).members().forEach((name, member) -> object.put(name, built(member)));
      return object.build();
    }
    if (value instanceof JsonArray) {
      JsonArray.Builder array = JsonArray.builder();
      ((JsonArray) value).elements().forEach(element -> array.add(built(element)));
      return array.build();
    }
    return value;
  }

  static byte[] bytes(JsonValue value) {
    return Json.stringify(value).getBytes(StandardCharsets.UTF_8);
  }

  private static int length(JsonValue value) {
    return bytes(value).length;
  }
}
