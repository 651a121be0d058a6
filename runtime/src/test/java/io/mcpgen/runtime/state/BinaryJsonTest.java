package io.mcpgen.runtime.state;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.fail;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.testkit.json.RandomJson;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class BinaryJsonTest {

  private static byte[] encode(JsonValue value) {
    TokenBuffer buffer = new TokenBuffer(8);
    BinaryJson.write(value, buffer);
    return Arrays.copyOf(buffer.array(), buffer.size());
  }

  private static JsonValue roundTrip(JsonValue value) throws StateRejectedException {
    byte[] bytes = encode(value);
    return BinaryJson.read(bytes, 0, bytes.length);
  }

  @Test
  void keepsEveryValueExactly() throws StateRejectedException {
    List<JsonValue> values = List.of(
        Json.parse("{\"b\":1,\"a\":[true,false,null,{}],\"\":[],\"c\":{\"d\":\"\"}}"),
        JsonNumber.of(Long.MIN_VALUE), JsonNumber.of(Long.MAX_VALUE), JsonNumber.of(0), JsonNumber.of(-1),
        JsonNumber.of(new BigDecimal("1.0")), JsonNumber.of(new BigDecimal("-0.000")),
        JsonNumber.of(new BigDecimal("1E+400")), JsonNumber.of(new BigDecimal("-6.02214076e-23")),
        JsonNumber.of(new BigInteger("123456789012345678901234567890")),
        JsonString.of("ascii"), JsonString.of("é€𝄞"), JsonString.of("x\u0000y\"\\"),
        JsonString.of("lone \ud800 high"), JsonString.of("lone \udc00 low"), JsonString.of("\udbff"),
        JsonString.of("pair at the end \ud834\udd1e"),
        // Lengths around the one-byte and two-byte varint limits, in bytes of UTF-8.
        JsonString.of("x".repeat(127)), JsonString.of("x".repeat(128)), JsonString.of("é".repeat(64)),
        JsonString.of("x".repeat(16383)), JsonString.of("x".repeat(16384)), JsonString.of("€".repeat(40000)));
    for (JsonValue value : values) {
      JsonValue back = roundTrip(value);
      assertEquals(value, back);
      assertEquals(value.toString(), back.toString(), "same spelling: scale and member order kept");
    }
    JsonObject ordered = (JsonObject) roundTrip(Json.parse("{\"z\":1,\"a\":2,\"m\":3}"));
    assertEquals(List.of("z", "a", "m"), List.copyOf(ordered.names()));
  }

  /** Many names share cache slots; each read must still give back exactly its own names. */
  @Test
  void namesSurviveTheNameCache() throws StateRejectedException {
    JsonObject.Builder builder = JsonObject.builder();
    for (int i = 0; i < 5000; i++) {
      builder.put("n" + i, JsonNumber.of(i));
      builder.put("é" + i, JsonString.of("v" + i));
    }
    builder.put("x".repeat(32), JsonNumber.of(1)).put("x".repeat(33), JsonNumber.of(2)).put("", JsonNumber.of(3));
    JsonObject many = builder.build();
    for (int pass = 0; pass < 3; pass++) {
      JsonObject back = (JsonObject) roundTrip(many);
      assertEquals(many, back);
      assertEquals(List.copyOf(many.names()), List.copyOf(back.names()));
    }
  }

  @Test
  void anyStringRoundTrips() throws StateRejectedException {
    for (long seed = 0; seed < 300; seed++) {
      String s = new RandomJson(seed).anyText(200);
      assertEquals(s, roundTrip(JsonString.of(s)).asString(), "seed " + seed);
    }
  }

  @Test
  void nestingIsLimited() throws StateRejectedException {
    JsonValue deep = JsonArray.empty();
    for (int i = 1; i < BinaryJson.MAX_DEPTH; i++) {
      deep = JsonArray.of(deep);
    }
    assertEquals(deep, roundTrip(deep));
    JsonValue tooDeep = JsonArray.of(deep);
    IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> encode(tooDeep));
    assertEquals("the requestState payload is nested deeper than 1000 levels", refused.getMessage());
    // Forged deeper bytes are refused by the reader too.
    byte[] bytes = new byte[2 * BinaryJson.MAX_DEPTH + 2];
    for (int i = 0; i < bytes.length; i += 2) {
      bytes[i] = 7;
      bytes[i + 1] = 1;
    }
    bytes[bytes.length - 1] = 0;
    assertMalformed(bytes);
  }

  @Test
  void inconsistentBytesAreMalformed() {
    assertMalformed(new byte[0]);
    assertMalformed(new byte[] {9});                       // unknown tag
    assertMalformed(new byte[] {0, 0});                    // trailing byte
    assertMalformed(new byte[] {5, 5, 'a'});               // string longer than what is left
    assertMalformed(new byte[] {6, 2, 0, 'a'});            // UTF-16 string longer than what is left
    assertMalformed(new byte[] {7, 3, 0, 0});              // array with fewer elements
    assertMalformed(new byte[] {8, 1, 0, 0});              // object name without a string tag
    assertMalformed(new byte[] {8, 2, 5, 1, 'a', 0, 5, 1, 'a', 0}); // duplicate name
    assertMalformed(new byte[] {4, 0, 0});                 // decimal without digits
    assertMalformed(new byte[] {3, (byte) 0x80, (byte) 0x80}); // truncated varint
    byte[] endless = new byte[12];
    Arrays.fill(endless, (byte) 0xff);
    endless[0] = 3;
    assertMalformed(endless);                              // varint over 64 bits
    assertMalformed(new byte[] {7, (byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff,
        (byte) 0xff, (byte) 0xff, (byte) 0xff, 1});        // negative count
  }

  /** The reader runs only on authentic bytes, but must stay total on any input. */
  @Test
  void arbitraryBytesAreReadOrRefusedNeverThrown() {
    for (long seed = 0; seed < 2000; seed++) {
      RandomJson random = new RandomJson(seed);
      byte[] bytes = random.bytes(64);
      // Half the inputs start with a valid tag, so the reader gets past the first byte.
      if (bytes.length > 0 && seed % 2 == 0) {
        bytes[0] = (byte) random.nextInt(0, 9);
      }
      try {
        BinaryJson.read(bytes, 0, bytes.length);
      } catch (StateRejectedException expected) {
        assertEquals(RejectionReason.MALFORMED, expected.reason(), "seed " + seed);
      } catch (RuntimeException e) {
        throw new AssertionError("seed " + seed + ": reader threw " + e + " on " + Arrays.toString(bytes), e);
      }
    }
  }

  private static void assertMalformed(byte[] bytes) {
    try {
      JsonValue value = BinaryJson.read(bytes, 0, bytes.length);
      fail("read " + value + " from " + Arrays.toString(bytes));
    } catch (StateRejectedException expected) {
      assertEquals(RejectionReason.MALFORMED, expected.reason());
    }
  }
}
