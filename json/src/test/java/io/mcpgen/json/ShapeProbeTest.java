package io.mcpgen.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The tests a union asks of an object, answered from bytes by the reader and from a tree. */
class ShapeProbeTest {

  // Bits, in the order the probe below adds them.
  private static final long HAS_TYPE = 1L;
  private static final long TYPE_IS_STRING = 1L << 1;
  private static final long TYPE_IS_CAFE = 1L << 2;
  private static final long HAS_ITEMS = 1L << 3;
  private static final long ITEMS_HAS_ENUM_TYPE = 1L << 4;
  private static final long ITEMS_HAS_ANY_OF = 1L << 5;
  private static final long VERSION_IS_2 = 1L << 6;
  private static final long ON_IS_TRUE = 1L << 7;
  private static final long NONE_IS_NULL = 1L << 8;
  private static final long HAS_LONG_NAME = 1L << 9;

  private static final ShapeProbe PROBE = ShapeProbe.builder()
      .has("type")
      .is("type", "string")
      .is("type", "caf\u00e9")
      .has("items")
      .hasAll("items", "enum", "type")
      .hasAll("items", "anyOf")
      .is("version", JsonNumber.parse("2"))
      .is("on", JsonBoolean.TRUE)
      .is("none", JsonNull.INSTANCE)
      .has("a member name longer than one word")
      .build();

  private static JsonReader reader(String json) {
    return Json.reader(json.getBytes(StandardCharsets.UTF_8));
  }

  private static long fromBytes(String json) {
    return reader(json).peekMembers(PROBE);
  }

  private static long fromTree(String json) {
    return PROBE.of(Json.decode(json, JsonValue.CODEC).asObject());
  }

  @Test
  void eachTestIsOneBit() {
    String json = "{\"type\":\"string\",\"items\":{\"type\":\"x\",\"enum\":[1],\"deep\":{\"anyOf\":1}},"
        + "\"version\":2,\"on\":true,\"none\":null,\"a member name longer than one word\":0}";
    long expected = HAS_TYPE | TYPE_IS_STRING | HAS_ITEMS | ITEMS_HAS_ENUM_TYPE | VERSION_IS_2 | ON_IS_TRUE
        | NONE_IS_NULL | HAS_LONG_NAME;
    assertEquals(expected, fromBytes(json));
    assertEquals(expected, fromTree(json));
    assertEquals(0, fromBytes("{}"));
    assertEquals(0, fromBytes("{\"other\":{\"type\":\"string\"}}"), "names one level down are not members");
    assertEquals(HAS_TYPE, fromBytes("{\"type\":\"strings\"}"));
    assertEquals(HAS_TYPE, fromBytes("{\"type\":\"strin\"}"));
    assertEquals(HAS_TYPE, fromBytes("{\"type\":1}"), "a number is not a string");
    assertEquals(HAS_TYPE | TYPE_IS_CAFE, fromBytes("{\"type\":\"caf\u00e9\"}"), "UTF-8 compares as bytes");
    assertEquals(HAS_ITEMS | ITEMS_HAS_ANY_OF, fromBytes("{\"items\":{\"anyOf\":[]}}"));
    assertEquals(HAS_ITEMS, fromBytes("{\"items\":[{\"anyOf\":[]}]}"), "an array has no member names");
    assertEquals(0, fromBytes("{\"version\":\"2\",\"on\":\"true\",\"none\":\"null\"}"), "strings are not scalars");
    assertEquals(0, fromBytes("{\"version\":20,\"on\":false,\"none\":0}"));
    assertEquals(0, fromBytes("{\"version\":-0 ,\"version\":2}"), "a repeated member keeps its first value");
  }

