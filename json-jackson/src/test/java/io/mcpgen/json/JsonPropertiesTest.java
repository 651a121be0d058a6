package io.mcpgen.json;

import io.mcpgen.testkit.json.RandomJson;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Properties of the JSON layer over many seeded random values (the seed is in every message). */
class JsonPropertiesTest {

  private static final int TRIES = 500;

  @Test
  void printThenParseGivesTheSameValue() {
    for (long seed = 0; seed < TRIES; seed++) {
      JsonValue value = new RandomJson(seed).value(3);
      String context = "seed " + seed + ": " + value;
      assertEquals(value, Json.parse(value.toString()), context);
      assertEquals(value, Json.decode(value, JsonValue.CODEC), context);
      assertEquals(value, Json.toValue(value, JsonValue.CODEC), context);
      assertEquals(value.toString(), Json.parse(value.toString()).toString(), context);
    }
  }

  @Test
  void canonicalBytesIgnoreMemberOrderAndParseBackToTheSameValue() {
    for (long seed = 0; seed < TRIES; seed++) {
      JsonObject value = new RandomJson(seed).object(2);
      List<Map.Entry<String, JsonValue>> members = new ArrayList<>(value.members().entrySet());
      Collections.reverse(members);
      Map<String, JsonValue> reversed = new LinkedHashMap<>();
      members.forEach(member -> reversed.put(member.getKey(), member.getValue()));
      String context = "seed " + seed + ": " + value;
      assertArrayEquals(CanonicalJson.bytes(value), CanonicalJson.bytes(JsonObject.of(reversed)), context);
      assertEquals(value, Json.parse(CanonicalJson.string(value)), context);
    }
  }
}
