package io.mcpgen.runtime.json;

import java.math.BigDecimal;
import java.util.SplittableRandom;

/**
 * Random JSON values for property tests: seeded, so a failing case is reproduced by its seed.
 * Strings mix ASCII, control characters, escapes, non-Latin text and surrogate pairs; numbers mix
 * small and extreme longs and decimals of various scales.
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
      if (random.nextInt(3) == 0) {
        text.append((char) random.nextInt(0x20, 0x7f));
      } else {
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
