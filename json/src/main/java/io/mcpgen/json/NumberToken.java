package io.mcpgen.json;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;

/**
 * The number a reader met last: checked against RFC 8259's grammar as it is scanned, and held as
 * a {@code long} when it is an integer that fits one, so the common case never builds text.
 */
final class NumberToken {

  private final int base;
  private int start;
  private int end;
  private boolean integral;
  private boolean fitsLong;
  private boolean canonical;
  private boolean allCanonical = true;
  private long longValue;

  /** @param base the index where the document starts, for byte offsets in messages */
  NumberToken(int base) {
    this.base = base;
  }

  /**
   * Scans the number at {@code p} (a minus sign or a digit); returns the index after it. The byte
   * there, if any, is left for the caller: only a separator may follow a number.
   */
  int scan(byte[] in, int p, int limit) {
    start = p;
    boolean negative = in[p] == '-';
    if (negative) {
      p++;
    }
    if (p >= limit || !isDigit(in[p])) {
      throw syntax("expected a digit", p);
    }
    int digitsStart = p;
    long value = 0;
    if (in[p] == '0') {
      p++;
      if (p < limit && isDigit(in[p])) {
        throw syntax("leading zeros are not allowed", p);
      }
    } else {
      // At most 18 digits cannot overflow; the 19th is checked below.
      int fastEnd = Math.min(limit, p + 18);
      while (p < fastEnd && isDigit(in[p])) {
        value = value * 10 + (in[p++] - '0');
      }
    }
    boolean fits = true;
    if (p - digitsStart == 18 && p < limit && isDigit(in[p])) {
      int digit = in[p++] - '0';
      if (value < 922_337_203_685_477_580L || (value == 922_337_203_685_477_580L && digit <= (negative ? 8 : 7))) {
        value = value * 10 + digit; // for -9223372036854775808 this wraps to exactly that value
      } else {
        fits = false;
      }
      while (p < limit && isDigit(in[p])) {
        p++;
        fits = false;
      }
    }
    // Digits are what counts towards the length limit, as in Jackson: not the sign, the point,
    // the 'e' or the exponent's sign.
    int nonDigits = 0;
    int fractionStart = -1;
    int fractionEnd = -1;
    if (p < limit && in[p] == '.') {
      nonDigits++;
      fractionStart = p + 1;
      p = digits(in, fractionStart, limit);
      fractionEnd = p;
    }
    boolean exponent = p < limit && (in[p] == 'e' || in[p] == 'E');
    if (exponent) {
      nonDigits++;
      p++;
      if (p < limit && (in[p] == '+' || in[p] == '-')) {
        nonDigits++;
        p++;
      }
      p = digits(in, p, limit);
    }
    boolean isIntegral = nonDigits == 0;
    int length = p - digitsStart - nonDigits;
    if (length > JsonLimits.MAX_NUMBER_LENGTH) {
      throw syntax("number with more than " + JsonLimits.MAX_NUMBER_LENGTH + " digits", start);
    }
    this.end = p;
    this.canonical = !exponent && (fractionStart < 0
        ? !(negative && in[digitsStart] == '0')
        : in[digitsStart] != '0' || plainFraction(in, negative, fractionStart, fractionEnd));
    this.allCanonical &= canonical;
    this.integral = isIntegral;
    this.fitsLong = isIntegral && fits;
    this.longValue = negative ? -value : value;
    return p;
  }

  /**
   * Whether {@code 0.} and these fraction digits print back as they are: BigDecimal switches to
   * exponent form below 0.000001, and a zero loses its minus sign.
   */
  private static boolean plainFraction(byte[] in, boolean negative, int start, int end) {
    int zeros = 0;
    while (start + zeros < end && in[start + zeros] == '0') {
      zeros++;
    }
    if (start + zeros == end) {
      return !negative && zeros <= 6;
    }
    return zeros <= 5;
  }

  /**
   * True when {@link Utf8JsonWriter} writes the number's value with the very text it was read
   * from: no exponent, no {@code -0}, no fraction that prints in exponent form.
   */
  boolean canonical() {
    return canonical;
  }

  /** Starts counting afresh for {@link #allCanonical()}. */
  void resetCanonical() {
    allCanonical = true;
  }

  /** True when every number scanned since {@link #resetCanonical()} was {@link #canonical()}. */
  boolean allCanonical() {
    return allCanonical;
  }

  /** Scans one or more digits at {@code p}; returns the index after them. */
  private int digits(byte[] in, int p, int limit) {
    if (p >= limit || !isDigit(in[p])) {
      throw syntax("expected a digit", p);
    }
    do {
      p++;
    } while (p < limit && isDigit(in[p]));
    return p;
  }

  private static boolean isDigit(byte b) {
    return b >= '0' && b <= '9';
  }

  /** True when the number is an integer held as a long (spelled without fraction or exponent). */
  boolean fitsLong() {
    return fitsLong;
  }

  long longValue() {
    return longValue;
  }

  /** The number's exact value. */
  JsonNumber toJsonNumber(byte[] in) {
    if (fitsLong) {
      return JsonNumber.of(longValue);
    }
    String text = text(in);
    if (integral) {
      return JsonNumber.of(new BigInteger(text));
    }
    if (!DecimalRange.holds(text)) {
      throw syntax("number out of range", start);
    }
    return JsonNumber.of(new BigDecimal(text));
  }

  /** The nearest double, as {@link Double#parseDouble} rounds. */
  double toDouble(byte[] in) {
    if (fitsLong && Math.abs(longValue) <= (1L << 53) && (longValue != 0 || in[start] != '-')) {
      return longValue; // exact; "-0" is left to parseDouble, which keeps its sign
    }
    return Double.parseDouble(text(in));
  }

  private String text(byte[] in) {
    return new String(in, start, end - start, StandardCharsets.ISO_8859_1);
  }

  private JsonSyntaxException syntax(String message, int at) {
    return Utf8JsonReader.syntax(message, at - base);
  }
}
