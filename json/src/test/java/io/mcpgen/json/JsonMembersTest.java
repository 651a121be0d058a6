package io.mcpgen.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class JsonMembersTest {

  /** A point, read and written both ways; the tree-direct read counts its calls. */
  private record Point(int x, String label) {}

  private static final class PointCodec implements JsonObjectCodec<Point> {
    int direct;

    @Override
    public Point read(JsonReader in) {
      in.beginObject();
      int x = 0;
      boolean hasX = false;
      String label = null;
      while (in.hasNext()) {
        switch (in.nextName()) {
          case "x":
            x = in.readInt();
            hasX = true;
            break;
          case "label":
            label = in.nextIsNull() ? null : in.readString();
            break;
          default:
            in.skipValue();
        }
      }
      in.endObject();
      if (!hasX) {
        throw in.error("Point needs member \"x\"");
      }
      return new Point(x, label);
    }

    @Override
    public void write(JsonWriter out, Point value) {
      out.beginObject();
      out.name("x");
      out.value(value.x());
      out.endObject();
    }

    @Override
    public Point fromObject(JsonObject object) {
      direct++;
      return new Point(JsonMembers.requiredInt(object, "x"), JsonMembers.optionalString(object, "label"));
    }

    @Override
    public JsonObject toObject(Point value) {
      return JsonObject.builder(1).put("x", value.x()).build();
    }
  }

  @Test
  void membersReadAsAReaderReadsThem() {
    JsonObject object = Json.parse("{\"i\":2.0,\"l\":1e12,\"d\":0.5,\"b\":true,\"s\":\"x\",\"n\":null}").asObject();
    assertEquals(2, JsonMembers.requiredInt(object, "i"));
    assertEquals(1_000_000_000_000L, JsonMembers.requiredLong(object, "l"));
    assertEquals(0.5, JsonMembers.requiredDouble(object, "d"));
    assertEquals(true, JsonMembers.requiredBoolean(object, "b"));
    assertEquals("x", JsonMembers.requiredString(object, "s"));
    assertNull(JsonMembers.optionalString(object, "n"));
    assertNull(JsonMembers.optionalInt(object, "absent"));
    assertEquals(Long.valueOf(2), JsonMembers.optionalLong(object, "i"));
    assertEquals(Double.valueOf(0.5), JsonMembers.optionalDouble(object, "d"));
    assertEquals(Boolean.TRUE, JsonMembers.optionalBoolean(object, "b"));
  }

  @Test
  void aMemberThatDoesNotFitIsNamedByItsPointer() {
    JsonObject object = Json.parse("{\"a/b\":\"1\",\"big\":4294967296,\"n\":null}").asObject();
    JsonException string = assertThrows(JsonException.class, () -> JsonMembers.requiredInt(object, "a/b"));
    assertEquals("/a~1b", string.pointer());
    assertEquals("expected a number but found string at /a~1b", string.getMessage());
    assertEquals("/big", assertThrows(JsonException.class, () -> JsonMembers.optionalInt(object, "big")).pointer());
    assertThrows(JsonException.class, () -> JsonMembers.requiredString(object, "n"));
    assertThrows(JsonException.class, () -> JsonMembers.requiredBoolean(object, "absent"));
  }

  @Test
  void valuesToWriteFollowTheWriter() {
    assertSame(JsonNull.INSTANCE, JsonMembers.stringValue(null));
    assertEquals(JsonString.of("x"), JsonMembers.stringValue("x"));
    assertThrows(JsonException.class, () -> JsonMembers.numberValue(Double.NaN));
  }

  @Test
  void decodeTakesTheDirectPathAndReadsAgainToNameAMisfit() {
    PointCodec codec = new PointCodec();
    assertEquals(new Point(3, "p"), Json.decode(Json.parse("{\"label\":\"p\",\"x\":3}"), codec));
    assertEquals(1, codec.direct);
    JsonException missing = assertThrows(JsonException.class, () -> Json.decode(Json.parse("{\"y\":1}"), codec));
    assertEquals("Point needs member \"x\"", missing.getMessage());
    assertEquals(2, codec.direct);
    JsonException notAnObject = assertThrows(JsonException.class, () -> Json.decode(Json.parse("[1]"), codec));
    assertEquals("expected an object but found an array", notAnObject.getMessage());
    assertEquals(2, codec.direct);
    assertEquals(Json.parse("{\"x\":7}"), Json.toValue(new Point(7, null), codec));
  }

  @Test
  void aPresizedBuilderBuildsTheSameObject() {
    assertEquals(JsonObject.builder().put("a", 1).put("b", 2).put("c", 3).build(),
        JsonObject.builder(3).put("a", 1).put("b", 2).put("c", 3).build());
    assertSame(JsonObject.empty(), JsonObject.builder(0).build());
  }
}
