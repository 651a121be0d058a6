package io.mcpgen.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The byte reader's own rules, beyond what the differential test compares with Jackson. */
class Utf8JsonReaderTest {

  private static byte[] utf8(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }

  private static JsonException refused(String text, JsonCodec<?> codec) {
    return assertThrows(JsonException.class, () -> Json.decode(utf8(text), codec));
  }

  @Test
  void syntaxErrorsSayWhatAndAtWhichByte() {
    JsonException e = refused("{\"a\":1,}", JsonValue.CODEC);
    assertTrue(e.isSyntaxError());
    assertEquals("malformed JSON: expected a member name but found '}' at byte 7", e.getMessage());
    assertEquals("malformed JSON: leading zeros are not allowed at byte 2",
        refused("[01]", JsonValue.CODEC).getMessage());
    assertTrue(refused("[1] // comment", JsonValue.CODEC).isSyntaxError());
    assertTrue(refused("{\"a\":NaN}", JsonValue.CODEC).isSyntaxError());
  }

  /**
   * A string expected to be one of a few (an enum's spelling, a constant) comes back as the
   * caller's own instance however it is written, from bytes and from a tree alike, and as itself
   * when it is none of them.
   */
  @Test
  void anExpectedStringComesBackAsTheCallersInstance() {
    String[] expected = {new String("accept"), new String("caf\u00e9"), new String("a\"b")};
    String json = "[\"accept\",\"acc\\u0065pt\",\"caf\u00e9\",\"a\\\"b\",\"acceptance\",\"\",\"decline\"]";
    for (JsonReader in : new JsonReader[] {Json.reader(utf8(json)), Json.reader(Json.parse(utf8(json)))}) {
      in.beginArray();
      assertSame(expected[0], in.readString(expected));
      assertSame(expected[0], in.readString(expected), "escaped");
      assertSame(expected[1], in.readString(expected), "beyond ASCII");
      assertSame(expected[2], in.readString(expected), "with an escape");
      assertEquals("acceptance", in.readString(expected));
      assertEquals("", in.readString(expected));
      assertEquals("decline", in.readString(new String[0]));
      in.endArray();
    }
    JsonException notAString = refused("[1]", new JsonCodec<String>() {
      @Override
      public String read(JsonReader in) {
        in.beginArray();
        return in.readString(expected);
      }

      @Override
      public void write(JsonWriter out, String value) {
        throw new UnsupportedOperationException();
      }
    });
    assertEquals("/0", notAString.pointer());
  }

  @Test
  void integerReadsAcceptIntegralSpellingsOnly() {
    assertEquals(2, Json.decode("2.0", JsonCodecs.INTEGER));
    assertEquals(-200L, Json.decode("-2e2", JsonCodecs.LONG));
    assertEquals(0L, Json.decode("-0", JsonCodecs.LONG));
    assertEquals(Long.MAX_VALUE, Json.decode("9223372036854775807", JsonCodecs.LONG));
    assertEquals(Long.MIN_VALUE, Json.decode("-9223372036854775808", JsonCodecs.LONG));
    assertEquals(Long.MIN_VALUE, Json.decode("-9223372036854775808.000", JsonCodecs.LONG));
    assertTrue(refused("9223372036854775808", JsonCodecs.LONG).getMessage().contains("fits 64 bits"));
    assertTrue(refused("2147483648", JsonCodecs.INTEGER).getMessage().contains("fits 32 bits"));
    assertTrue(refused("1.5", JsonCodecs.LONG).getMessage().contains("expected an integer but found 1.5"));
    assertTrue(refused("1e999999999", JsonCodecs.LONG).getMessage().contains("fits 64 bits"));
    assertFalse(refused("\"1\"", JsonCodecs.LONG).isSyntaxError());
    assertFalse(refused("1", JsonCodecs.STRING).isSyntaxError());
    assertFalse(refused("true", JsonCodecs.LONG).isSyntaxError());
  }

  @Test
  void doublesAreParsedAsJavaParsesThem() {
    String[] texts = {"0", "-0", "1", "0.1", "1e308", "1e309", "-1e309", "4.9e-324", "2e-324", "123456789012345678901234567890",
      "9007199254740993", "-9007199254740993", "9223372036854775807", "0.30000000000000004", "1.7976931348623157e308"};
    for (String text : texts) {
      assertEquals(Double.parseDouble(text), Json.decode(text, JsonCodecs.DOUBLE), text);
    }
  }

