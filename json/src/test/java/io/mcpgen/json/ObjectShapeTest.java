package io.mcpgen.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The byte reader's look-ahead for unions told apart by shape, and the shape it reports. */
class ObjectShapeTest {

  private static final String[] ALL = {"type", "max", "on", "none", "items", "list", "e", "long", "kept", "n", "a"};

  private static JsonReader reader(String json) {
    return Json.reader(json.getBytes(StandardCharsets.UTF_8));
  }

  @Test
  void theShapeHasNamesScalarsAndTheNamesOneLevelDown() {
    ObjectShape shape = reader("{\"type\":\"string\",\"max\":3,\"on\":true,\"none\":null,"
        + "\"items\":{\"enum\":[1],\"type\":\"x\",\"deep\":{\"a\":1}},\"list\":[1,2]}").peekShape(ALL);
    assertNotNull(shape);
    assertTrue(shape.has("type") && shape.has("none") && shape.has("list"));
    assertFalse(shape.has("enum"), "a name one level down is not a member");
    assertTrue(shape.is("type", "string"));
    assertFalse(shape.is("type", "number"));
    assertFalse(shape.is("max", "3"), "a number is not a string");
    assertTrue(shape.is("max", JsonNumber.parse("3.0")));
    assertTrue(shape.is("on", JsonBoolean.TRUE));
    assertTrue(shape.is("none", JsonNull.INSTANCE));
    assertFalse(shape.is("missing", JsonNull.INSTANCE));
    assertTrue(shape.hasAll("items", "enum", "type", "deep"));
    assertFalse(shape.hasAll("items", "enum", "a"), "names two levels down are not looked at");
    assertFalse(shape.hasAll("list", "0"), "an array has no member names");
    assertFalse(shape.hasAll("type"), "a string is not an object");
  }

  @Test
  void theReaderReadsTheObjectAfterwardsAsIfNothingHadLooked() {
    String json = "[0, {\"a\" : {\"b\":[1,{\"c\":\"d\"}]}, \"e\":\"caf\\u00e9\", \"n\":-1.5e3}, 2]";
    JsonValue expected = Json.decode(json, JsonValue.CODEC);

    JsonReader in = reader(json);
    in.beginArray();
    assertEquals(0, in.readInt());
    ObjectShape shape = in.peekShape(ALL);
    assertTrue(shape.is("e", "café"));
    assertEquals("/1", in.pointer(), "the pointer is where it was");
    assertEquals(JsonToken.BEGIN_OBJECT, in.peek());
    JsonValue second = in.readValue();
    assertEquals(2, in.readInt());
    in.endArray();

    assertEquals(((JsonArray) expected).elements().get(1), second);
  }

  @Test
  void aMemberStreamedAfterTheLookAheadStillReportsItsPointer() {
    JsonReader in = reader("{\"outer\":{\"x\":\"y\",\"count\":\"many\"}}");
    in.beginObject();
    assertEquals("outer", in.nextName());
    in.peekShape(ALL);
    in.beginObject();
    assertEquals("x", in.nextName());
    in.skipValue();
    assertEquals("count", in.nextName());
    JsonException e = assertThrows(JsonException.class, in::readInt);
    assertEquals("/outer/count", e.pointer());
  }

  @Test
  void onlyAnObjectHasAShape() {
    assertNull(reader("[1]").peekShape(ALL));
    assertNull(reader("\"text\"").peekShape(ALL));
    JsonReader in = reader("[1]");
    in.peekShape(ALL);
    assertEquals(List.of(JsonNumber.parse("1")), in.readValue().asArray().elements());
  }

  @Test
  void malformedJsonInACheckedMemberIsRefusedByTheLookAhead() {
    JsonException e = assertThrows(JsonException.class, () -> reader("{\"a\":{\"b\":tru}}").peekShape(ALL));
    assertTrue(e.isSyntaxError(), e.getMessage());
    assertThrows(JsonException.class, () -> reader("{\"a\":1").peekShape(ALL));
  }

  /**
   * Members the rules do not compare are only skimmed, but no malformed text gets through: the
   * chosen codec reads it for good, and when none is chosen the misfit reported is the syntax.
   */
  @Test
  void malformedJsonInASkimmedMemberIsTheErrorWhenNoMemberFits() {
    String[] type = {"type"};
    JsonReader in = reader("{\"x\":{\"b\":tru},\"type\":\"q\"}");
    ObjectShape shape = in.peekShape(type);
    assertTrue(shape.is("type", "q"));
    JsonException misfit = in.error("the object has the shape of no member");
    assertTrue(misfit.isSyntaxError(), misfit.getMessage());
    assertThrows(JsonException.class, in::readValue, "and reading it for good refuses it too");

    JsonReader valid = reader("[{\"x\":{\"b\":true},\"type\":\"q\"}]");
    valid.beginArray();
    valid.peekShape(type);
    JsonException plain = valid.error("the object has the shape of no member");
    assertFalse(plain.isSyntaxError());
    assertEquals("/0", plain.pointer());
    assertEquals(JsonToken.BEGIN_OBJECT, valid.peek(), "checking for the error read nothing");
  }