  @Test
  void whatBytesCannotDecideIsLeftToTheTree() {
    for (String json : new String[] {
        "{\"t\\u0079pe\":\"string\"}", // an escaped name
        "{\"type\":\"str\\u0069ng\"}", // an escaped compared string
        "{\"version\":2.0}", // a fraction compares by value
        "{\"version\":2e0}",
        "{\"version\":1234567890123456789}", // more digits than a long is sure to hold
        "{\"items\":{\"\\u0061nyOf\":1}}", // an escaped name one level down
        "{\"type\":\"string\"", // cut off
        "{\"type\":\"string\",", "{\"type\" \"string\"}", "{\"type\":\"string\" \"x\":1}", "{type:1}",
        "{\"x\":{\"y\":\"z", "{\"x\":[[1]", "{\"on\":tru}", "{\"on\":truex}"}) {
      assertEquals(-1, fromBytes(json), json);
    }
    String deep = "{\"x\":" + "[".repeat(JsonLimits.MAX_DEPTH) + "]".repeat(JsonLimits.MAX_DEPTH) + "}";
    assertEquals(-1, fromBytes(deep), "nesting past the limit is not skimmed");
    assertThrows(JsonException.class, () -> reader(deep).readValue());
    assertEquals(-1, reader("[1]").peekMembers(PROBE), "only an object has members");
    assertEquals(-1, reader("\"text\"").peekMembers(PROBE));
    // What the tree then decides, by decoded names and values.
    assertEquals(HAS_TYPE | TYPE_IS_STRING, fromTree("{\"t\\u0079pe\":\"str\\u0069ng\"}"));
    assertEquals(VERSION_IS_2, fromTree("{\"version\":2.0}"));
    assertEquals(VERSION_IS_2, fromTree("{\"version\":2e0}"));
    assertEquals(HAS_ITEMS | ITEMS_HAS_ANY_OF, fromTree("{\"items\":{\"\\u0061nyOf\":1}}"));
  }

  @Test
  void theReaderReadsTheObjectAfterwardsAsIfNothingHadLooked() {
    String json = "[0, {\"a\" : {\"b\":[1,{\"c\":\"d\"}]}, \"type\" :\t\"string\" , \"n\":-1.5e3}, 2]";
    JsonValue expected = Json.decode(json, JsonValue.CODEC);
    JsonReader in = reader(json);
    in.beginArray();
    assertEquals(0, in.readInt());
    assertEquals(HAS_TYPE | TYPE_IS_STRING, in.peekMembers(PROBE));
    assertEquals("/1", in.pointer(), "the pointer is where it was");
    assertEquals(JsonToken.BEGIN_OBJECT, in.peek());
    JsonValue second = in.readValue();
    assertEquals(2, in.readInt());
    in.endArray();
    assertEquals(((JsonArray) expected).elements().get(1), second);
  }

  /**
   * Values past the compared ones are only skimmed, but no malformed text gets through: the chosen
   * codec reads it for good, and when none is chosen the misfit reported is the syntax.
   */
  @Test
  void malformedJsonInASkimmedMemberIsTheErrorWhenNoMemberFits() {
    JsonReader in = reader("{\"x\":{\"b\":tru},\"type\":\"q\"}");
    assertEquals(HAS_TYPE, in.peekMembers(PROBE));
    JsonException misfit = in.error("the object has the shape of no member");
    assertTrue(misfit.isSyntaxError(), misfit.getMessage());
    assertThrows(JsonException.class, in::readValue, "and reading it for good refuses it too");

    JsonReader valid = reader("[{\"x\":{\"b\":true},\"type\":\"q\"}]");
    valid.beginArray();
    valid.peekMembers(PROBE);
    JsonException plain = valid.error("the object has the shape of no member");
    assertFalse(plain.isSyntaxError());
    assertEquals("/0", plain.pointer());
    assertEquals(JsonToken.BEGIN_OBJECT, valid.peek(), "checking for the error read nothing");
  }

