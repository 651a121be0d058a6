package io.mcpgen.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class JsonValueTest {

  @Test
  void printsWhatItParsedKeepingMemberOrderAndNumberSpelling() {
    String text = "{\"b\":1,\"a\":[1.0,-2,3.25,true,false,null,\"x\"],\"c\":{\"n\":12345678901234567890}}";
    assertEquals(text, Json.parse(text).toString());
  }

  @Test
  void numbersAreEqualByValueWhateverTheSpelling() {
    assertEquals(Json.parse("1"), Json.parse("1.0"));
    assertEquals(Json.parse("1"), Json.parse("1e0"));
    assertEquals(Json.parse("1").hashCode(), Json.parse("1.00").hashCode());
    assertEquals(Json.parse("1000000000000000000"), Json.parse("1e18"));
    assertEquals(Json.parse("1000000000000000000").hashCode(), Json.parse("1e18").hashCode());
    assertNotEquals(Json.parse("1"), Json.parse("1.5"));
    assertEquals(Json.parse("{\"a\":1,\"b\":2}"), Json.parse("{\"b\":2.0,\"a\":1}"));
  }

  @Test
  void duplicateMemberNamesAreRefused() {
    JsonException e = assertThrows(JsonException.class, () -> Json.parse("{\"a\":1,\"a\":2}"));
    assertTrue(e.getMessage().contains("duplicate member name \"a\""), e.getMessage());
  }

  @Test
  void malformedTextIsASyntaxErrorAndTrailingContentIsRefused() {
    assertTrue(assertThrows(JsonException.class, () -> Json.parse("{\"a\":")).isSyntaxError());
    assertTrue(assertThrows(JsonException.class, () -> Json.parse("{} {}")).isSyntaxError());
    assertTrue(assertThrows(JsonException.class, () -> Json.parse("")).isSyntaxError());
    assertTrue(assertThrows(JsonException.class, () -> Json.parse("nul")).isSyntaxError());
    assertTrue(assertThrows(JsonException.class,
        () -> Json.parse("[1,2".getBytes(StandardCharsets.UTF_8))).isSyntaxError());
  }

  @Test
  void integersAcceptAnyIntegralSpellingAndNameTheFaultyMember() {
    JsonCodec<Integer> codec = JsonCodecs.INTEGER;
    assertEquals(2, Json.decode("2.0", codec));
    assertEquals(200, Json.decode("2e2", codec));
    JsonException fractional = assertThrows(JsonException.class,
        () -> Json.decode("{\"list\":[1,2.5]}", JsonCodecs.mapOf(JsonCodecs.listOf(codec))));
    assertFalse(fractional.isSyntaxError());
    assertEquals("/list/1", fractional.pointer());
    assertTrue(fractional.getMessage().contains("expected an integer but found 2.5"), fractional.getMessage());
    assertThrows(JsonException.class, () -> Json.decode("4294967296", codec));
    assertThrows(JsonException.class, () -> Json.decode("\"1\"", codec));
  }

  @Test
  void theTreeReaderReportsTheSameFaultsWithPointers() {
    JsonValue tree = Json.parse("{\"list\":[1,\"two\"]}");
    JsonException e = assertThrows(JsonException.class,
        () -> Json.decode(tree, JsonCodecs.mapOf(JsonCodecs.listOf(JsonCodecs.LONG))));
    assertEquals("/list/1", e.pointer());
    assertTrue(e.getMessage().contains("expected a number but found a string"), e.getMessage());
  }

  @Test
  void codecsConvertToAndFromTrees() {
    JsonValue tree = Json.parse("{\"a\":[\"x\",\"y\"],\"b\":[]}");
    var codec = JsonCodecs.mapOf(JsonCodecs.listOf(JsonCodecs.STRING));
    var map = Json.decode(tree, codec);
    assertEquals(tree, Json.toValue(map, codec));
    assertEquals(tree.toString(), Json.encodeToString(map, codec));
  }

  @Test
  void nonFiniteDoublesHaveNoSpelling() {
    assertThrows(IllegalArgumentException.class, () -> JsonNumber.of(Double.NaN));
    assertThrows(JsonException.class, () -> Json.encode(Double.POSITIVE_INFINITY, JsonCodecs.DOUBLE));
  }

  @Test
  void objectsCopyTheirMembersAndOfferEdits() {
    JsonObject object = JsonObject.builder().put("a", 1).put("b", "x").build();
    assertEquals("{\"a\":1,\"b\":\"x\"}", object.toString());
    assertEquals("{\"b\":\"x\"}", object.without("a", "zzz").toString());
    assertEquals("{\"a\":2,\"b\":\"x\"}", object.with("a", JsonNumber.of(2)).toString());
    assertThrows(UnsupportedOperationException.class, () -> object.members().put("c", JsonNull.INSTANCE));
    assertEquals(new BigDecimal("1.50"), Json.parse("1.50").asNumber().bigDecimalValue());
  }

  @Test
  void aBuilderKeepsOnAfterBuildingWithoutChangingWhatItBuilt() {
    // Small objects find names by a scan, larger ones through an index: both sides of the line.
    for (int size : new int[] {3, FrozenMap.LINEAR_MAX, FrozenMap.LINEAR_MAX + 1, 40}) {
      JsonObject.Builder builder = JsonObject.builder();
      StringBuilder expected = new StringBuilder("{");
      for (int i = 0; i < size; i++) {
        builder.put("m" + i, i);
        expected.append(i == 0 ? "" : ",").append("\"m").append(i).append("\":").append(i);
      }
      JsonObject first = builder.build();
      assertEquals(expected + "}", first.toString());
      assertTrue(builder.has("m0"));
      assertFalse(builder.has("zz"));

      // Replacing keeps the member's place; adding appends; neither reaches the first object.
      JsonObject second = builder.put("m0", "again").put("zz", true).build();
      assertEquals(expected + "}", first.toString());
      assertEquals(expected.toString().replaceFirst("\"m0\":0", "\"m0\":\"again\"") + ",\"zz\":true}",
          second.toString());
      assertEquals(JsonString.of("again"), second.get("m0"));
      assertEquals(JsonNumber.of(size - 1), second.get("m" + (size - 1)));
      assertEquals(size + 1, second.size());
      assertThrows(JsonException.class, () -> builder.add("zz", JsonNull.INSTANCE));
      assertEquals(second, builder.build(), "building twice without a change gives equal objects");
      assertEquals(second, second.with("zz", JsonBoolean.of(true)));
      assertEquals(first, JsonObject.of(first.members()));
    }
  }

  @Test
  void wrongKindAccessNamesBothKinds() {
    JsonException e = assertThrows(JsonException.class, () -> Json.parse("[1]").asObject());
    assertEquals("expected a JSON object but found array", e.getMessage());
  }
}
