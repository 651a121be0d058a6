package io.mcpgen.runtime.json;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The byte reader and writer against the Jackson backend they replace, over seeded random
 * documents and a corpus of malformed ones: the same values parsed and printed, the same inputs
 * refused. Known, deliberate differences are spelled out where they are handled:
 * <ul>
 *   <li>an escaped surrogate without its partner reads as U+FFFD here; Jackson keeps it in a
 *       string value and refuses it in a member name;
 *   <li>Jackson reads UTF-16 and UTF-32 when the first bytes look like them; JSON is UTF-8 here.
 * </ul>
 */
class Utf8JsonDifferentialTest {

  private static final int DOCUMENTS = 2000;

  /** What a backend made of an input: a value, or a refusal. */
  private static final class Outcome {
    final JsonValue value;
    final RuntimeException error;

    Outcome(JsonValue value, RuntimeException error) {
      this.value = value;
      this.error = error;
    }

    boolean accepted() {
      return error == null;
    }

    @Override
    public String toString() {
      return accepted() ? "accepted " + value : "refused: " + error;
    }
  }

  private static Outcome ours(byte[] json) {
    try {
      return new Outcome(Json.parse(json), null);
    } catch (JsonException e) {
      return new Outcome(null, e);
    }
    // Anything else escapes and fails the test: only JsonException may come out of a parse.
  }

  private static Outcome jackson(byte[] json) {
    try {
      return new Outcome(normalize(JacksonBackend.parse(json)), null);
    } catch (JsonException e) {
      return new Outcome(null, e);
    } catch (NumberFormatException e) {
      return new Outcome(null, e); // Jackson's BigDecimal for an exponent beyond 32 bits
    }
  }

  /** Jackson's value as this reader reads it: lone surrogates become U+FFFD. */
  static JsonValue normalize(JsonValue value) {
    if (value instanceof JsonString) {
      return JsonString.of(wellFormed(((JsonString) value).value()));
    }
    if (value instanceof JsonArray) {
      List<JsonValue> elements = new ArrayList<>();
      ((JsonArray) value).elements().forEach(element -> elements.add(normalize(element)));
      return JsonArray.of(elements);
    }
    if (value instanceof JsonObject) {
      Map<String, JsonValue> members = new LinkedHashMap<>();
      ((JsonObject) value).members().forEach((name, member) -> members.put(wellFormed(name), normalize(member)));
      return JsonObject.of(members);
    }
    return value;
  }

