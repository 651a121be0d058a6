package io.mcpgen.json;

import io.mcpgen.testkit.json.RandomJson;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
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
 *   <li>Jackson reads UTF-16 and UTF-32 when the first bytes look like them; JSON is UTF-8 here;
 *   <li>read as a {@code double}, the integer {@code -0} is -0.0 here, as {@link Double#parseDouble}
 *       reads it; Jackson reads an integer 0 and gives 0.0.
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
      return new Outcome(null, e); // kept for a Jackson that lets its BigDecimal's refusal through
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
    if (!ours.accepted() && ((JsonException) ours.error).isSyntaxError() != (jackson.error instanceof JsonSyntaxException
        || jackson.error instanceof NumberFormatException)) {
      // One names a repeated name, the other a syntax error: both are there, named in another order.
      assertTrue(JacksonBackend.isMalformed(json), () -> where + "\n jackson " + jackson + "\n ours " + ours);
      return;
    }
    if (ours.accepted()) {
      assertEquals(jackson.value, ours.value, where);
    } else if (jackson.error instanceof JsonSyntaxException || jackson.error instanceof NumberFormatException) {
      assertTrue(((JsonException) ours.error).isSyntaxError(), () -> where + "\n jackson " + jackson + "\n ours " + ours);
    } else {
      // Refused for its content, not its syntax (a duplicate member name): the same message.
      assertEquals(jackson.error.getMessage(), ours.error.getMessage(), where);
    }
  }

  /**
   * Which exponents are held is the JSON layer's rule, not the JDK's BigDecimal (JDK 17 and 25
   * differ): around the 32-bit edges of exponent and scale, the reader over Jackson holds and
   * refuses exactly what the byte reader does, and refuses as "number out of range".
   */
  @Test
  void exponentsAtTheEdgesOfTheRangeAgreeWithTheByteReader() {
    for (String mantissa : new String[] {"1", "-1", "0.5", "10", "1.25", "0.1", "12", "1.0000"}) {
      for (String exponent : new String[] {"2147483645", "2147483646", "2147483647", "2147483648", "2147483649",
          "02147483648", "0000000000002", "4294967296", "99999999999"}) {
        for (String sign : new String[] {"", "+", "-"}) {
          String text = mantissa + "e" + sign + exponent;
          assertSameOutcome(utf8(text), "exponent edge");
          Outcome jackson = jackson(utf8(text));
          if (!jackson.accepted()) {
            assertTrue(jackson.error.getMessage().contains("number out of range"), text + ": " + jackson);
          }
        }
      }
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

  /** Typed reads (as generated codecs make them) of numbers, ours and Jackson's: the same value or the same refusal. */
  @Test
  void typedNumberReadsAreWhatJacksonReads() {
    String[] texts = {
      "0", "-0", "-0.0", "0.0", "0e5", "-0e-5", "1", "-1", "1.0", "-1.50", "1e2", "1E+2", "-2e2", "1.5e1", "1e-1",
      "2147483647", "2147483648", "-2147483648", "-2147483649", "9223372036854775807", "9223372036854775808",
      "-9223372036854775808", "-9223372036854775809", "9223372036854775807.0", "-9223372036854775808.000",
      "9007199254740993", "-9007199254740993", "123456789012345678901234567890", "1e308", "1e309", "-1e309",
      "4.9e-324", "2e-324", "1e-400", "1e400", "1e999999999", "0.30000000000000004", "1.7976931348623157e308",
      "\"1\"", "true", "null", "[1]"
    };
    List<JsonCodec<?>> codecs = List.of(JsonCodecs.DOUBLE, JsonCodecs.LONG, JsonCodecs.INTEGER,
        JsonCodecs.BIG_DECIMAL, JsonCodecs.NUMBER);
    for (String text : texts) {
      for (JsonCodec<?> codec : codecs) {
        assertSameTypedOutcome(utf8(text), codec, text);
        assertSameTypedOutcome(utf8("[" + text + "]"), JsonCodecs.listOf(codec), "[" + text + "]");
      }
    }
  }

  private static <T> void assertSameTypedOutcome(byte[] json, JsonCodec<T> codec, String context) {
    Object ours;
    Object jackson;
    try {
      ours = Json.decode(json, codec);
    } catch (JsonException e) {
      ours = e;
    }
    try {
      jackson = JacksonBackend.decode(json, codec);
    } catch (JsonException | NumberFormatException | ArithmeticException e) {
      jackson = e;
    }
    if (jackson instanceof RuntimeException) {
      assertTrue(ours instanceof JsonException, context + ": Jackson refused, ours read " + ours);
      // A value out of a type's range is refused with the same words; syntax errors differ in wording.
      if (jackson instanceof JsonException && !((JsonException) jackson).isSyntaxError()) {
        assertEquals(((JsonException) jackson).getMessage(), ((JsonException) ours).getMessage(), context);
      }
    } else {
      Object expected = jackson;
      // Jackson reads the integer -0 as 0 and gives its double 0.0; this reader gives what
      // Double.parseDouble gives, -0.0.
      if (context.equals("-0") && Double.valueOf(0.0).equals(jackson)) {
        expected = -0.0;
      } else if (context.equals("[-0]") && List.of(0.0).equals(jackson)) {
        expected = List.of(-0.0);
      }
      assertEquals(expected, ours, context);
    }
  }

  // ---- duplicate member names -----------------------------------------------------------------

  @Test
  void duplicateNamesAreRefusedAsJacksonRefusesThem() {
    List<String> texts = new ArrayList<>(List.of(
        "{\"a\":1,\"a\":2}", "{\"a\":1,\"\\u0061\":2}", "{\"\u00e9\":1,\"\\u00e9\":2}",
        "{\"\\ud83d\\ude00\":1,\"\ud83d\ude00\":2}", "{\"a\":1,\"b\":2,\"a\":3}", "{\"a\":{},\"a\":[]}",
        "{\"v\":{\"a\":1,\"a\":2}}", "{\"v\":{\"a\":1,\"\\u0061\":2}}", "{\"v\":{\"a\" : 1,\"a\":2}}",
        "{\"v\":{\"a\":{\"b\":1,\"b\":2}}}", "{\"v\":{\"a\":1,\"a\":2,\"a\":[}}", "{\"v\":{\"a\":[1,2],\"a\":{}}}",
        "{\"v\":[{\"x\":1,\"y\":[{\"x\":2}],\"x\":3}]}", "[{\"a\":1,\"a\":2}]", "[[{\"a\":1,\"a\":2}]]",
        // The same name in sibling or nested objects is no duplicate.
        "{\"v\":[{\"a\":1},{\"a\":2}]}", "{\"v\":{\"a\":{\"a\":{\"a\":1}}}}", "{\"v\":{\"a\":{\"b\":1},\"b\":{\"a\":1}}}",
        "{\"a\":{\"a\":1},\"b\":{\"a\":2}}", "{\"v\":[{\"\\u0061\":1,\"b\":1},{\"a\":2,\"b\":2}]}",
        // A repeated name whose own value is malformed: refused either way, the two problems named
        // in either order.
        "[{\"a\":1,\"a\":0x5a8640", "[{\"a\":1,\"a\":1x5a8640", "{\"a\":1,\"a\":tru}",
        "{\"a\":1,\"a\":truex}", "{\"v\":{\"a\":1,\"a\":[1,}}"));
    // Past FrozenMap.LINEAR_MAX members names are found through a hash index: duplicates at every position.
    for (int size : new int[] {7, 8, 9, 10, 40}) {
      for (int repeated = 0; repeated < size; repeated += Math.max(1, size / 5)) {
        StringBuilder members = new StringBuilder();
        for (int i = 0; i < size; i++) {
          members.append(i == 0 ? "" : ",").append("\"k").append(i).append("\":").append(i);
        }
        String duplicate = members + ",\"k" + repeated + "\":0";
        texts.add("{" + members + "}");
        texts.add("{" + duplicate + "}");
        texts.add("{\"v\":{" + members + "}}");
        texts.add("{\"v\":{" + duplicate + "}}");
        texts.add("{\"v\":[{" + duplicate + "}]}");
      }
    }
    for (String text : texts) {
      assertSameOutcome(utf8(text), "duplicates");
    }
    JsonException e = assertRefused(utf8("{\"v\":[0,{\"x\":{\"a\":1,\"a\":2}}]}"));
    assertFalse(e.isSyntaxError(), e.getMessage());
    assertEquals(jacksonMessage("{\"v\":[0,{\"x\":{\"a\":1,\"a\":2}}]}"), e.getMessage());
  }

  private static String jacksonMessage(String text) {
    try {
      JacksonBackend.parse(utf8(text));
    } catch (JsonException e) {
      return e.getMessage();
    }
    return fail("Jackson accepted " + text);
  }

  /** Random documents with one member repeated somewhere: refused, with Jackson's message. */
  @Test
  void randomDuplicatesAreRefusedAsJacksonRefusesThem() {
    for (long seed = 0; seed < DOCUMENTS; seed++) {
      RandomJson random = new RandomJson(seed);
      JsonValue value = JsonObject.of("v", random.value(4));
      SplittableRandom choices = new SplittableRandom(seed);
      int objects = countObjects(value);
      int target = choices.nextInt(objects);
      StringBuilder text = new StringBuilder();
      spellWithDuplicate(value, new int[] {target}, choices, text);
      byte[] json = utf8(text.toString());
      assertSameOutcome(json, "seed " + seed);
      assertFalse(assertRefused(json).isSyntaxError(), "seed " + seed);
    }
  }

  private static int countObjects(JsonValue value) {
    if (value instanceof JsonObject) {
      int n = value.asObject().isEmpty() ? 0 : 1;
      for (JsonValue member : value.asObject().members().values()) {
        n += countObjects(member);
      }
      return n;
    }
    if (value instanceof JsonArray) {
      int n = 0;
      for (JsonValue element : value.asArray().elements()) {
        n += countObjects(element);
      }
      return n;
    }
    return 0;
  }

  /** Compact text of the value, where the non-empty object numbered {@code countdown[0]} repeats one of its names. */
  private static void spellWithDuplicate(JsonValue value, int[] countdown, SplittableRandom random, StringBuilder out) {
    if (value instanceof JsonObject && !value.asObject().isEmpty()) {
      boolean here = countdown[0]-- == 0;
      List<String> names = List.copyOf(value.asObject().names());
      String repeated = names.get(random.nextInt(names.size()));
      int after = here ? random.nextInt(names.indexOf(repeated), names.size()) : -1;
      out.append('{');
      for (int i = 0; i < names.size(); i++) {
        out.append(i == 0 ? "" : ",").append(Json.stringify(JsonString.of(names.get(i)))).append(':');
        spellWithDuplicate(value.asObject().get(names.get(i)), countdown, random, out);
        if (i == after) {
          out.append(',').append(Json.stringify(JsonString.of(repeated))).append(':')
              .append(Json.stringify(new RandomJson(random.nextLong()).value(2)));
        }
      }
      out.append('}');
    } else if (value instanceof JsonArray) {
      out.append('[');
      boolean first = true;
      for (JsonValue element : value.asArray().elements()) {
        out.append(first ? "" : ",");
        first = false;
        spellWithDuplicate(element, countdown, random, out);
      }
      out.append(']');
    } else {
      out.append(Json.stringify(value));
    }
  }

  // ---- offsets and slices ---------------------------------------------------------------------

  @Test
  void syntaxErrorsSayAtWhichByteOfTheDocument() {
    Object[][] cases = {
      {"[1,]", 3}, {"{\"a\":1,}", 7}, {"[1 2]", 3}, {"\"abc", 4}, {"01", 1}, {"[1.]", 3}, {"[1e]", 3},
      {"[tru]", 1}, {"{\"a\" 1}", 5}, {"{\"a\":1 \"b\":2}", 7}, {"[\"a\tb\"]", 3}, {"[\"a\\x\"]", 3},
      {"[\"\\u12g4\"]", 2}, {"[1]x", 3}, {"[1] \n x", 6}, {"[\"a\u00ff\"]", 3}, {"[" + "[".repeat(500), 500},
      {"\ufeff[1,]", 6}, {"{\"a\":[1,{\"b\":x}]}", 13}
    };
    for (Object[] c : cases) {
      String text = (String) c[0];
      byte[] json = text.contains("\u00ff") ? text.getBytes(StandardCharsets.ISO_8859_1) : utf8(text);
      JsonException e = assertRefused(json);
      assertTrue(e.isSyntaxError(), c[0] + ": " + e.getMessage());
      assertTrue(e.getMessage().endsWith(" at byte " + c[1]), c[0] + ": " + e.getMessage());
      // The same document inside a larger array: offsets count from where the document starts.
      byte[] framed = new byte[json.length + 20];
      java.util.Arrays.fill(framed, (byte) '"');
      System.arraycopy(json, 0, framed, 7, json.length);
      JsonException inFrame = assertThrows(JsonException.class, () -> Json.decode(framed, 7, json.length, JsonValue.CODEC));
      assertEquals(e.getMessage(), inFrame.getMessage(), (String) c[0]);
    }
  }

  /** A document in part of an array is read as if the array held only it: nothing before or after is looked at. */
  @Test
  void slicesAreReadAsWholeDocuments() {
    for (long seed = 0; seed < 300; seed++) {
      RandomJson random = new RandomJson(seed);
      byte[] text = utf8(random.text(random.value(3)));
      SplittableRandom frames = new SplittableRandom(seed);
      for (int length = 0; length <= text.length; length++) {
        byte[] prefix = java.util.Arrays.copyOf(text, length);
        Outcome whole = ours(prefix);
        // Surround the slice with bytes that would complete or extend many documents.
        int before = frames.nextInt(0, 9);
        byte[] framed = new byte[before + length + 16];
        byte filler = SPECIAL_BYTES[frames.nextInt(SPECIAL_BYTES.length)];
        java.util.Arrays.fill(framed, filler);
        System.arraycopy(prefix, 0, framed, before, length);
        Outcome sliced;
        try {
          sliced = new Outcome(Json.decode(framed, before, length, JsonValue.CODEC), null);
        } catch (JsonException e) {
          sliced = new Outcome(null, e);
        }
        String where = "seed " + seed + ", first " + length + " bytes, filler " + filler;
        assertEquals(whole.accepted(), sliced.accepted(), where);
        if (whole.accepted()) {
          assertEquals(whole.value, sliced.value, where);
        } else {
          assertEquals(whole.error.getMessage(), sliced.error.getMessage(), where);
        }
      }
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
