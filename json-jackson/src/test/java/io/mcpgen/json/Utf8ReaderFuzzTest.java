package io.mcpgen.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;

/**
 * The byte JSON reader against the Jackson reader it replaced, on arbitrary bytes: the same
 * accept or refuse decision and, when both accept, the same value. The deliberate differences
 * are those {@code Utf8JsonDifferentialTest} documents (lone escaped surrogates, UTF-16/32
 * detection); they are allowed here in exactly the same shape and nowhere else.
 */
class Utf8ReaderFuzzTest {

  @FuzzTest(maxDuration = "24h")
  void parseAgreesWithJackson(byte[] json) {
    JsonValue ours = null;
    JsonException ourError = null;
    try {
      ours = Json.parse(json);
    } catch (JsonException e) {
      ourError = e;
    }
    // Anything but a JsonException escaping the parse fails the target.
    JsonValue theirs = null;
    RuntimeException theirError = null;
    try {
      theirs = Utf8JsonDifferentialTest.normalize(JacksonBackend.parse(json));
    } catch (JsonException | NumberFormatException e) {
      theirError = e;
    }
    String where = HexFormat.of().formatHex(json) + " (" + new String(json, StandardCharsets.UTF_8) + ")";
    if (ourError != null && looksLikeWideEncoding(json)) {
      // Jackson reads these bytes as UTF-16 or UTF-32 and may accept them, or refuse them for
      // their encoding (not their syntax); here they are UTF-8 and refused as syntax.
      assertTrue(ourError instanceof JsonSyntaxException, where);
      return;
    }
    if (theirError != null && theirError.getMessage().matches("(?s).*surrogate.*in property name.*")) {
      // Jackson stops at a lone escaped surrogate in a name; this reader reads it as U+FFFD and
      // goes on, so it accepts, or refuses for what comes later (a duplicate name, a syntax error).
      if (ourError == null) {
        assertTrue(Json.stringify(ours).contains("\ufffd"), where);
      }
      return;
    }
    JsonException refusal = ourError;
    RuntimeException jackson = theirError;
    assertEquals(theirError == null, ourError == null, () -> where + "\n jackson " + jackson + "\n ours " + refusal);
    if (ourError != null && ourError.isSyntaxError() != (theirError instanceof JsonSyntaxException
        || theirError instanceof NumberFormatException)) {
      // One names a repeated name, the other a syntax error: both are there, named in another order.
      assertTrue(JacksonBackend.isMalformed(json), () -> where + "\n jackson " + jackson + "\n ours " + refusal);
      return;
    }
    if (ourError == null) {
      assertEquals(theirs, ours, where);
    } else if (theirError instanceof JsonSyntaxException || theirError instanceof NumberFormatException) {
      assertTrue(ourError.isSyntaxError(), () -> where + "\n jackson " + jackson + "\n ours " + refusal);
    } else {
      // Refused for content, not syntax (a duplicate member name): the same message.
      assertEquals(theirError.getMessage(), ourError.getMessage(), where);
    }
    if (ours != null) {
      // What is accepted prints to text that reads back as the same value.
      assertEquals(ours, Json.parse(Json.encode(ours, JsonValue.CODEC)), where);
    }
  }

  /** True when Jackson would read the bytes as UTF-16 or UTF-32 (a zero among the first four). */
  private static boolean looksLikeWideEncoding(byte[] json) {
    for (int i = 0; i < Math.min(4, json.length); i++) {
      if (json[i] == 0) {
        return true;
      }
    }
    return false;
  }
}
