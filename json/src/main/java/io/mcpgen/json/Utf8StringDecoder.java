package io.mcpgen.json;

import java.util.Arrays;

/**
 * The slow path of reading a JSON string from UTF-8: escapes and multi-byte characters. The
 * reader scans plain ASCII itself and hands over at the first byte it cannot copy as it is.
 *
 * <p>Invalid UTF-8 (a stray continuation byte, an overlong form, an encoded surrogate, a code
 * point beyond U+10FFFF, a truncated sequence) is a syntax error: such bytes are not JSON text
 * (RFC 8259, section 8.1), and Jackson refuses them too. An escaped surrogate without its partner
 * (<code>"&#92;ud800"</code>) is valid JSON grammar whose meaning RFC 8259 leaves open; it
 * reads as U+FFFD, so every string a reader returns is well-formed Unicode that any UTF-8
 * encoder, the canonical form included, writes without loss.
 */
final class Utf8StringDecoder {

  private static final byte[] HEX_VALUES = new byte[128];

  static {
    Arrays.fill(HEX_VALUES, (byte) -1);
    for (int i = 0; i < 10; i++) {
      HEX_VALUES['0' + i] = (byte) i;
    }
    for (int i = 0; i < 6; i++) {
      HEX_VALUES['a' + i] = (byte) (10 + i);
      HEX_VALUES['A' + i] = (byte) (10 + i);
    }
  }

  private final int base;
  private char[] chars = new char[64];
  private int length;
  /** Where the string ended: the index after its closing quote. */
  int next;
  /**
   * Cleared by an escape that {@link Utf8JsonWriter} would not write for the same character
   * (an escaped slash, lower-case hex, a <code>&#92;u</code> escape of a printable or non-ASCII
   * character).
   */
  boolean canonical = true;

  /** @param base the index where the document starts, for byte offsets in messages */
  Utf8StringDecoder(int base) {
    this.base = base;
  }

  /**
   * Decodes a string whose content starts at {@code start}, of which the bytes before
   * {@code from} are plain ASCII; sets {@link #next}.
   */
  String decode(byte[] in, int start, int from, int end, int maxLength) {
    int prefix = from - start;
    ensure(prefix + 16);
    for (int i = 0; i < prefix; i++) {
      chars[i] = (char) in[start + i];
    }
    length = prefix;
    next = scan(in, from, end, maxLength);
    return new String(chars, 0, length);
  }

  /**
   * Checks a string whose content starts at {@code start}, of which the bytes before
   * {@code from} are plain ASCII, without building a {@code String}; returns the index after its
   * closing quote. The scratch array is reused, so skipping makes no garbage.
   */
  int skip(byte[] in, int start, int from, int end, int maxLength) {
    int plain = from - start;
    checkLength(plain, maxLength, start);
    length = 0;
    return scan(in, from, end, maxLength - plain);
  }

  /** Decodes from {@code p} to the closing quote, appending to the scratch array; returns the index after the quote. */
  private int scan(byte[] in, int p, int end, int maxLength) {
    while (true) {
      if (p >= end) {
        throw syntax("unterminated string", p);
      }
      int b = in[p];
      if (b == '"') {
        checkLength(length, maxLength, p);
        return p + 1;
      }
      if (length + 2 > chars.length) {
        checkLength(length, maxLength, p);
        ensure(length + 2);
      }
      if (b >= 0x20 && b != '\\') {
        chars[length++] = (char) b;
        p++;
      } else if (b == '\\') {
        p = escape(in, p, end);
      } else if (b < 0) {
        p = multiByte(in, p, end);
      } else {
        throw syntax("unescaped control character 0x" + Integer.toHexString(b) + " in a string", p);
      }
    }
  }

  private void checkLength(int n, int maxLength, int at) {
    if (n > maxLength) {
      throw syntax("string longer than " + maxLength + " characters", at);
    }
  }

