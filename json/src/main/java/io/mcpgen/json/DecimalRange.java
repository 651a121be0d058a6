package io.mcpgen.json;

/**
 * Which decimal numbers every reader holds, decided here rather than by the JDK's
 * {@link java.math.BigDecimal}, whose limits changed between releases (JDK 17 refuses
 * {@code 1e2147483648}, JDK 25 reads it). A number is held when its exponent, as written, fits
 * 32 bits and so does its scale (fraction digits minus exponent): JDK 17's rule, now the same on
 * every JDK. Anything else is refused as a syntax error, "number out of range".
 */
final class DecimalRange {

  private DecimalRange() {}

  /**
   * True when the number {@code text} spells is held; false also for an exponent that is not
   * ASCII digits, which JSON's grammar refuses anyway.
   */
  static boolean holds(CharSequence text) {
    int length = text.length();
    int mark = 0;
    int point = -1;
    while (mark < length && text.charAt(mark) != 'e' && text.charAt(mark) != 'E') {
      if (text.charAt(mark) == '.') {
        point = mark;
      }
      mark++;
    }
    if (mark == length) {
      return true; // no exponent: the scale is the fraction's length, bounded by the digit limit
    }
    int i = mark + 1;
    boolean negative = i < length && text.charAt(i) == '-';
    if (i < length && (text.charAt(i) == '-' || text.charAt(i) == '+')) {
      i++;
    }
    while (i < length - 1 && text.charAt(i) == '0') {
      i++;
    }
    if (i == length || length - i > 10) {
      return false; // no exponent digits, or eleven significant ones: beyond 32 bits
    }
    long exponent = 0;
    for (; i < length; i++) {
      char c = text.charAt(i);
      if (c < '0' || c > '9') {
        return false;
      }
      exponent = exponent * 10 + (c - '0');
    }
    if (negative) {
      exponent = -exponent;
    }
    long scale = (point < 0 ? 0 : mark - point - 1) - exponent;
    return exponent == (int) exponent && scale == (int) scale;
  }
}
