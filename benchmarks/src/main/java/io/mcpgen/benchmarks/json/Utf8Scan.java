package io.mcpgen.benchmarks.json;

/**
 * One UTF-8 validation pass over a message, without parsing it: the least any reader of the bytes
 * must do, so the floor under the round trips.
 */
final class Utf8Scan {

  private Utf8Scan() {}

  /**
   * Returns the number of code points; throws on a malformed sequence (overlong forms, surrogates
   * and code points above U+10FFFF included).
   */
  static int validate(byte[] bytes) {
    int codePoints = 0;
    int i = 0;
    int n = bytes.length;
    while (i < n) {
      int b = bytes[i];
      if (b >= 0) {
        i++;
      } else if ((b & 0xE0) == 0xC0 && (b & 0x1E) != 0) {
        continuation(bytes, i + 1, n);
        i += 2;
      } else if ((b & 0xF0) == 0xE0) {
        int b1 = continuation(bytes, i + 1, n);
        continuation(bytes, i + 2, n);
        int top = ((b & 0x0F) << 6) | (b1 & 0x3F);
        if (top < 0x20 || (top >= 0x360 && top < 0x380)) {
          throw malformed(i);
        }
        i += 3;
      } else if ((b & 0xF8) == 0xF0) {
        int b1 = continuation(bytes, i + 1, n);
        continuation(bytes, i + 2, n);
        continuation(bytes, i + 3, n);
        int top = ((b & 0x07) << 6) | (b1 & 0x3F);
        if (top < 0x10 || top > 0x10F) {
          throw malformed(i);
        }
        i += 4;
      } else {
        throw malformed(i);
      }
      codePoints++;
    }
    return codePoints;
  }

  private static int continuation(byte[] bytes, int at, int n) {
    if (at >= n || (bytes[at] & 0xC0) != 0x80) {
      throw malformed(at);
    }
    return bytes[at];
  }

  private static IllegalArgumentException malformed(int at) {
    return new IllegalArgumentException("malformed UTF-8 at byte " + at);
  }
}