  @Test
  void skimmedValuesEndWhereTheyEndWhateverTheyHold() {
    String json = "{\"s\":\"a\\\\\\\"}{[,\",\"o\" : { \"k\" : [1, {\"]\":\"}\"}, \"\\\"\"] } ,"
        + "\"n\":-1.5e3,\"t\":true,\"z\":null,\"e\":{},\"l\":[],\"type\":\"last\"}";
    JsonValue expected = Json.decode(json, JsonValue.CODEC);
    JsonReader in = reader(json);
    ObjectShape shape = in.peekShape(new String[] {"type"});
    assertEquals("ObjectShape[s, o, n, t, z, e, l, type]", shape.toString());
    assertTrue(shape.is("type", "last"));
    assertEquals(expected, in.readValue());
  }

  @Test
  void aSkimmedValueThatDoesNotEndLeavesTheObjectToBeReadAsATree() {
    for (String json : new String[] {"{\"x\":{\"y\":\"z", "{\"x\":\"abc", "{\"x\":\"ab\\\"", "{\"x\":[[1]"}) {
      JsonReader in = reader(json);
      assertNull(in.peekShape(new String[] {"type"}), json);
      assertEquals(JsonToken.BEGIN_OBJECT, in.peek());
      JsonException e = assertThrows(JsonException.class, in::readValue, json);
      assertTrue(e.isSyntaxError(), json);
    }
    String deep = "{\"x\":" + "[".repeat(JsonLimits.MAX_DEPTH) + "]".repeat(JsonLimits.MAX_DEPTH) + "}";
    JsonReader in = reader(deep);
    assertNull(in.peekShape(new String[] {"type"}), "nesting past the limit is not skimmed");
    assertThrows(JsonException.class, in::readValue);
  }

  @Test
  void onlyTheComparedMembersKeepTheirValues() {
    ObjectShape shape = reader("{\"type\":\"string\",\"title\":\"Gift\",\"items\":{\"enum\":[]}}")
        .peekShape(new String[] {"type"});
    assertTrue(shape.is("type", "string"));
    assertTrue(shape.has("title") && shape.has("items"));
    assertFalse(shape.is("title", "Gift"));
    assertFalse(shape.hasAll("items", "enum"));
  }

  @Test
  void stringsCompareAsDecodedWhetherWrittenPlainOrEscaped() {
    ObjectShape shape = reader("{\"plain\":\"caf\u00e9\",\"ascii\":\"type\",\"escaped\":\"caf\\u00e9\",\"quote\":\"a\\\"b\"}")
        .peekShape(new String[] {"plain", "escaped", "quote", "ascii"});
    assertTrue(shape.is("ascii", "type"));
    assertTrue(shape.is("ascii", JsonString.of("type")));
    assertFalse(shape.is("ascii", "typ"));
    assertFalse(shape.is("ascii", "types"));
    assertFalse(shape.is("ascii", "t\u00e9pe"));
    assertTrue(shape.is("plain", "caf\u00e9"));
    assertTrue(shape.is("escaped", "caf\u00e9"));
    assertFalse(shape.is("plain", "caf"));
    assertFalse(shape.is("plain", "cafe"));
    assertFalse(shape.is("plain", "caf\u00e9s"));
    assertTrue(shape.is("quote", "a\"b"));
    assertTrue(shape.is("escaped", JsonString.of("caf\u00e9")));
    assertTrue(shape.is("quote", JsonString.of("a\"b")));
    assertFalse(shape.is("quote", JsonNumber.parse("1")));
  }

  @Test
  void aShapeFromTheReaderHoldsUntilTheNextLookAhead() {
    JsonReader in = reader("[{\"type\":\"a\"},{\"type\":\"b\"}]");
    in.beginArray();
    ObjectShape first = in.peekShape(new String[] {"type"});
    assertTrue(first.is("type", "a"));
    in.skipValue();
    ObjectShape second = in.peekShape(new String[] {"type"});
    assertTrue(second.is("type", "b"));
  }

  @Test
  void aLongStringIsKeptOutOfTheComparison() {
    String longText = "s".repeat(ObjectShape.KEPT_STRING_BYTES + 1);
    String kept = "k".repeat(ObjectShape.KEPT_STRING_BYTES);
    ObjectShape shape = reader("{\"long\":\"" + longText + "\",\"kept\":\"" + kept + "\"}").peekShape(ALL);
    assertTrue(shape.has("long"));
    assertFalse(shape.is("long", longText));
    assertTrue(shape.is("kept", kept));
  }

  @Test
  void aRepeatedNameKeepsItsFirstValueAndTheCodecStillRefusesTheObject() {
    String json = "{\"type\":\"a\",\"type\":\"b\"}";
    ObjectShape shape = reader(json).peekShape(ALL);
    assertTrue(shape.is("type", "a"));
    JsonReader in = reader(json);
    in.peekShape(ALL);
    assertThrows(JsonException.class, in::readValue);
  }

  @Test
  void aBuiltObjectHasTheSameShape() {
    String json = "{\"type\":\"string\",\"n\":1,\"items\":{\"enum\":[]},\"list\":[]}";
    ObjectShape built = ObjectShape.of(Json.decode(json, JsonValue.CODEC).asObject());
    assertTrue(built.is("type", "string"));
    assertTrue(built.is("n", JsonNumber.parse("1")));
    assertTrue(built.hasAll("items", "enum"));
    assertTrue(built.has("list"));
    assertFalse(built.hasAll("list"));
    assertEquals(reader(json).peekShape(ALL).toString(), built.toString());
  }
}
