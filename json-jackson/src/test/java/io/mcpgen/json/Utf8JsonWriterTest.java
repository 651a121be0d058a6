package io.mcpgen.json;

import io.mcpgen.testkit.json.RandomJson;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** What the byte writer writes and what it refuses. */
class Utf8JsonWriterTest {

  /** Writes whatever the test does with the writer. */
  private static JsonCodec<Consumer<JsonWriter>> script() {
    return new JsonCodec<>() {
      @Override
      public Consumer<JsonWriter> read(JsonReader in) {
        throw new UnsupportedOperationException();
      }

      @Override
      public void write(JsonWriter out, Consumer<JsonWriter> value) {
        value.accept(out);
      }
    };
  }

  private static String write(Consumer<JsonWriter> steps) {
    return Json.encodeToString(steps, script());
  }

  @Test
  void stringsEscapeWhatJsonRequiresAndNothingElse() {
    String text = "\"\\/\b\f\n\r\t\u0000\u001f\u007f é € \ud83d\ude00 \u2028";
    assertEquals("\"\\\"\\\\/\\b\\f\\n\\r\\t\\u0000\\u001F\u007f é € \ud83d\ude00 \u2028\"",
        Json.encodeToString(text, JsonCodecs.STRING));
    assertEquals("\"a\\uD800b\\uDFFF\"", Json.encodeToString("a\ud800b\udfff", JsonCodecs.STRING));
    // What the writer escapes, the reader reads back; a lone surrogate reads as U+FFFD.
    assertEquals(text, Json.decode(Json.encode(text, JsonCodecs.STRING), JsonCodecs.STRING));
    assertEquals("a\ufffdb", Json.decode(Json.encode("a\ud800b", JsonCodecs.STRING), JsonCodecs.STRING));
  }

  /**
   * Short strings (read character by character) and longer ones (copied out in bulk) spell
   * every character that needs care the same as Jackson does, wherever it stands.
   */
  @Test
  void everySpecialCharacterAtEveryPlaceOfShortAndLongStrings() {
    // '?' is what a character outside Latin-1 becomes in the writer's bulk copy, and U+0141,
    // U+4E22, U+015C and U+0100 end in the bytes of 'A', '"', '\' and NUL.
    String[] specials = {"\"", "\\", "\n", "\u0001", "\u001f", "\u007f", "\u0080", "é", "€", "\ud83d\ude00",
        "\ud800", "\udfff", "?", "\u0141", "\u4e22", "\u015c", "\u0100", "?€", "€?", "\n?\t"};
    for (int length : new int[] {1, 2, 15, 16, 17, 40}) {
      for (String special : specials) {
        for (int at = 0; at < length; at++) {
          String text = "a".repeat(at) + special + "b".repeat(length - at - 1);
          String expected = new String(JacksonBackend.encode(text, JsonCodecs.STRING), StandardCharsets.UTF_8);
          assertEquals(expected, Json.encodeToString(text, JsonCodecs.STRING), "as a value: " + text);
          JsonValue tree = JsonArray.of(List.of(JsonString.of(text)));
          assertEquals('[' + expected + ']', Json.stringify(tree), "in a tree: " + text);
        }
      }
    }
  }

  @Test
  void longStringsWithCharactersToWatchAllAlongAreSpelledAsJacksonSpellsThem() throws Exception {
    for (int length : new int[] {511, 512, 513, 1500, 70_000}) {
      StringBuilder text = new StringBuilder();
      for (int i = 0; i < length; i++) {
        text.append(i % 37 == 0 ? '\n' : i % 53 == 0 ? '?' : i % 61 == 0 ? '"' : (char) ('a' + i % 26));
      }
      String latin = text.toString();
      String wide = latin + "\u20ac" + latin;
      for (String value : new String[] {latin, wide, "x".repeat(length)}) {
        byte[] expected = JacksonBackend.encode(value, JsonCodecs.STRING);
        assertArrayEquals(expected, Json.encode(value, JsonCodecs.STRING));
        java.io.ByteArrayOutputStream streamed = new java.io.ByteArrayOutputStream();
        Json.encode(value, JsonCodecs.STRING, streamed);
        assertArrayEquals(expected, streamed.toByteArray(), "streamed");
      }
    }
  }

