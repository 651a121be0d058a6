package io.mcpgen.json;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** {@link Json#encodeForLater} and {@link Json#parseWritten}: text written now, read back later. */
class WrittenTextTest {

  private static byte[] encode(JsonValue value, int expectedDepth) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    assertEquals(expectedDepth, Json.encodeForLater(value, out), String.valueOf(value));
    return out.toByteArray();
  }

  @Test
  void tellsHowDeeplyTheTextNests() {
    assertEquals("7", new String(encode(JsonNumber.of(7), 0), StandardCharsets.UTF_8));
    encode(Json.parse("{}"), 1);
    encode(Json.parse("{\"a\":1,\"b\":\"x\"}"), 1);
    encode(Json.parse("[[],{\"a\":[1]},3]"), 3);
    // Kept text counts with its own depth: the inner array is copied, not walked.
    JsonValue kept = Json.parse("{\"outer\":{\"inner\":[[1]]}}");
    encode(JsonObject.of("wrap", kept), 5);
  }

  @Test
  void writesInPlaceAfterWhatIsThereAsTheStreamGetsIt() {
    JsonValue value = Json.parse("{\"a\":[1,2.50,\"é\\n\"],\"note\":\"" + "x".repeat(600) + "\",\"b\":{\"c\":null}}");
    byte[] text = encode(value, 2);
    // A small buffer, so that the writer has to grow it and hand the new array back.
    GrowableBytes out = new GrowableBytes(8);
    out.write(new byte[] {1, 2, 3});
    assertEquals(2, Json.encodeForLater(value, out));
    assertEquals(3 + text.length, out.size());
    assertArrayEquals(new byte[] {1, 2, 3}, Arrays.copyOf(out.array(), 3));
    assertArrayEquals(text, Arrays.copyOfRange(out.array(), 3, out.size()));

    // The caller's array stays the caller's: encoding something else does not write into it.
    byte[] written = Arrays.copyOf(out.array(), out.size());
    Json.stringify(Json.parse("{\"other\":\"" + "y".repeat(2000) + "\"}"));
    assertArrayEquals(written, Arrays.copyOf(out.array(), out.size()));

    assertEquals(-1, Json.encodeForLater(JsonString.of("\udc00"), out));
  }

  @Test
  void aTreeTooDeepForTextLeavesTheBufferAtItsSize() {
    JsonValue deep = JsonNumber.of(1);
    for (int i = 0; i <= JsonLimits.MAX_DEPTH; i++) {
      deep = JsonArray.of(deep);
    }
    JsonValue tooDeep = deep;
    GrowableBytes out = new GrowableBytes(4);
    out.write('x');
    assertThrows(JsonException.class, () -> Json.encodeForLater(tooDeep, out));
    assertEquals(1, out.size());
    assertEquals('x', out.array()[0]);
  }

  @Test
  void growableBytesRefuseToMoveTheirEndOutOfRange() {
    GrowableBytes out = new GrowableBytes(4);
    out.write(new byte[] {1, 2});
    assertThrows(IndexOutOfBoundsException.class, () -> out.truncate(3));
    assertThrows(IndexOutOfBoundsException.class, () -> out.truncate(-1));
    assertThrows(IndexOutOfBoundsException.class, () -> out.skip(3));
    assertThrows(IndexOutOfBoundsException.class, () -> out.skip(-1));
    out.skip(2);
    out.truncate(1);
    assertEquals(1, out.size());
    assertThrows(IllegalArgumentException.class, () -> new GrowableBytes(-1));
  }

  @Test
  void saysWhenTheTextWouldNotGiveTheTreeBack() {
    assertEquals(-1, Json.encodeForLater(JsonString.of("\udc00"), new ByteArrayOutputStream()));
    assertEquals(-1, Json.encodeForLater(JsonObject.of("k\ud800", JsonNull.INSTANCE), new ByteArrayOutputStream()));
    encode(JsonString.of("pair \ud83d\ude00"), 0);
  }

  @Test
  void readsContainersLazilyAndScalarsAtOnce() {
    JsonValue value = Json.parse("{\"a\":[1,2.50,\"é\\n\"],\"b\":{\"c\":null}}");
    byte[] text = encode(value, 2);
    byte[] framed = new byte[text.length + 4];
    System.arraycopy(text, 0, framed, 2, text.length);

    JsonObject lazy = assertInstanceOf(JsonObject.class, Json.parseWritten(framed, 2, text.length, 2));
    assertNotNull(lazy.text, "kept as text until read");
    assertSame(framed, lazy.text.bytes, "kept where it lies, not copied");
    assertEquals(value, lazy);
    assertEquals(Json.stringify(value), Json.stringify(lazy));

    assertNull(((JsonObject) Json.parseWritten("{}".getBytes(StandardCharsets.UTF_8), 0, 2, 1)).text);
    assertEquals(JsonNumber.of(12), Json.parseWritten("12".getBytes(StandardCharsets.UTF_8), 0, 2, 0));
    assertInstanceOf(JsonArray.class, Json.parseWritten("[1]".getBytes(StandardCharsets.UTF_8), 0, 3, 1));
  }

  /** Only for text this layer wrote: anything else is not checked up front, but fails when read. */
  @Test
  void textNotWrittenHereFailsWhenFirstRead() {
    byte[] broken = "{\"a\":1,\"a\":2}".getBytes(StandardCharsets.UTF_8);
    JsonObject value = (JsonObject) Json.parseWritten(broken, 0, broken.length, 1);
    assertThrows(JsonException.class, () -> value.get("a"));
    byte[] truncated = "{\"a\":[1,}".getBytes(StandardCharsets.UTF_8);
    JsonValue prefix = Json.parseWritten(truncated, 0, truncated.length, 2);
    assertThrows(JsonException.class, () -> prefix.asObject().size());
  }

  /** The cache of written names must give each name its own bytes, escapes and all, whatever shares a slot. */
  @Test
  void writtenNamesStayExact() {
    JsonObject.Builder builder = JsonObject.builder();
    for (int i = 0; i < 3000; i++) {
      builder.put("n" + i, i);
      builder.put("q\"" + i + "\\\u0001é", i);
    }
    builder.put("x".repeat(32), 1).put("y".repeat(33), 2).put("", 3);
    JsonObject many = builder.build();
    String expected = new String(JacksonBackend.encode(many, JsonValueCodec.INSTANCE), StandardCharsets.UTF_8);
    for (int pass = 0; pass < 3; pass++) {
      assertEquals(expected, Json.stringify(many), "pass " + pass);
    }
  }

  /**
   * Names written again come from the cache, short ones as whole longs that may write past the
   * name: written forms of every length from 4 to 23 bytes, each followed by a shorter value.
   */
  @Test
  void namesWrittenFromTheCacheAreExact() {
    JsonObject.Builder builder = JsonObject.builder();
    for (int length = 1; length <= 20; length++) {
      builder.put("m".repeat(length), length % 10);
      builder.put("é".repeat(length), JsonArray.of());
    }
    JsonObject object = builder.build();
    String expected = new String(JacksonBackend.encode(object, JsonValueCodec.INSTANCE), StandardCharsets.UTF_8);
    byte[] junk = new byte[expected.length() * 2];
    Arrays.fill(junk, (byte) '#');
    for (int pass = 0; pass < 3; pass++) {
      assertEquals(expected, Json.stringify(object), "pass " + pass);
      // Into a buffer full of junk, so that a byte the writer skipped cannot pass for one that
      // the same text left in the same place before.
      GrowableBytes out = new GrowableBytes(0);
      out.write(junk);
      out.truncate(0);
      Json.encodeForLater(object, out);
      assertEquals(expected, new String(out.array(), 0, out.size(), StandardCharsets.UTF_8), "in place, pass " + pass);
    }
  }
}