  @Test
  void numbersKeepTheirExactValue() {
    assertEquals("123456789012345678901234567890", Json.parse("123456789012345678901234567890").toString());
    assertEquals("1.50", Json.parse("1.50").toString());
    assertEquals("1E+400", Json.parse("1e400").toString());
    JsonException e = refused("1e2147483648", JsonValue.CODEC);
    assertTrue(e.isSyntaxError(), e.getMessage());
  }

  /**
   * Which exponents are held is the reader's rule, not the JDK's BigDecimal (JDK 17 and 25
   * differ): the same outcome from the byte reader and JsonNumber.parse (and, in mcpgen-json-jackson's
   * tests, from the reader over Jackson).
   */
  @Test
  void theRangeOfExponentsIsTheSameOnEveryJdkAndBehindEveryReader() {
    for (String text : EXPONENTS_HELD) {
      assertEquals(Json.parse(text).asNumber(), JsonNumber.parse(text), text);
    }
    for (String text : EXPONENTS_OUT_OF_RANGE) {
      JsonException ours = refused(text, JsonValue.CODEC);
      assertTrue(ours.isSyntaxError() && ours.getMessage().contains("number out of range"), text + ": " + ours);
      if (!text.startsWith("[")) {
        assertThrows(JsonException.class, () -> JsonNumber.parse(text), text);
      }
    }
  }

  /** Numbers every reader must hold, whatever the JDK's BigDecimal would do with them. */
  static final String[] EXPONENTS_HELD = {"1e2147483647", "-1E+2147483647", "1e-2147483647", "10e2147483647",
    "1e0000000000002", "0.5e2147483647", "1.25e-2147483645"};
  /** Numbers every reader must refuse as out of range (one inside an array). */
  static final String[] EXPONENTS_OUT_OF_RANGE = {"1e2147483648", "1e+02147483648", "0.1e2147483648",
    "1.5e2147483648", "-1e2147483648", "1e-2147483648", "0.1e-2147483647", "12e-2147483648", "1e-2147483649",
    "1e99999999999", "[1e4294967296]"};

  /** Reads {"range": {"from": int, "to": int}} as generated codecs do: members, then the object closed, then checked. */
  private static final JsonCodec<Integer> RANGE_QUERY = new JsonCodec<>() {
    @Override
    public Integer read(JsonReader in) {
      in.beginObject();
      Integer width = null;
      while (in.hasNext()) {
        if (in.nextName().equals("range")) {
          width = readRange(in);
        } else {
          in.skipValue();
        }
      }
      in.endObject();
      if (width == null) {
        throw in.missingMember("range");
      }
      return width;
    }

    private int readRange(JsonReader in) {
      in.beginObject();
      boolean hasFrom = false;
      boolean hasTo = false;
      int from = 0;
      int to = 0;
      while (in.hasNext()) {
        switch (in.nextName()) {
          case "from":
            from = in.readInt();
            hasFrom = true;
            break;
          case "to":
            to = in.readInt();
            hasTo = true;
            break;
          default:
            in.skipValue();
        }
      }
      in.endObject();
      if (!hasFrom) {
        throw in.missingMember("from");
      }
      if (!hasTo) {
        throw in.missingMember("a/b~c");
      }
      return to - from;
    }

    @Override
    public void write(JsonWriter out, Integer value) {
      throw new UnsupportedOperationException();
    }
  };

  @Test
  void aMissingMemberIsNamedByWhereItBelongsNotByATypeName() {
    String[][] cases = {
      {"{}", "/range"}, {"{\"x\":[1,{}],\"range\":{\"to\":2}}", "/range/from"},
      {"{\"range\":{\"from\":1}}", "/range/a~1b~0c"}
    };
    for (String[] c : cases) {
      for (JsonReader reader : List.of(Json.reader(utf8(c[0])), Json.reader(Json.parse(c[0])))) {
        JsonException e = assertThrows(JsonException.class, () -> RANGE_QUERY.read(reader), c[0]);
        assertEquals(c[1], e.pointer(), c[0]);
        assertEquals("missing required member", e.reason(), c[0]);
        assertEquals("missing required member at " + c[1], e.getMessage(), c[0]);
      }
    }
  }