  /** Decodes the UTF-8 sequence at {@code p} and appends it; returns the next index. */
  private int multiByte(byte[] in, int p, int end) {
    int b0 = in[p] & 0xff;
    int codePoint;
    int size;
    int min2 = 0x80;
    int max2 = 0xbf;
    if (b0 >= 0xc2 && b0 <= 0xdf) {
      size = 2;
      codePoint = b0 & 0x1f;
    } else if (b0 >= 0xe0 && b0 <= 0xef) {
      size = 3;
      codePoint = b0 & 0x0f;
      if (b0 == 0xe0) {
        min2 = 0xa0; // below is overlong
      } else if (b0 == 0xed) {
        max2 = 0x9f; // above are the surrogates
      }
    } else if (b0 >= 0xf0 && b0 <= 0xf4) {
      size = 4;
      codePoint = b0 & 0x07;
      if (b0 == 0xf0) {
        min2 = 0x90; // below is overlong
      } else if (b0 == 0xf4) {
        max2 = 0x8f; // above is beyond U+10FFFF
      }
    } else {
      throw syntax("invalid UTF-8 start byte 0x" + Integer.toHexString(b0), p);
    }
    if (p + size > end) {
      throw syntax("truncated UTF-8 sequence", p);
    }
    int b1 = in[p + 1] & 0xff;
    if (b1 < min2 || b1 > max2) {
      throw syntax("invalid UTF-8 sequence", p);
    }
    codePoint = (codePoint << 6) | (b1 & 0x3f);
    for (int i = 2; i < size; i++) {
      int b = in[p + i] & 0xff;
      if ((b & 0xc0) != 0x80) {
        throw syntax("invalid UTF-8 sequence", p);
      }
      codePoint = (codePoint << 6) | (b & 0x3f);
    }
    if (codePoint >= 0x10000) {
      chars[length++] = Character.highSurrogate(codePoint);
      chars[length++] = Character.lowSurrogate(codePoint);
    } else {
      chars[length++] = (char) codePoint;
    }
    return p + size;
  }

  /** Decodes the escape at {@code p} (a backslash) and appends it; returns the next index. */
  private int escape(byte[] in, int p, int end) {
    if (p + 1 >= end) {
      throw syntax("unterminated string", p);
    }
    char c;
    switch (in[p + 1]) {
      case '"':
        c = '"';
        break;
      case '\\':
        c = '\\';
        break;
      case '/':
        c = '/';
        canonical = false;
        break;
      case 'b':
        c = '\b';
        break;
      case 'f':
        c = '\f';
        break;
      case 'n':
        c = '\n';
        break;
      case 'r':
        c = '\r';
        break;
      case 't':
        c = '\t';
        break;
      case 'u':
        return unicodeEscape(in, p, end);
      default:
        throw syntax("invalid escape in a string", p);
    }
    chars[length++] = c;
    return p + 2;
  }

  private int unicodeEscape(byte[] in, int p, int end) {
    char c = hex4(in, p, end);
    if (!writtenAsUnicodeEscape(c) || in[p + 4] > 'F' || in[p + 5] > 'F') {
      canonical = false; // only control characters without a short escape, in upper-case hex
    }
    p += 6;
    if (Character.isHighSurrogate(c)) {
      if (p + 1 < end && in[p] == '\\' && in[p + 1] == 'u') {
        char low = hex4(in, p, end);
        if (Character.isLowSurrogate(low)) {
          chars[length++] = c;
          chars[length++] = low;
          return p + 6;
        }
      }
      c = '\ufffd'; // a high surrogate without its low half; what follows is read on its own
    } else if (Character.isLowSurrogate(c)) {
      c = '\ufffd';
    }
    chars[length++] = c;
    return p;
  }

  private static boolean writtenAsUnicodeEscape(char c) {
    return c < 0x20 && c != '\b' && c != '\t' && c != '\n' && c != '\f' && c != '\r';
  }

  /** The four hex digits of the <code>&#92;u</code> escape at {@code p}. */
  private char hex4(byte[] in, int p, int end) {
    if (p + 6 > end) {
      throw syntax("truncated \\u escape in a string", p);
    }
    int value = 0;
    for (int i = p + 2; i < p + 6; i++) {
      int b = in[i];
      int digit = b < 0 ? -1 : HEX_VALUES[b];
      if (digit < 0) {
        throw syntax("invalid \\u escape in a string", p);
      }
      value = (value << 4) | digit;
    }
    return (char) value;
  }

  private void ensure(int capacity) {
    if (capacity > chars.length) {
      chars = Arrays.copyOf(chars, Math.max(capacity, chars.length * 2));
    }
  }

  private JsonSyntaxException syntax(String message, int at) {
    return Utf8JsonReader.syntax(message, at - base);
  }
}
