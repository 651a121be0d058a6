package io.mcpgen.json;

import io.mcpgen.testkit.json.RandomJson;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The quick check of kept text: whatever it accepts is exactly what the byte writer writes for
 * the value the text spells, and it accepts the plain text it is there for. It may decline
 * anything else; the reader then decides (see {@link CompactTextTest} and the differential tests).
 */
class CompactScannerTest {

  /** The scanner's answer for the whole text, checked against the reader's parse when it accepts. */
  private static boolean accepts(byte[] text) {
    CompactScanner scanner = new CompactScanner();
    int end = scanner.scan(text, 0, text.length, JsonLimits.MAX_DEPTH - 1);
    if (end < 0) {
      return false;
    }
    String context = new String(text, 0, end, StandardCharsets.UTF_8);
    JsonValue value = Json.parse(Arrays.copyOf(text, end));
    assertArrayEquals(Arrays.copyOf(text, end), Json.encode(value, JsonValue.CODEC), context);
    assertEquals(depth(value), scanner.depth, context);
    return true;
  }

  private static boolean accepts(String text) {
    return accepts(text.getBytes(StandardCharsets.UTF_8));
  }

  private static int depth(JsonValue value) {
    int inner = 0;
    if (value instanceof JsonObject) {
      for (JsonValue member : value.asObject().members().values()) {
        inner = Math.max(inner, depth(member));
      }
      return inner + 1;
    }
    if (value instanceof JsonArray) {
      for (JsonValue element : value.asArray().elements()) {
        inner = Math.max(inner, depth(element));
      }
      return inner + 1;
    }
    return 0;
  }

