package io.mcpgen.testkit.json;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonBoolean;
import io.mcpgen.json.JsonNull;
import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import java.math.BigDecimal;
import java.util.SplittableRandom;

/**
 * Random JSON values for property tests: seeded, so a failing case is reproduced by its seed.
 * Strings mix ASCII, control characters, escapes, non-Latin text and surrogate pairs; numbers mix
 * small and extreme longs and decimals of various scales. {@link #text(JsonValue)} spells a value
 * in the many ways JSON allows (whitespace, escapes, exponents), for readers to meet more than
 * one writer's output.
 */
public final class RandomJson {

  private static final String[] FRAGMENTS = {
    "", "a", "text", "\"", "\\", "/", "\n", "\t", "\u0000", "\u001f", "é", "ß", "€", "日本", "\ud83d\ude00",
    "+", "=", " ", "key", "_meta", "io.modelcontextprotocol/x"
  };

  private final SplittableRandom random;

  public RandomJson(long seed) {
    this.random = new SplittableRandom(seed);
  }

  /** Any value, nested at most {@code depth} levels. */
  public JsonValue value(int depth) {
    int kind = random.nextInt(depth > 0 ? 8 : 6);
    switch (kind) {
      case 0:
        return JsonString.of(string());
      case 1:
        return JsonNumber.of(longValue());
      case 2:
        return JsonNumber.of(decimal());
      case 3:
        return JsonBoolean.of(random.nextBoolean());
      case 4:
        return JsonNull.INSTANCE;
      case 5:
        return JsonString.of(string());
      case 6:
        return array(depth - 1);
      default:
        return object(depth - 1);
    }
  }

  /** An object whose member values are nested at most {@code depth} levels. */
  public JsonObject object(int depth) {
    JsonObject.Builder object = JsonObject.builder();
    int size = random.nextInt(6);
    for (int i = 0; i < size; i++) {
      object.put(string(), value(depth));
    }
    return object.build();
  }

  public JsonArray array(int depth) {
    JsonArray.Builder array = JsonArray.builder();
    int size = random.nextInt(5);
    for (int i = 0; i < size; i++) {
      array.add(value(depth));
    }
    return array.build();
  }

  public String string() {
    StringBuilder text = new StringBuilder();
    int parts = random.nextInt(4);
    for (int i = 0; i < parts; i++) {
      switch (random.nextInt(6)) {
        case 0:
        case 1:
          text.append((char) random.nextInt(0x20, 0x7f));
          break;
        case 2:
          text.appendCodePoint(codePoint());
          break;
        default:
          text.append(FRAGMENTS[random.nextInt(FRAGMENTS.length)]);
      }
    }
    return text.toString();
  }

  /**
   * Any text of at most {@code maxLength} chars: every char from U+0000 to U+FFFF is possible,
   * lone surrogates included, with ASCII and proper surrogate pairs made more likely.
   */
  public String anyText(int maxLength) {
    int length = random.nextInt(maxLength + 1);
    StringBuilder text = new StringBuilder(length);
    while (text.length() < length) {
      switch (random.nextInt(4)) {
        case 0:
          text.append((char) random.nextInt(0x80));
          break;
        case 1:
          text.appendCodePoint(random.nextInt(0x10000, 0x110000));
          break;
        default:
          text.append((char) random.nextInt(0x10000));
      }
    }
    return text.length() > length ? text.substring(0, length) : text.toString();
  }

  /** Text drawn from the given alphabet, {@code minLength} to {@code maxLength} chars long. */
  public String textOf(String alphabet, int minLength, int maxLength) {
    int length = random.nextInt(minLength, maxLength + 1);
    StringBuilder text = new StringBuilder(length);
    for (int i = 0; i < length; i++) {
      text.append(alphabet.charAt(random.nextInt(alphabet.length())));
    }
    return text.toString();
  }

  /** Random bytes, at most {@code maxLength} of them. */
  public byte[] bytes(int maxLength) {
    byte[] bytes = new byte[random.nextInt(maxLength + 1)];
    random.nextBytes(bytes);
    return bytes;
  }

  /** A uniform int in {@code [origin, bound)}. */
  public int nextInt(int origin, int bound) {
    return random.nextInt(origin, bound);
  }

  /** Any Unicode scalar value: control, Latin, BMP or supplementary, never a lone surrogate. */
  private int codePoint() {
    switch (random.nextInt(4)) {
      case 0:
        return random.nextInt(0, 0x80);
      case 1:
        return random.nextInt(0x80, 0x800);
      case 2:
        int c = random.nextInt(0x800, 0x10000);
        return Character.isSurrogate((char) c) ? 0xfffd : c;
      default:
        return random.nextInt(0x10000, 0x110000);
    }
  }

