package io.mcpgen.runtime.state;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class PayloadFormatTest {

  private static byte[] write(JsonValue payload) {
    TokenBuffer buffer = new TokenBuffer(4);
    PayloadFormat.write(payload, buffer);
    return Arrays.copyOf(buffer.array(), buffer.size());
  }

  private static JsonValue read(byte[] bytes) throws StateRejectedException {
    return PayloadFormat.read(bytes, 0, bytes.length);
  }

  @Test
  void aPayloadTravelsAsItsCompactJsonBehindItsDepth() throws StateRejectedException {
    JsonValue payload = Json.parse("{\"step\":\"confirm\",\"answers\":{\"q\":{\"n\":[1,2.50,{\"é\":true}]}}}");
    byte[] bytes = write(payload);
    assertEquals(PayloadFormat.JSON, bytes[0]);
    assertEquals(5, (bytes[1] & 0xff) << 8 | bytes[2] & 0xff, "object, object, object, array, object");
    assertEquals(Json.stringify(payload), new String(bytes, 3, bytes.length - 3, java.nio.charset.StandardCharsets.UTF_8));
    JsonValue back = read(bytes);
    assertEquals(payload, back);
    assertEquals(Json.stringify(payload), Json.stringify(back), "same spelling: 2.50 keeps its scale");
  }

  @Test
  void scalarsAndEmptyContainersAreJsonToo() throws StateRejectedException {
    for (String text : new String[] {"null", "0", "-1.0e5", "\"\"", "\"x\"", "true", "{}", "[]", "[[]]"}) {
      JsonValue payload = Json.parse(text);
      byte[] bytes = write(payload);
      assertEquals(PayloadFormat.JSON, bytes[0], text);
      assertEquals(payload, read(bytes), text);
    }
  }

  /** JSON text would bring a lone surrogate back as U+FFFD; the binary form keeps it. */
  @Test
  void aLoneSurrogateMakesThePayloadBinary() throws StateRejectedException {
    JsonValue payload = JsonObject.builder().put("text", "half \ud83d of a pair").put("n", 1).build();
    byte[] bytes = write(payload);
    assertEquals(PayloadFormat.BINARY, bytes[0]);
    JsonValue back = read(bytes);
    assertEquals(payload, back);
    assertEquals("half \ud83d of a pair", back.asObject().get("text").asString());
  }

  /** Deeper than JSON text may nest (500), up to the binary form's limit (1000). */
  @Test
  void aDeepPayloadIsBinaryUpToItsLimit() throws StateRejectedException {
    JsonValue deep = JsonArray.empty();
    for (int i = 1; i < 600; i++) {
      deep = JsonArray.of(deep);
    }
    byte[] bytes = write(deep);
    assertEquals(PayloadFormat.BINARY, bytes[0]);
    assertEquals(deep, read(bytes));
    JsonValue tooDeep = deep;
    for (int i = 600; i < 1001; i++) {
      tooDeep = JsonArray.of(tooDeep);
    }
    JsonValue refused = tooDeep;
    assertEquals("the requestState payload is nested deeper than 1000 levels",
        assertThrows(IllegalArgumentException.class, () -> write(refused)).getMessage());
  }

  @Test
  void anUnknownFormOrAShortPayloadIsMalformed() {
    for (byte[] bytes : new byte[][] {{}, {2, 0, 0, '0'}, {-1}, {0, 0, 1}, {1}}) {
      StateRejectedException rejected = assertThrows(StateRejectedException.class, () -> read(bytes),
          Arrays.toString(bytes));
      assertEquals(RejectionReason.MALFORMED, rejected.reason());
    }
  }

  /** A payload that is only passed on is written into the next token as the text it came in. */
  @Test
  void aPayloadPassedOnUnreadIsCopied() throws StateRejectedException {
    JsonValue payload = Json.parse("{\"answers\":{\"seat\":\"14C\"},\"list\":[1,2]}");
    byte[] first = write(payload);
    byte[] second = write(read(first));
    assertEquals(Arrays.toString(first), Arrays.toString(second));
    assertEquals(JsonString.of("14C"), read(second).asObject().get("answers").asObject().get("seat"));
  }
}