  private static String wellFormed(String text) {
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
        out.append(c).append(text.charAt(++i));
      } else {
        out.append(Character.isSurrogate(c) ? '\ufffd' : c);
      }
    }
    return out.toString();
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

  private static void assertSameOutcome(byte[] json, String context) {
    Outcome ours = ours(json);
    Outcome jackson = jackson(json);
    String where = context + ": " + HexFormat.of().formatHex(json) + " (" + new String(json, StandardCharsets.UTF_8) + ")";
    if (!ours.accepted() && jackson.accepted() && looksLikeWideEncoding(json)) {
      assertTrue(ours.error instanceof JsonSyntaxException, where);
      return;
    }
    if (ours.accepted() && !jackson.accepted()
        && jackson.error.getMessage().matches("(?s).*surrogate.*in property name.*")) {
      assertTrue(Json.stringify(ours.value).contains("\ufffd"), where);
      return;
    }
    assertEquals(jackson.accepted(), ours.accepted(), () -> where + "\n jackson " + jackson + "\n ours " + ours);
    if (ours.accepted()) {
      assertEquals(jackson.value, ours.value, where);
    } else if (jackson.error instanceof JsonSyntaxException || jackson.error instanceof NumberFormatException) {
      assertTrue(((JsonException) ours.error).isSyntaxError(), () -> where + "\n jackson " + jackson + "\n ours " + ours);
    } else {
      // Refused for its content, not its syntax (a duplicate member name): the same message.
      assertEquals(jackson.error.getMessage(), ours.error.getMessage(), where);
    }
  }

  private static byte[] utf8(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }

  // ---- valid documents ------------------------------------------------------------------------

  @Test
  void randomValuesArePrintedByteForByteAsJacksonPrintsThem() {
    for (long seed = 0; seed < DOCUMENTS; seed++) {
      JsonValue value = new RandomJson(seed).value(4);
      byte[] ours = Json.encode(value, JsonValue.CODEC);
      byte[] jackson = JacksonBackend.encode(value, JsonValue.CODEC);
      String context = "seed " + seed;
      assertArrayEquals(jackson, ours, context);
      assertEquals(value, Json.parse(ours), context);
      assertEquals(new String(ours, StandardCharsets.UTF_8), Json.stringify(value), context);
    }
  }

  @Test
  void randomSpellingsParseToWhatJacksonParses() {
    for (long seed = 0; seed < DOCUMENTS; seed++) {
      RandomJson random = new RandomJson(seed);
      JsonValue value = random.value(4);
      byte[] text = utf8(random.text(value));
      String context = "seed " + seed;
      JsonValue ours = Json.parse(text);
      assertEquals(value, ours, context);
      assertEquals(JacksonBackend.parse(text), ours, context);
      assertArrayEquals(JacksonBackend.encode(ours, JsonValue.CODEC), Json.encode(ours, JsonValue.CODEC), context);
    }
  }

  @Test
  void doublesAreSpelledAsJacksonSpellsThem() {
    SplittableRandom random = new SplittableRandom(42);
    List<Double> doubles = new ArrayList<>(List.of(0.0, -0.0, 1.0, 0.1, 1e7, 1e-3, 1e21, 1e22, 1e23, 5e-324,
        Double.MIN_NORMAL, Double.MAX_VALUE, 9007199254740993.0, 123456789.125));
    for (int i = 0; i < 20_000; i++) {
      doubles.add(Double.longBitsToDouble(random.nextLong()));
      doubles.add(random.nextDouble() * Math.pow(10, random.nextInt(-30, 30)));
    }
    for (double d : doubles) {
      if (Double.isNaN(d) || Double.isInfinite(d)) {
        continue;
      }
      byte[] ours = Json.encode(d, JsonCodecs.DOUBLE);
      assertArrayEquals(JacksonBackend.encode(d, JsonCodecs.DOUBLE), ours, Double.toString(d));
      assertEquals(d, Json.decode(ours, JsonCodecs.DOUBLE), Double.toString(d));
    }
  }

  // ---- malformed documents --------------------------------------------------------------------

  @Test
  void everyTruncationIsJudgedAsJacksonJudgesIt() {
    for (long seed = 0; seed < 300; seed++) {
      RandomJson random = new RandomJson(seed);
      byte[] text = utf8(random.text(random.value(3)));
      for (int length = 0; length < text.length; length++) {
        byte[] prefix = java.util.Arrays.copyOf(text, length);
        assertSameOutcome(prefix, "seed " + seed + ", first " + length + " bytes");
      }
    }
  }

  private static final byte[] SPECIAL_BYTES = {
    '"', '\\', ',', ':', '{', '}', '[', ']', ' ', 'e', 'E', '.', '-', '+', '0', '1', 'u', 'n', 't', 'f',
    '/', '*', '\'', 0x00, 0x1f, 0x7f, (byte) 0x80, (byte) 0xbf, (byte) 0xc0, (byte) 0xc2, (byte) 0xe0,
    (byte) 0xed, (byte) 0xef, (byte) 0xf0, (byte) 0xf4, (byte) 0xf5, (byte) 0xff
  };

  @Test
  void bitFlipsInsertionsAndDeletionsAreJudgedAsJacksonJudgesThem() {
    for (long seed = 0; seed < DOCUMENTS; seed++) {
      RandomJson random = new RandomJson(seed);
      byte[] text = utf8(random.text(random.value(3)));
      if (text.length == 0) {
        continue;
      }
      SplittableRandom mutations = new SplittableRandom(seed);
      for (int i = 0; i < 30; i++) {
        byte[] mutant = mutate(text, mutations);
        assertSameOutcome(mutant, "seed " + seed + ", mutation " + i);
      }
    }
  }

  private static byte[] mutate(byte[] text, SplittableRandom random) {
    int at = random.nextInt(text.length);
    byte special = SPECIAL_BYTES[random.nextInt(SPECIAL_BYTES.length)];
    switch (random.nextInt(4)) {
      case 0: {
        byte[] flipped = text.clone();
        flipped[at] ^= (byte) (1 << random.nextInt(8));
        return flipped;
      }
      case 1: {
        byte[] replaced = text.clone();
        replaced[at] = special;
        return replaced;
      }
      case 2: {
        byte[] inserted = new byte[text.length + 1];
        System.arraycopy(text, 0, inserted, 0, at);
        inserted[at] = special;
        System.arraycopy(text, at, inserted, at + 1, text.length - at);
        return inserted;
      }
      default: {
        byte[] deleted = new byte[text.length - 1];
        System.arraycopy(text, 0, deleted, 0, at);
        System.arraycopy(text, at + 1, deleted, at, text.length - at - 1);
        return deleted;
      }
    }
  }

  /** Inputs each of which breaks one rule; both backends must refuse every one. */
  static final List<String> MALFORMED = List.of(
      "", " ", "{", "}", "[", "]", "{]", "[}", "{\"a\"}", "{\"a\":}", "{\"a\" 1}", "{\"a\":1,}", "[1,]",
      "[,1]", "[1,,2]", "{,}", "{\"a\":1 \"b\":2}", "[1 2]", "{'a':1}", "['a']", "{a:1}", "[\"a\"",
      "\"abc", "\"\\\"", "/* c */ 1", "// c\n1", "[1] // c", "1 /* c */", "#1", "01", "-01", "00",
      "1.", ".1", "-", "-.1", "+1", "1e", "1e+", "1E-", "1.e5", "0x10", "1_000", "NaN", "-NaN",
      "Infinity", "-Infinity", "nul", "tru", "fals", "True", "NULL", "nulll", "truefalse", "[true false]",
      "\"\t\"", "\"\n\"", "\"\u0000\"", "\"\u001f\"", "\"\\x41\"", "\"\\u12\"", "\"\\u12g4\"",
      "\"\\U0041\"", "\"\\a\"", "\"\\ \"", "\"\\", "\"\\u", "{} {}", "[] []", "1 2", "\"a\" \"b\"",
      "{}x", "[]1", "null,", "1]", "{\"a\":1}}", "[[]]]", "\u00a01", "\u20281", "\"a\"\u0000");

  @Test
  void handPickedMalformedInputsAreRefusedAsSyntaxErrors() {
    for (String text : MALFORMED) {
      byte[] json = utf8(text);
      assertSameOutcome(json, "malformed");
      JsonException e = assertRefused(json);
      assertTrue(e.isSyntaxError(), text + ": " + e);
    }
  }

  private static JsonException assertRefused(byte[] json) {
    try {
      Json.parse(json);
    } catch (JsonException e) {
      return e;
    }
    return fail("accepted " + new String(json, StandardCharsets.UTF_8));
  }

  @Test
  void everyTwoByteSequenceInAStringIsJudgedAsJacksonJudgesIt() {
    for (int b0 = 0x80; b0 <= 0xff; b0++) {
      for (int b1 = 0; b1 <= 0xff; b1++) {
        assertSameOutcome(new byte[] {'"', (byte) b0, (byte) b1, '"'}, "two bytes");
      }
    }
  }

  @Test
  void threeAndFourByteSequencesAroundTheBoundariesAreJudgedAsJacksonJudgesThem() {
    int[] leads = {0xe0, 0xe1, 0xec, 0xed, 0xee, 0xef, 0xf0, 0xf1, 0xf3, 0xf4, 0xf5, 0xf7, 0xf8, 0xfc, 0xfe};
    int[] continuations = {0x00, 0x22, 0x41, 0x7f, 0x80, 0x81, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc0, 0xc2, 0xff};
    for (int lead : leads) {
      for (int c1 : continuations) {
        for (int c2 : continuations) {
          assertSameOutcome(new byte[] {'"', (byte) lead, (byte) c1, (byte) c2, '"'}, "three bytes");
          assertSameOutcome(new byte[] {'[', '"', (byte) lead, (byte) c1, (byte) c2, (byte) 0x80, '"', ']'}, "four bytes");
          assertSameOutcome(new byte[] {'{', '"', (byte) lead, (byte) c1, (byte) c2, '"', ':', '1', '}'}, "in a name");
        }
      }
    }
  }

  @Test
  void escapedSurrogatesPairOrBecomeReplacementCharacters() {
    String[] texts = {
      "\"\\ud83d\\ude00\"", "\"\\uD83D\\uDE00\"", "\"\\ud800\"", "\"\\udc00\"", "\"\\ud800x\"",
      "\"\\ud800\\u0041\"", "\"\\ud800\\ud800\"", "\"\\udc00\\ud800\"", "\"\\ud800\\\"", "\"\\ud800\\n\"",
      "{\"\\ud800\":1}", "[\"a\\udfff\"]", "\"\\ud800\\udc00\\udc00\""
    };
    for (String text : texts) {
      assertSameOutcome(utf8(text), "surrogates");
    }
    assertEquals("\ufffdA", Json.parse("\"\\ud800\\u0041\"").asString());
    assertEquals("\ud83d\ude00", Json.parse("\"\\ud83d\\ude00\"").asString());
  }

  @Test
  void nestingIsLimitedTo500LevelsLikeJackson() {
    for (int depth = 498; depth <= 502; depth++) {
      assertSameOutcome(utf8("[".repeat(depth) + "]".repeat(depth)), "arrays " + depth);
      assertSameOutcome(utf8("{\"a\":".repeat(depth) + "1" + "}".repeat(depth)), "objects " + depth);
      assertSameOutcome(utf8("[{\"a\":".repeat(depth / 2) + "[" + "]" + "}]".repeat(depth / 2)), "mixed " + depth);
    }
    // Far deeper input is refused at the limit without exhausting the stack.
    byte[] deep = utf8("[".repeat(1_000_000));
    assertTrue(assertRefused(deep).isSyntaxError());
  }

  @Test
  void numbersAreLimitedTo1000CharactersLikeJackson() {
    for (int length = 996; length <= 1003; length++) {
      String digits = "7".repeat(length);
      assertSameOutcome(utf8(digits), "integer " + length);
      assertSameOutcome(utf8("-" + digits), "negative integer " + length);
      assertSameOutcome(utf8("[" + digits + "]"), "integer in an array " + length);
      assertSameOutcome(utf8("1." + digits.substring(2)), "fraction " + length);
      assertSameOutcome(utf8("-1." + digits.substring(2)), "negative fraction " + length);
      assertSameOutcome(utf8(digits.substring(3) + "e10"), "exponent " + length);
      assertSameOutcome(utf8("1." + digits.substring(6) + "e-10"), "fraction and exponent " + length);
      assertSameOutcome(utf8("0." + digits.substring(2)), "zero point " + length);
    }
  }

  @Test
  void numbersAtTheEdgesOfLongAndBeyondAreReadAsJacksonReadsThem() {
    String[] texts = {
      "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
      "999999999999999999", "1000000000000000000", "-999999999999999999", "18446744073709551616",
      "123456789012345678901234567890", "-0", "0", "-0.0", "0.0", "1e0", "1E+0", "1e-0", "1.5e300",
      "1e400", "-1e400", "1e-400", "4.9e-324", "2.2250738585072014E-308", "1e2147483647", "1e2147483648",
      "1e-2147483648", "1e-2147483649", "[1e999999999999]", "0.1000", "100e-2", "12.34E+56"
    };
    for (String text : texts) {
      assertSameOutcome(utf8(text), text);
    }
  }

  // ---- pointers -------------------------------------------------------------------------------

  @Test
  void pointersAndTypeErrorsMatchJacksonOnRandomWalks() {
    for (long seed = 0; seed < DOCUMENTS; seed++) {
      RandomJson random = new RandomJson(seed);
      byte[] text = utf8(random.value(4).toString());
      SplittableRandom choices = new SplittableRandom(seed);
      new PointerWalk(JacksonBackend.reader(text), Json.reader(text), choices, "seed " + seed).walk();
    }
  }

  /** Drives two readers through the same calls, comparing what they say after every step. */
  private static final class PointerWalk {
    private final JsonReader expected;
    private final JsonReader actual;
    private final SplittableRandom random;
    private final String context;
    private int step;

    PointerWalk(JsonReader expected, JsonReader actual, SplittableRandom random, String context) {
      this.expected = expected;
      this.actual = actual;
      this.random = random;
      this.context = context;
    }

    void walk() {
      value();
      compare();
    }

    private void compare() {
      step++;
      assertEquals(expected.pointer(), actual.pointer(), () -> context + ", step " + step);
    }

    private void value() {
      JsonToken token = expected.peek();
      assertEquals(token, actual.peek(), context);
      compare();
      if (random.nextInt(8) == 0) {
        wrongRead(token);
      }
      switch (random.nextInt(6)) {
        case 0:
          expected.skipValue();
          actual.skipValue();
          return;
        case 1:
          assertEquals(expected.readValue(), actual.readValue(), context);
          return;
        default:
          break;
      }
      switch (token) {
        case BEGIN_OBJECT:
          expected.beginObject();
          actual.beginObject();
          compare();
          while (both(expected.hasNext(), actual.hasNext())) {
            compare();
            assertEquals(expected.nextName(), actual.nextName(), context);
            compare();
            value();
            compare();
          }
          compare();
          expected.endObject();
          actual.endObject();
          break;
        case BEGIN_ARRAY:
          expected.beginArray();
          actual.beginArray();
          compare();
          while (both(expected.hasNext(), actual.hasNext())) {
            compare();
            value();
            compare();
          }
          compare();
          expected.endArray();
          actual.endArray();
          break;
        case STRING:
          assertEquals(expected.readString(), actual.readString(), context);
          break;
        case NUMBER:
          assertEquals(expected.readNumber(), actual.readNumber(), context);
          break;
        case BOOLEAN:
          assertEquals(expected.readBoolean(), actual.readBoolean(), context);
          break;
        default:
          assertEquals(expected.nextIsNull(), actual.nextIsNull(), context);
      }
      compare();
    }

    private boolean both(boolean expectedAnswer, boolean actualAnswer) {
      assertEquals(expectedAnswer, actualAnswer, context);
      return expectedAnswer;
    }

    /** A read of the wrong kind: both refuse it with the same message and leave the token. */
    private void wrongRead(JsonToken token) {
      int choice = random.nextInt(2);
      assertEquals(failure(expected, token, choice), failure(actual, token, choice), context);
    }

    private static String failure(JsonReader reader, JsonToken token, int choice) {
      try {
        if (token == JsonToken.STRING) {
          reader.readLong();
        } else if (token == JsonToken.BEGIN_ARRAY && choice == 0) {
          reader.beginObject();
        } else if (token == JsonToken.BEGIN_OBJECT && choice == 0) {
          reader.beginArray();
        } else if (token == JsonToken.NUMBER && choice == 0) {
          reader.readBoolean();
        } else {
          reader.readString();
        }
      } catch (JsonException e) {
        return e.getMessage() + " | " + e.pointer() + " | " + e.isSyntaxError();
      }
      return "read";
    }
  }
}
