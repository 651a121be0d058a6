package io.mcpgen.json;

import io.mcpgen.testkit.json.RandomJson;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** Objects and arrays the byte reader keeps as text: the same values, printed the same way. */
class CompactTextTest {

  private static final JsonCodec<Map<String, JsonValue>> MEMBERS = JsonCodecs.mapOf(JsonValue.CODEC);

  private static JsonValue member(String json) {
    return Json.decode(json, MEMBERS).get("v");
  }

  @Test
  void compactTextIsKeptAndBehavesAsABuiltValue() {
    String text = "{\"b\":[1,2.50,\"x\\n\",{\"c\":null}],\"a\":true}";
    JsonValue kept = member("{\"v\":" + text + "}");
    assertNotNull(((JsonObject) kept).text);
    JsonValue built = Json.parse(text);
    assertNull(((JsonObject) built).text);
    assertEquals(built, kept);
    assertEquals(kept, built);
    assertEquals(built.hashCode(), kept.hashCode());
    assertEquals(text, kept.toString());
    assertEquals(List.of("b", "a"), List.copyOf(kept.asObject().names()));
    assertEquals(JsonNumber.parse("2.5"), kept.asObject().get("b").asArray().get(1));
    assertEquals(text, Json.stringify(kept));
    assertEquals(built, Json.decode(kept, JsonValue.CODEC));
    assertEquals(built, Json.toValue(kept, JsonValue.CODEC));
    assertArrayEquals(CanonicalJson.bytes(built), CanonicalJson.bytes(kept));
    assertArrayEquals(JacksonBackend.encode(built, JsonValue.CODEC), JacksonBackend.encode(kept, JsonValue.CODEC));
  }

  /**
   * Spellings the writer would not produce: each must be built, and printed as Jackson prints it
   * (once a lone escaped surrogate is read as U+FFFD, as this reader reads it; see
   * {@link Utf8JsonDifferentialTest}).
   */
  @Test
  void otherSpellingsPrintAsJacksonPrintsThem() {
    String[] texts = {
      "{ \"a\":1}", "[1 ,2]", "[\"\\/\"]", "[\"\\u0041\"]", "[\"\\u001f\"]", "[\"\\u001F\"]", "[\"\\u0008\"]",
      "[\"\\ud83d\\ude00\"]", "[\"\\ud800\"]", "[1e5]", "[1E+5]", "[-0]", "[-0.0]", "[0.0000001]", "[0.000001]",
      "[0.0000012]", "[0.000000]", "[0.0000000]", "[-0.000001]", "[12.50]", "[123456789012345678901234567890]",
      "[-9223372036854775808]", "[{\"\\u0061\":[true,false,null]}]", "[\"\u00e9\u20ac\"]", "[\"\\\"\\\\\\b\\f\\n\\r\\t\"]"
    };
    for (String text : texts) {
      byte[] json = ("{\"v\":" + text + "}").getBytes(StandardCharsets.UTF_8);
      JsonValue ours = Json.decode(json, MEMBERS).get("v");
      JsonValue jackson = Utf8JsonDifferentialTest.normalize(JacksonBackend.decode(json, MEMBERS).get("v"));
      assertArrayEquals(JacksonBackend.encode(jackson, JsonValue.CODEC), Json.encode(ours, JsonValue.CODEC), text);
    }
  }

  @Test
  void duplicateNamesInKeptTextAreRefusedAsWhenBuilding() {
    String[] texts = {
      "{\"v\":{\"a\":1,\"a\":2}}", "{\"v\":[{\"x\":{\"a\":1,\"a\":{\"b\":1,\"b\":2}}}]}",
      "{\"v\":{\"a\":1,\"a\":[}}", "{\"v\":{\"a\":{\"b\":1},\"a\":{\"b\":1,\"c\":[1,{\"d\":1,\"d\":1}]}}}"
    };
    for (String text : texts) {
      byte[] json = text.getBytes(StandardCharsets.UTF_8);
      JsonException ours = assertThrows(JsonException.class, () -> Json.decode(json, MEMBERS));
      JsonException jackson = assertThrows(JsonException.class, () -> JacksonBackend.decode(json, MEMBERS));
      assertEquals(jackson.isSyntaxError(), ours.isSyntaxError(), text);
      if (!ours.isSyntaxError()) {
        assertEquals(jackson.getMessage(), ours.getMessage(), text);
      }
    }
  }

  @Test
  void randomDocumentsRoundTripThroughKeptText() {
    for (long seed = 0; seed < 500; seed++) {
      RandomJson random = new RandomJson(seed);
      JsonObject wrapper = JsonObject.of("v", random.value(4));
      byte[] compact = Json.encode(wrapper, JsonValue.CODEC);
      Map<String, JsonValue> read = Json.decode(compact, MEMBERS);
      assertEquals(wrapper.get("v"), read.get("v"), "seed " + seed);
      assertArrayEquals(compact, Json.encode(read, MEMBERS), "seed " + seed);
      byte[] spelled = random.text(wrapper).getBytes(StandardCharsets.UTF_8);
      Map<String, JsonValue> respelled = Json.decode(spelled, MEMBERS);
      assertArrayEquals(compact, Json.encode(respelled, MEMBERS), "seed " + seed);
    }
  }

  @Test
  void threadsBuildingTheSameKeptValueSeeEqualMembers() throws Exception {
    StringBuilder text = new StringBuilder("{\"v\":{");
    for (int i = 0; i < 200; i++) {
      text.append(i == 0 ? "" : ",").append("\"k").append(i).append("\":[").append(i).append("]");
    }
    JsonValue expected = Json.parse(text.substring(5) + "}");
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      for (int round = 0; round < 50; round++) {
        JsonObject kept = member(text + "}}").asObject();
        List<Callable<Integer>> tasks = List.of(
            kept::size, () -> kept.members().size(), () -> kept.get("k199").asArray().size(),
            () -> kept.equals(expected) ? 200 : -1);
        List<Future<Integer>> sizes = pool.invokeAll(tasks);
        for (Future<Integer> size : sizes) {
          assertTrue(size.get() > 0);
        }
      }
    } finally {
      pool.shutdown();
    }
  }
}