  @Test
  void anIntegerBeyondAnIntIsRefusedForWhatAnIntHolds() {
    for (String text : new String[] {"1e2147483647", "3000000000", "-2147483649", "9223372036854775808", "2147483648.0"}) {
      for (JsonReader reader : List.of(Json.reader(utf8(text)), Json.reader(Json.parse(text)))) {
        JsonException e = assertThrows(JsonException.class, reader::readInt, text);
        assertTrue(e.getMessage().startsWith("expected an integer that fits 32 bits but found "), text + ": " + e);
      }
    }
  }

  @Test
  void trailingContentIsFoundOnlyWhenLookedFor() {
    JsonReader reader = Json.reader(utf8("{} x"));
    reader.beginObject();
    reader.endObject();
    JsonException e = assertThrows(JsonException.class, reader::peek);
    assertTrue(e.isSyntaxError());
    assertTrue(refused("{} x", JsonValue.CODEC).isSyntaxError());
    assertEquals(JsonObject.empty(), Json.parse(" \n{}\t "));
    assertEquals(JsonObject.empty(), Json.parse(new byte[] {(byte) 0xef, (byte) 0xbb, (byte) 0xbf, '{', '}'}));
    assertEquals(JsonToken.END_DOCUMENT, Json.reader(utf8("  ")).peek());
  }

  /** Skips every member's value, so nothing is built. */
  private static final JsonCodec<Integer> SKIP_MEMBERS = new JsonCodec<>() {
    @Override
    public Integer read(JsonReader in) {
      int count = 0;
      in.beginObject();
      while (in.hasNext()) {
        in.nextName();
        in.skipValue();
        count++;
      }
      in.endObject();
      return count;
    }

    @Override
    public void write(JsonWriter out, Integer value) {
      throw new UnsupportedOperationException();
    }
  };

  @Test
  void skippedValuesAreCheckedInFull() {
    assertEquals(2, Json.decode("{\"a\":[1,{\"b\":\"\\u00e9\"}],\"c\":null}", SKIP_MEMBERS));
    assertTrue(refused("{\"a\":\"\\x\"}", SKIP_MEMBERS).isSyntaxError());
    assertTrue(refused("{\"a\":[1,]}", SKIP_MEMBERS).isSyntaxError());
    assertTrue(refused("{\"a\":01}", SKIP_MEMBERS).isSyntaxError());
    assertTrue(assertThrows(JsonException.class, () -> Json.decode(
        new byte[] {'{', '"', 'a', '"', ':', '"', (byte) 0xc0, (byte) 0x80, '"', '}'}, SKIP_MEMBERS)).isSyntaxError());
  }

  @Test
  void nestingBeyond500IsRefusedWhetherBuiltSkippedOrKept() {
    String ok = "{\"a\":" + "[".repeat(499) + "]".repeat(499) + "}";
    String deep = "{\"a\":" + "[".repeat(500) + "]".repeat(500) + "}";
    assertEquals(1, Json.decode(ok, SKIP_MEMBERS));
    assertTrue(refused(deep, SKIP_MEMBERS).isSyntaxError());
    assertTrue(refused(deep, JsonValue.CODEC).isSyntaxError());
    assertTrue(refused(deep, JsonCodecs.mapOf(JsonValue.CODEC)).isSyntaxError());
    assertEquals(ok, Json.stringify(Json.parse(ok)));
  }

  @Test
  void memberNamesUpTo50000CharactersAreRead() {
    String longest = "n".repeat(50_000);
    assertEquals(1, Json.decode("{\"" + longest + "\":1}", SKIP_MEMBERS));
    assertTrue(refused("{\"" + longest + "n\":1}", SKIP_MEMBERS).isSyntaxError());
    assertTrue(refused("{\"" + longest + "\\u006e\":1}", SKIP_MEMBERS).isSyntaxError());
  }