  @Test
  void numbersAreSpelledAsTheirTypesSpellThem() {
    assertEquals("[0,-1,9223372036854775807,-9223372036854775808,-2147483648,1.0E10,0.1,-0.0,1E+5,1.50,"
        + "123456789012345678901234567890]", write(out -> {
          out.beginArray();
          out.value(0);
          out.value(-1L);
          out.value(Long.MAX_VALUE);
          out.value(Long.MIN_VALUE);
          out.value(Integer.MIN_VALUE);
          out.value(1e10);
          out.value(0.1);
          out.value(-0.0);
          out.value(new BigDecimal("1e5"));
          out.value(JsonNumber.parse("1.50"));
          out.value(JsonNumber.parse("123456789012345678901234567890"));
          out.endArray();
        }));
    assertThrows(JsonException.class, () -> Json.encode(Double.NaN, JsonCodecs.DOUBLE));
    assertThrows(JsonException.class, () -> Json.encode(Double.NEGATIVE_INFINITY, JsonCodecs.DOUBLE));
  }

  @Test
  void nullsAndNamesFromConstantsOrStrings() {
    JsonName name = JsonName.of("na\"me");
    assertEquals("{\"na\\\"me\":null,\"x/y\":null,\"z\":null,\"w\":null}", write(out -> {
      out.beginObject();
      out.name(name);
      out.value((String) null);
      out.name("x/y");
      out.value((JsonValue) null);
      out.name("z");
      out.value((BigDecimal) null);
      out.name("w");
      out.nullValue();
      out.endObject();
    }));
  }

  @Test
  void structureMistakesAreRefused() {
    assertThrows(JsonException.class, () -> write(out -> out.name("a")));
    assertThrows(JsonException.class, () -> write(out -> {
      out.beginObject();
      out.value(1);
    }));
    assertThrows(JsonException.class, () -> write(out -> {
      out.beginObject();
      out.name("a");
      out.name("b");
    }));
    assertThrows(JsonException.class, () -> write(out -> {
      out.beginObject();
      out.endArray();
    }));
    assertThrows(JsonException.class, () -> write(out -> {
      out.value(1);
      out.value(2);
    }));
    assertEquals("the written JSON value is not complete",
        assertThrows(JsonException.class, () -> write(JsonWriter::beginArray)).getMessage());
    assertThrows(JsonException.class, () -> write(out -> { }));
  }

  @Test
  void nestingBeyond500IsRefused() {
    JsonValue ok = Json.parse("[".repeat(500) + "]".repeat(500));
    assertEquals(1000, Json.stringify(ok).length());
    JsonValue deeper = JsonArray.of(ok);
    assertThrows(JsonException.class, () -> Json.stringify(deeper));
    // A kept text copied into a deeper document obeys the limit too.
    JsonValue kept = Json.parse("{\"a\":" + "[".repeat(499) + "]".repeat(499) + "}").asObject().get("a");
    assertEquals(kept, Json.parse(Json.stringify(JsonArray.of(kept))).asArray().get(0));
    assertThrows(JsonException.class, () -> Json.stringify(JsonArray.of(JsonArray.of(kept))));
  }

  @Test
  void anEncodeInsideAnEncodeGetsItsOwnBuffer() {
    JsonCodec<String> embedding = new JsonCodec<>() {
      @Override
      public String read(JsonReader in) {
        return in.readString();
      }

      @Override
      public void write(JsonWriter out, String value) {
        out.beginArray();
        out.value(value);
        out.value(Json.encodeToString(List.of(value, value), JsonCodecs.listOf(JsonCodecs.STRING)));
        out.value(value);
        out.endArray();
      }
    };
    assertEquals("[\"v\",\"[\\\"v\\\",\\\"v\\\"]\",\"v\"]", Json.encodeToString("v", embedding));
  }

  @Test
  void aWriterKeptPastItsEncodeCannotTouchLaterOutput() {
    JsonWriter[] kept = new JsonWriter[1];
    write(out -> {
      kept[0] = out;
      out.value("first");
    });
    String second = write(out -> {
      out.beginArray();
      kept[0].value("stale");
      out.value("second");
      out.endArray();
    });
    assertEquals("[\"second\"]", second);
  }

  @Test
  void streamsGetTheSameBytesAsArrays() {
    JsonValue big = new RandomJson(3).array(6);
    StringBuilder many = new StringBuilder("[");
    for (int i = 0; i < 3000; i++) {
      many.append(i == 0 ? "" : ",").append("\"element ").append(i).append('"');
    }
    for (JsonValue value : List.of(big, Json.parse(many.append(']').toString()))) {
      ByteArrayOutputStream viaEncode = new ByteArrayOutputStream();
      Json.encode(value, JsonValue.CODEC, viaEncode);
      ByteArrayOutputStream viaWriter = new ByteArrayOutputStream();
      try (JsonWriter writer = Json.writer(viaWriter)) {
        writer.value(value);
      }
      byte[] expected = Json.encode(value, JsonValue.CODEC);
      assertArrayEquals(expected, viaEncode.toByteArray());
      assertArrayEquals(expected, viaWriter.toByteArray());
      assertEquals(value, Json.parse(new String(expected, StandardCharsets.UTF_8)));
    }
  }
}