  @Test
  void theFirstMemberAloneIsAnsweredAsThoughTheObjectHeldNoOther() {
    String json = "{ \"type\" : \"string\", \"items\":{\"anyOf\":1}, \"on\":true}";
    assertEquals(HAS_TYPE | TYPE_IS_STRING, reader(json).peekFirstMember(PROBE));
    assertEquals(HAS_TYPE | TYPE_IS_STRING | HAS_ITEMS | ITEMS_HAS_ANY_OF | ON_IS_TRUE, fromBytes(json));
    assertEquals(HAS_ITEMS | ITEMS_HAS_ENUM_TYPE, reader("{\"items\":{\"type\":1,\"enum\":[]},\"type\":\"string\"}")
        .peekFirstMember(PROBE), "nested tests on the first member are answered too");
    assertEquals(0, reader("{}").peekFirstMember(PROBE));
    assertEquals(0, reader("{\"other\":1,\"type\":\"string\"}").peekFirstMember(PROBE), "a member no test names");
    // Past the first value nothing is looked at: what follows is the member's codec's to refuse.
    assertEquals(HAS_TYPE | TYPE_IS_STRING, reader("{\"type\":\"string\",\"x\":tru").peekFirstMember(PROBE));
    for (String undecided : new String[] {
        "{\"t\\u0079pe\":\"string\"}", "{\"type\":\"str\\u0069ng\"}", "{\"version\":2.0}", "{\"type\" \"string\"}",
        "{type:1}", "{\"type\":\"string", "[1]", "\"text\""}) {
      assertEquals(-1, reader(undecided).peekFirstMember(PROBE), undecided);
    }
    JsonReader in = reader("[{\"type\":\"string\"}]");
    in.beginArray();
    assertEquals(HAS_TYPE | TYPE_IS_STRING, in.peekFirstMember(PROBE));
    assertEquals("/0", in.pointer(), "the reader has not moved");
    assertEquals(Json.decode("{\"type\":\"string\"}", JsonValue.CODEC), in.readValue());
    assertEquals(-1, Json.reader(Json.decode("{\"type\":\"string\"}", JsonValue.CODEC)).peekFirstMember(PROBE),
        "a tree reader leaves it to peekMembers");
  }

  @Test
  void aTreeReaderLeavesTheAnswerToTheTree() {
    JsonReader tree = Json.reader(Json.decode("{\"type\":\"string\"}", JsonValue.CODEC));
    assertEquals(-1, tree.peekMembers(PROBE));
  }

  @Test
  void aProbeRefusesWhatItCannotAnswer() {
    ShapeProbe.Builder full = ShapeProbe.builder();
    for (int i = 0; i < ShapeProbe.MAX_TESTS; i++) {
      full.has("m" + i);
    }
    assertThrows(IllegalArgumentException.class, () -> full.has("one too many"));
    assertThrows(IllegalArgumentException.class, () -> ShapeProbe.builder().has("a").has("a"));
    assertThrows(IllegalArgumentException.class, () -> ShapeProbe.builder().is("a", JsonArray.of(List.of())));
  }

  /**
   * Objects made at random from names and values near the probe's (escaped and plain, repeated,
   * spaced, nested): wherever the bytes answer, they answer as the tree does.
   */
  @Test
  void bytesAnswerAsTheTreeDoes() {
    String[] names = {"type", "t\\u0079pe", "items", "version", "on", "none", "enum", "anyOf", "ty", "types",
        "a member name longer than one word", "a member name longer than one wore", "caf\u00e9"};
    String[] values = {"\"string\"", "\"caf\u00e9\"", "\"caf\\u00e9\"", "\"strin\"", "2", "-2", "2.0", "20", "true",
        "false", "null", "\"true\"", "[]", "{}", "[{\"enum\":1}]", "\"a \\\" quote\""};
    Random random = new Random(20261202);
    int answeredByBytes = 0;
    int runs = 5000;
    for (int run = 0; run < runs; run++) {
      String json = object(random, names, values, 0);
      JsonValue tree;
      try {
        tree = Json.decode(json, JsonValue.CODEC);
      } catch (JsonException repeatedName) {
        continue; // the tree refuses repeated names; the codec reading the object would too
      }
      long bytes = fromBytes(json);
      if (bytes >= 0) {
        answeredByBytes++;
        assertEquals(PROBE.of(tree.asObject()), bytes, json);
      }
    }
    assertTrue(answeredByBytes > runs / 4, "bytes answered only " + answeredByBytes + " of " + runs);
  }

  private static String object(Random random, String[] names, String[] values, int depth) {
    StringBuilder json = new StringBuilder("{");
    int members = random.nextInt(5);
    for (int i = 0; i < members; i++) {
      if (i > 0) {
        json.append(random.nextInt(4) == 0 ? " , " : ",");
      }
      json.append('"').append(names[random.nextInt(names.length)]).append('"');
      json.append(random.nextInt(4) == 0 ? " :\n" : ":");
      if (depth < 2 && random.nextInt(4) == 0) {
        json.append(object(random, names, values, depth + 1));
      } else {
        json.append(values[random.nextInt(values.length)]);
      }
    }
    return json.append(random.nextInt(4) == 0 ? " }" : "}").toString();
  }
}