  @Test
  void namesACodecDeclaresComeBackAsTheCodecsOwnInstance() {
    String declared = new String("aMemberNameNoOtherTestUses".toCharArray());
    JsonName.of(declared);
    JsonReader reader = Json.reader(utf8("{\"aMemberNameNoOtherTestUses\":1,\"short\":2}"));
    reader.beginObject();
    assertSame(declared, reader.nextName());
    reader.skipValue();
    assertEquals("short", reader.nextName());
  }

  @Test
  void namesOfEveryLengthAndSpellingAreReadRight() {
    // Around the eight-byte words the reader compares, near the end of the input, with escapes.
    for (int length = 0; length <= 40; length++) {
      String name = "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG".substring(0, length);
      for (String spelled : List.of(name, name + "\\u00e9", "\\t" + name, name + "é")) {
        String text = "{\"" + spelled + "\":0}";
        String expected = spelled.replace("\\u00e9", "é").replace("\\t", "\t");
        JsonObject object = Json.parse(text).asObject();
        assertEquals(List.of(expected), List.copyOf(object.names()), text);
        JsonReader reader = Json.reader(utf8("[{\"" + spelled + "\" : 0}, {\"" + spelled + "\":1}]"));
        reader.beginArray();
        reader.beginObject();
        assertEquals(expected, reader.nextName(), text);
        reader.skipValue();
        reader.endObject();
        reader.beginObject();
        assertEquals(expected, reader.nextName(), text);
      }
    }
  }

  @Test
  void pointersNameTheMemberOrElementBeingRead() {
    JsonCodec<Map<String, List<Map<String, Long>>>> codec =
        JsonCodecs.mapOf(JsonCodecs.listOf(JsonCodecs.mapOf(JsonCodecs.LONG)));
    JsonException e = refused("{\"a/b\":[{\"x\":1},{\"c~d\":\"no\"}]}", codec);
    assertEquals("/a~1b/1/c~0d", e.pointer());
    assertFalse(e.isSyntaxError());
    JsonException duplicate = refused("{\"a\":[{\"x\":1,\"x\":2}]}", JsonValue.CODEC);
    assertEquals("/a/0/x", duplicate.pointer());
    assertTrue(duplicate.getMessage().startsWith("duplicate member name \"x\""), duplicate.getMessage());
  }

  @Test
  void randomBytesEndInAValueOrAJsonException() {
    SplittableRandom random = new SplittableRandom(7);
    byte[] alphabet = utf8("{}[]:,\"\\/ 0123456789-+.eEtrufalsn\u00e9\ud83d\ude00");
    for (int i = 0; i < 50_000; i++) {
      byte[] bytes = new byte[random.nextInt(1, 24)];
      for (int j = 0; j < bytes.length; j++) {
        bytes[j] = random.nextInt(4) == 0 ? (byte) random.nextInt(256) : alphabet[random.nextInt(alphabet.length)];
      }
      try {
        Json.parse(bytes);
        Json.decode(bytes, SKIP_MEMBERS);
      } catch (JsonException expected) {
        // the only exception allowed
      }
    }
  }

  @Test
  void largeInputsTakeLinearWork() {
    // Each would take minutes if some step were quadratic; none asserts a time.
    int n = 200_000;
    StringBuilder members = new StringBuilder("{");
    for (int i = 0; i < n; i++) {
      members.append(i == 0 ? "" : ",").append("\"m").append(i).append("\":").append(i);
    }
    String object = members.append('}').toString();
    assertEquals(n, Json.parse(object).asObject().size());
    assertEquals(n, Json.decode("{\"o\":" + object + "}", JsonCodecs.mapOf(JsonValue.CODEC)).get("o").asObject().size());
    assertTrue(refused("{\"o\":" + object.replace("}", ",\"m7\":0}") + "}", JsonCodecs.mapOf(JsonValue.CODEC))
        .getMessage().contains("duplicate member name \"m7\""));
    String escapes = "\"" + "\\n\\u00e9\\\"".repeat(n) + "\"";
    assertEquals(3 * n, Json.parse(escapes).asString().length());
    String array = "[" + "1,".repeat(n) + "1]";
    assertEquals(n + 1, Json.parse(array).asArray().size());
    assertEquals(1, Json.decode("{\"a\":" + array + "}", SKIP_MEMBERS));
  }
}