  /** The value spelled as JSON text with random whitespace, escapes and number spellings. */
  public String text(JsonValue value) {
    StringBuilder out = new StringBuilder();
    spell(value, out);
    space(out);
    return out.toString();
  }

  private void spell(JsonValue value, StringBuilder out) {
    space(out);
    if (value instanceof JsonObject) {
      out.append('{');
      boolean first = true;
      for (var member : ((JsonObject) value).members().entrySet()) {
        if (!first) {
          space(out);
          out.append(',');
        }
        first = false;
        space(out);
        spell(member.getKey(), out);
        space(out);
        out.append(':');
        spell(member.getValue(), out);
      }
      space(out);
      out.append('}');
    } else if (value instanceof JsonArray) {
      out.append('[');
      boolean first = true;
      for (JsonValue element : ((JsonArray) value).elements()) {
        if (!first) {
          space(out);
          out.append(',');
        }
        first = false;
        spell(element, out);
      }
      space(out);
      out.append(']');
    } else if (value instanceof JsonString) {
      spell(((JsonString) value).value(), out);
    } else if (value instanceof JsonNumber) {
      out.append(number((JsonNumber) value));
    } else {
      out.append(value.toString());
    }
  }

  private String number(JsonNumber number) {
    if (number.isLong() && random.nextInt(4) > 0) {
      return number.toString();
    }
    BigDecimal value = number.bigDecimalValue();
    switch (random.nextInt(4)) {
      case 0:
        return value.toPlainString();
      case 1:
        return value.toString().toLowerCase(java.util.Locale.ROOT);
      case 2:
        // The same value with an explicit exponent: unscaled digits, then e-scale.
        return value.unscaledValue() + (random.nextBoolean() ? "E" : "e") + (-value.scale());
      default:
        return value.toString();
    }
  }

  private void spell(String text, StringBuilder out) {
    out.append('"');
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      int choice = random.nextInt(8);
      if (Character.isHighSurrogate(c) && i + 1 < text.length()) {
        // A pair is escaped whole or not at all: half of it alone is not the same text.
        char low = text.charAt(++i);
        if (choice == 0) {
          escape(c, out);
          escape(low, out);
        } else {
          out.append(c).append(low);
        }
      } else if (c == '"' || c == '\\' || c < 0x20 || choice == 0) {
        escape(c, out);
      } else if (c == '/' && choice == 1) {
        out.append("\\/");
      } else {
        out.append(c);
      }
    }
    out.append('"');
  }

  private void escape(char c, StringBuilder out) {
    String shortForm;
    switch (c) {
      case '"':
        shortForm = "\\\"";
        break;
      case '\\':
        shortForm = "\\\\";
        break;
      case '\b':
        shortForm = "\\b";
        break;
      case '\f':
        shortForm = "\\f";
        break;
      case '\n':
        shortForm = "\\n";
        break;
      case '\r':
        shortForm = "\\r";
        break;
      case '\t':
        shortForm = "\\t";
        break;
      default:
        shortForm = null;
    }
    if (shortForm != null && random.nextBoolean()) {
      out.append(shortForm);
    } else {
      String hex = String.format("%04x", (int) c);
      out.append("\\u").append(random.nextBoolean() ? hex : hex.toUpperCase(java.util.Locale.ROOT));
    }
  }

  private void space(StringBuilder out) {
    if (random.nextInt(3) == 0) {
      int n = random.nextInt(1, 3);
      for (int i = 0; i < n; i++) {
        out.append(" \t\n\r".charAt(random.nextInt(4)));
      }
    }
  }

  /** A number between 0 (inclusive) and the bound (exclusive), from this generator's sequence. */
  public int nextInt(int bound) {
    return random.nextInt(bound);
  }

  private long longValue() {
    switch (random.nextInt(4)) {
      case 0:
        return random.nextInt(-200, 200);
      case 1:
        return Long.MAX_VALUE - random.nextInt(3);
      case 2:
        return Long.MIN_VALUE + random.nextInt(3);
      default:
        return random.nextLong();
    }
  }

  private BigDecimal decimal() {
    BigDecimal unscaled = BigDecimal.valueOf(random.nextLong(-1_000_000_000_000L, 1_000_000_000_000L));
    return unscaled.movePointLeft(random.nextInt(-25, 25));
  }
}