  @Test
  void acceptsPlainCompactText() {
    String[] texts = {
      "{}", "[]", "{\"a\":{}}", "[[],{}]", "{\"a\":1}", "[0,-1,7,123456789012345678,-123456789012345678]",
      "{\"type\":\"object\",\"properties\":{\"query\":{\"type\":\"string\",\"description\":\"What to look for\"},"
          + "\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":100}},\"required\":[\"query\"]}",
      "[true,false,null,\"\",\"\u007f/+=\"]", "{\"a\":1,\"b\":{\"a\":1},\"c\":[{\"a\":1},{\"a\":2}]}",
      "{\"ab\":1,\"ba\":2,\"abc\":3,\"a\":4,\"b\":5}", "{\"a long name of more than eight bytes\":\"and a long value too\"}"
    };
    for (String text : texts) {
      assertTrue(accepts(text), text);
    }
  }

  @Test
  void declinesWhatItLeavesToTheReader() {
    String[] texts = {
      // other spellings: whitespace, escapes, multi-byte characters, fractions, exponents, -0
      "{ \"a\":1}", "{\"a\" :1}", "[1 ]", "[\"\\n\"]", "[\"\\u0041\"]", "{\"\\u0061\":1}", "[\"\u00e9\"]",
      "{\"\u20ac\":1}", "[\"\ud83d\ude00\"]", "[1.5]", "[1e5]", "[1E5]", "[-0]", "[1234567890123456789]",
      // not JSON
      "[01]", "[-]", "[-a]", "[1,]", "{\"a\":1,}", "{\"a\"}", "{\"a\":}", "{a:1}", "[tru]", "[nul]", "[falsy]",
      "[truex]", "[\"a]", "[\"a", "{\"a\":1", "[1}", "{\"a\":1]", "[\"\u0001\"]", "{,}", "[,1]", "{\"a\":1\"b\":2}",
      // duplicate names, at any depth
      "{\"a\":1,\"a\":2}", "{\"a\":1,\"b\":2,\"a\":3}", "[{\"x\":{\"b\":1,\"b\":2}}]", "{\"\":1,\"\":2}"
    };
    for (String text : texts) {
      assertTrue(!accepts(text), text);
    }
  }

  @Test
  void declinesInvalidUtf8() {
    byte[][] texts = {
      {'[', '"', (byte) 0x80, '"', ']'}, {'[', '"', (byte) 0xc3, '"', ']'}, {'[', '"', (byte) 0xed, (byte) 0xa0, (byte) 0x80, '"', ']'},
      {'{', '"', (byte) 0xff, '"', ':', '1', '}'}
    };
    for (byte[] text : texts) {
      assertTrue(!accepts(text));
    }
  }

  @Test
  void namesRepeatOnlyWithinOneObject() {
    assertTrue(accepts("{\"a\":{\"a\":{\"a\":1}},\"b\":[{\"a\":1},{\"a\":1}]}"));
    assertTrue(!accepts("{\"a\":{\"b\":1},\"c\":2,\"a\":3}"));
    assertTrue(!accepts("{\"a\":[{\"b\":1}],\"a\":[]}"));
  }

  @Test
  void leavesDeepNestingAndManyMembersToTheReader() {
    int deep = CompactScanner.MAX_NESTING;
    assertTrue(accepts("[".repeat(deep) + "]".repeat(deep)));
    assertTrue(!accepts("[".repeat(deep + 1) + "]".repeat(deep + 1)));
    byte[] text = "[[[[]]]]".getBytes(StandardCharsets.UTF_8);
    assertTrue(new CompactScanner().scan(text, 0, text.length, 3) < 0); // past the reader's own limit
    assertTrue(new CompactScanner().scan(text, 0, text.length, 4) == text.length);

    StringBuilder many = new StringBuilder("{");
    for (int i = 0; i < CompactScanner.MAX_MEMBERS; i++) {
      many.append(i == 0 ? "" : ",").append("\"k").append(i).append("\":").append(i);
    }
    assertTrue(accepts(many + "}"));
    assertTrue(!accepts(many + ",\"more\":0}"));
  }

  @Test
  void stopsAtTheEndOfTheContainerAndOfTheInput() {
    byte[] text = "{\"a\":[1,2]},\"b\":3".getBytes(StandardCharsets.UTF_8);
    assertEquals(11, new CompactScanner().scan(text, 0, text.length, 10));
    assertEquals(10, new CompactScanner().scan(text, 5, text.length, 10));
    assertTrue(new CompactScanner().scan(text, 0, 10, 10) < 0); // the end of the input comes first
  }

  private static final byte[] DAMAGE = {'{', '}', '[', ']', '"', ',', ':', '0', '1', '-', 'a', 'e', ' ', '\\', (byte) 0xff};

  /** Compact text of random values, and damaged copies of it: whatever is accepted is exact. */
  @Test
  void randomAndDamagedTextIsAcceptedOnlyWhenExact() {
    SplittableRandom damage = new SplittableRandom(7);
    int accepted = 0;
    for (long seed = 0; seed < 2_000; seed++) {
      RandomJson random = new RandomJson(seed);
      JsonValue value = seed % 2 == 0 ? random.object(3) : random.array(3);
      byte[] compact = Json.encode(value, JsonValue.CODEC);
      if (accepts(compact)) {
        accepted++;
      }
      accepts(random.text(value).getBytes(StandardCharsets.UTF_8));
      for (int i = 0; i < 4 && compact.length > 0; i++) {
        byte[] damaged = compact.clone();
        damaged[damage.nextInt(damaged.length)] = DAMAGE[damage.nextInt(DAMAGE.length)];
        accepts(damaged);
        accepts(Arrays.copyOf(compact, damage.nextInt(compact.length)));
      }
    }
    assertTrue(accepted > 200, "accepted " + accepted); // the plain cases do take the quick path
  }

  private static final JsonCodec<java.util.Map<String, JsonValue>> MEMBERS = JsonCodecs.mapOf(JsonValue.CODEC);

  /** Read as kept text by the byte reader and as a tree by Jackson: the same value or refusal. */
  private static void sameAsJackson(byte[] text) {
    byte[] json = new byte[text.length + 6];
    System.arraycopy("{\"v\":".getBytes(StandardCharsets.UTF_8), 0, json, 0, 5);
    System.arraycopy(text, 0, json, 5, text.length);
    json[json.length - 1] = '}';
    String where = new String(json, StandardCharsets.UTF_8);
    java.util.Map<String, JsonValue> jackson;
    try {
      jackson = JacksonBackend.decode(json, MEMBERS);
    } catch (JsonException | NumberFormatException e) {
      JsonException ours = org.junit.jupiter.api.Assertions.assertThrows(JsonException.class, () -> Json.decode(json, MEMBERS), where);
      if (e instanceof JsonException && !((JsonException) e).isSyntaxError()) {
        assertEquals(e.getMessage(), ours.getMessage(), where);
      } else {
        assertTrue(ours.isSyntaxError(), where);
      }
      return;
    }
    JsonValue ours = Json.decode(json, MEMBERS).get("v");
    assertEquals(Utf8JsonDifferentialTest.normalize(jackson.get("v")), ours, where);
    assertArrayEquals(Json.encode(Utf8JsonDifferentialTest.normalize(jackson.get("v")), JsonValue.CODEC),
        Json.encode(ours, JsonValue.CODEC), where);
  }

  @Test
  void keptTextIsReadAsJacksonReadsItWholeDamagedOrCut() {
    SplittableRandom damage = new SplittableRandom(11);
    for (long seed = 0; seed < 1_000; seed++) {
      RandomJson random = new RandomJson(seed);
      JsonValue value = seed % 2 == 0 ? random.object(3) : random.array(3);
      byte[] compact = Json.encode(value, JsonValue.CODEC);
      sameAsJackson(compact);
      for (int i = 0; i < 4; i++) {
        byte[] damaged = compact.clone();
        damaged[damage.nextInt(damaged.length)] = DAMAGE[damage.nextInt(DAMAGE.length)];
        sameAsJackson(damaged);
        sameAsJackson(Arrays.copyOf(compact, damage.nextInt(compact.length)));
      }
    }
  }

  @Test
  void theReaderKeepsTextTheScannerAccepted() {
    String text = "{\"v\":{\"type\":\"object\",\"required\":[\"a\"],\"n\":[1,-2,null,true]}}";
    JsonObject kept = Json.decode(text, JsonCodecs.mapOf(JsonValue.CODEC)).get("v").asObject();
    assertNotNull(kept.text);
    assertEquals("{\"type\":\"object\",\"required\":[\"a\"],\"n\":[1,-2,null,true]}", Json.stringify(kept));
    assertEquals(2, kept.text.depth);
  }
}
