package io.mcpgen.json;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Objects;

/**
 * A JSON number with its exact value.
 *
 * <p>Integers that fit a {@code long} are held as one (the common case, no allocation beyond this
 * object); everything else as a {@link BigDecimal}, which keeps the spelling's scale, so
 * {@code 1.0} is written back as {@code 1.0} and {@code 1} as {@code 1}. Equality is numeric:
 * {@code 1}, {@code 1.0} and {@code 1e0} are equal.
 */
public final class JsonNumber implements JsonValue {

  private static final JsonNumber[] SMALL = new JsonNumber[256];

  static {
    for (int i = 0; i < SMALL.length; i++) {
      SMALL[i] = new JsonNumber(i - 128, null);
    }
  }

  private final long longValue;
  /** Null when the value is the integer {@link #longValue}. */
  private final BigDecimal decimal;

  private static final BigDecimal INT_MIN = BigDecimal.valueOf(Integer.MIN_VALUE);
  private static final BigDecimal INT_MAX = BigDecimal.valueOf(Integer.MAX_VALUE);

  private JsonNumber(long longValue, BigDecimal decimal) {
    this.longValue = longValue;
    this.decimal = decimal;
  }

  public static JsonNumber of(long value) {
    if (value >= -128 && value < 128) {
      return SMALL[(int) value + 128];
    }
    return new JsonNumber(value, null);
  }

  public static JsonNumber of(BigInteger value) {
    Objects.requireNonNull(value, "value");
    if (value.bitLength() < 64) {
      return of(value.longValue());
    }
    return new JsonNumber(0, new BigDecimal(value));
  }

  /** A number with the given decimal value and spelling scale ({@code 1.0} stays {@code 1.0}). */
  public static JsonNumber of(BigDecimal value) {
    Objects.requireNonNull(value, "value");
    return new JsonNumber(0, value);
  }

  /**
   * A number from a double; {@code NaN} and the infinities have no JSON spelling and are refused
   * with an {@link IllegalArgumentException}.
   */
  public static JsonNumber of(double value) {
    if (Double.isNaN(value) || Double.isInfinite(value)) {
      throw new IllegalArgumentException("JSON has no spelling for " + value);
    }
    return new JsonNumber(0, BigDecimal.valueOf(value));
  }

  /** Parses a JSON number's text, e.g. {@code "-12"}, {@code "1.50"}, {@code "6.02e23"}. */
  public static JsonNumber parse(String text) {
    boolean integral = true;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '.' || c == 'e' || c == 'E') {
        integral = false;
        break;
      }
    }
    try {
      if (integral && text.length() < 19) {
        return of(Long.parseLong(text));
      }
      BigDecimal value = new BigDecimal(text);
      if (!integral && !DecimalRange.holds(text)) {
        throw new JsonException("number out of range: " + text);
      }
      return integral ? of(value.toBigIntegerExact()) : of(value);
    } catch (NumberFormatException | ArithmeticException e) {
      throw new JsonException("not a JSON number: " + text);
    }
  }

  /** True when the value has no fractional part ({@code 2}, {@code 2.0} and {@code 2e0} all do). */
  public boolean isIntegral() {
    if (decimal == null) {
      return true;
    }
    return decimal.signum() == 0 || decimal.scale() <= 0 || decimal.stripTrailingZeros().scale() <= 0;
  }

  /** True when the value was spelled and is held as an integer that fits a {@code long}. */
  public boolean isLong() {
    return decimal == null;
  }

  /** The exact value as a long; a {@link JsonException} when it is fractional or out of range. */
  public long longValue() {
    if (decimal == null) {
      return longValue;
    }
    if (!isIntegral()) {
      throw new JsonException("expected an integer but found " + this);
    }
    try {
      return decimal.longValueExact();
    } catch (ArithmeticException e) {
      throw new JsonException("expected an integer that fits 64 bits but found " + this);
    }
  }

  /** The exact value as an int; a {@link JsonException} when it is fractional or out of range. */
  public int intValue() {
    if (decimal != null && isIntegral() && (decimal.compareTo(INT_MIN) < 0 || decimal.compareTo(INT_MAX) > 0)) {
      // Out of 32 bits whether or not it fits 64: say what an int needs.
      throw new JsonException("expected an integer that fits 32 bits but found " + this);
    }
    long value = longValue();
    if (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE) {
      throw new JsonException("expected an integer that fits 32 bits but found " + this);
    }
    return (int) value;
  }

  /** The nearest double. */
  public double doubleValue() {
    return decimal == null ? longValue : decimal.doubleValue();
  }

  /** The exact value. */
  public BigDecimal bigDecimalValue() {
    return decimal == null ? BigDecimal.valueOf(longValue) : decimal;
  }

  @Override
  public JsonNumber asNumber() {
    return this;
  }

  @Override
  public String kindName() {
    return "number";
  }

  /** The JSON spelling. */
  @Override
  public String toString() {
    return decimal == null ? Long.toString(longValue) : decimal.toString();
  }

  @Override
  public boolean equals(Object other) {
    if (this == other) {
      return true;
    }
    if (!(other instanceof JsonNumber)) {
      return false;
    }
    JsonNumber that = (JsonNumber) other;
    if (decimal == null && that.decimal == null) {
      return longValue == that.longValue;
    }
    return bigDecimalValue().compareTo(that.bigDecimalValue()) == 0;
  }

  @Override
  public int hashCode() {
    if (decimal == null) {
      return Long.hashCode(longValue);
    }
    BigDecimal normal = decimal.stripTrailingZeros();
    if (normal.scale() <= 0) {
      try {
        // Must agree with the long form, which equal integral values may be held in.
        return Long.hashCode(normal.longValueExact());
      } catch (ArithmeticException beyondLong) {
        // fall through: no long form can be equal to this value
      }
    }
    return normal.hashCode();
  }
}
