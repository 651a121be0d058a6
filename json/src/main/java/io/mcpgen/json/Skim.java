package io.mcpgen.json;

/**
 * Steps over JSON values in bytes without checking them: a look-ahead needs only where a value
 * ends, and the codec that reads the value afterwards checks every byte of it.
 */
final class Skim {

  private Skim() {}

  /**
   * The index just past the value whose first byte is at {@code p} (whitespace already skipped),
   * or -1 when the input ends first or the value opens more than {@code depthLeft} containers.
   * A scalar ends at the first comma, closing bracket or whitespace.
   */
  static int value(byte[] in, int p, int end, int depthLeft) {
    if (p >= end) {
      return -1;
    }
    byte c = in[p];
    if (c == '"') {
      return string(in, p + 1, end);
    }
    if (c == '{' || c == '[') {
      int open = 0;
      do {
        if (p >= end) {
          return -1;
        }
        byte b = in[p];
        if (b == '"') {
          p = string(in, p + 1, end);
          if (p < 0) {
            return -1;
          }
          continue;
        }
        if (b == '{' || b == '[') {
          if (++open > depthLeft) {
            return -1;
          }
        } else if (b == '}' || b == ']') {
          open--;
        }
        p++;
      } while (open > 0);
      return p;
    }
    while (p < end) {
      byte b = in[p];
      if (b == ',' || b == '}' || b == ']' || (b & 0xff) <= ' ') {
        break;
      }
      p++;
    }
    return p;
  }

  /** The index just past the quote that closes a string whose text starts at {@code p}, or -1. */
  static int string(byte[] in, int p, int end) {
    while (end - p >= 8) {
      long word = Swar.word(in, p);
      long stops = Swar.quotesOrBackslashes(word);
      if (stops == 0) {
        p += 8;
        continue;
      }
      p += Long.numberOfTrailingZeros(stops) >>> 3;
      if (in[p] == '"') {
        return p + 1;
      }
      p += 2; // a backslash and the byte it escapes
    }
    while (p < end) {
      byte b = in[p];
      if (b == '"') {
        return p + 1;
      }
      p += b == '\\' ? 2 : 1;
    }
    return -1;
  }

  /** The index of the first byte at or after {@code p} that is not JSON whitespace. */
  static int whitespace(byte[] in, int p, int end) {
    while (p < end) {
      byte b = in[p];
      if (b != ' ' && b != '\n' && b != '\r' && b != '\t') {
        break;
      }
      p++;
    }
    return p;
  }
}
