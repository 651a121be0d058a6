package io.mcpgen.json;

import java.util.Arrays;

/**
 * The byte reader's quick check of an object or array it means to keep as {@link CompactText}: one
 * tight loop over the bytes instead of a token at a time through the reader's scopes and name
 * cache. It only says yes to the plainest text, the kind a byte writer writes for schemas and
 * metadata: no whitespace, strings of printable ASCII without escapes, integers in their shortest
 * spelling, literals, and no member name twice in one object. For anything else (an escape, a
 * multi-byte character, a fraction, a syntax error, a duplicate, deep nesting) it answers "cannot
 * tell" and the reader checks the text the long way, which decides and words any error as
 * before: this class never refuses input, so it cannot change what the reader accepts.
 */
final class CompactScanner {

  /** Deeper text is left to the reader; the stack below stays small. */
  static final int MAX_NESTING = 32;
  /** Objects with more members are left to the reader, which indexes their names. */
  static final int MAX_MEMBERS = 32;

  private static final int CANNOT_TELL = -1;
  /** At most 18 digits: such integers are always canonical and never near the length limit. */
  private static final int MAX_DIGITS = 18;

  /** Per open container: whether it is an object. */
  private final boolean[] objects = new boolean[MAX_NESTING];
  /** Per open object: where its names start in {@link #nameStarts}. */
  private final int[] firstName = new int[MAX_NESTING];
  /** The names of the open objects: where each starts and how many bytes it has. */
  private int[] nameStarts = new int[32];
  private int[] nameLengths = new int[32];
  /** How deeply containers nested in the text last accepted, counting the outermost. */
  int depth;

  /**
   * Checks the container whose opening bracket is at {@code start}; returns the index after its
   * closing bracket when the text is plain as described above, else {@link #CANNOT_TELL}.
   * {@code room} is how many more levels the reader's nesting limit allows.
   */
  int scan(byte[] in, int start, int end, int room) {
    int limit = Math.min(MAX_NESTING, room);
    int top = -1; // the innermost open container
    int names = 0; // names held for the open objects
    int maxDepth = 0;
    int p = start;
    boolean expectName = false; // the next token is a member name (or the end of an object)
    while (true) {
      if (p >= end) {
        return CANNOT_TELL;
      }
      int c = in[p];
      if (expectName) {
        if (c != '"') {
          return CANNOT_TELL;
        }
        int quote = plainString(in, p + 1, end);
        if (quote < 0 || quote - p - 1 > JsonLimits.MAX_NAME_LENGTH || quote + 1 >= end || in[quote + 1] != ':') {
          return CANNOT_TELL;
        }
        int first = firstName[top];
        if (names - first == MAX_MEMBERS || repeats(in, p + 1, quote - p - 1, first, names)) {
          return CANNOT_TELL;
        }
        if (names == nameStarts.length) {
          nameStarts = Arrays.copyOf(nameStarts, names * 2);
          nameLengths = Arrays.copyOf(nameLengths, names * 2);
        }
        nameStarts[names] = p + 1;
        nameLengths[names] = quote - p - 1;
        names++;
        p = quote + 2;
        expectName = false;
        continue;
      }
      // A value.
      if (c == '{' || c == '[') {
        if (top + 1 == limit) {
          return CANNOT_TELL;
        }
        top++;
        maxDepth = Math.max(maxDepth, top + 1);
        boolean object = c == '{';
        objects[top] = object;
        firstName[top] = names;
        p++;
        if (p < end && in[p] == (object ? '}' : ']')) {
          p++;
          top--;
        } else {
          expectName = object;
          continue;
        }
      } else if (c == '"') {
        int quote = plainString(in, p + 1, end);
        if (quote < 0 || quote - p - 1 > JsonLimits.MAX_STRING_LENGTH) {
          return CANNOT_TELL;
        }
        p = quote + 1;
      } else if (c == '-' || (c >= '0' && c <= '9')) {
        p = integer(in, p, end);
        if (p < 0) {
          return CANNOT_TELL;
        }
      } else {
        p = literal(in, p, end);
        if (p < 0) {
          return CANNOT_TELL;
        }
      }
      // After a value: a comma, or the ends of containers.
      while (true) {
        if (top < 0) {
          depth = maxDepth;
          return p;
        }
        if (p >= end) {
          return CANNOT_TELL;
        }
        c = in[p++];
        if (c == ',') {
          expectName = objects[top];
          break;
        }
        if (c != (objects[top] ? '}' : ']')) {
          return CANNOT_TELL;
        }
        if (objects[top]) {
          names = firstName[top];
        }
        top--;
      }
    }
  }

  /**
   * The index of the closing quote of a string whose content starts at {@code p}, when all of it
   * is printable ASCII without escapes; otherwise -1.
   */
  private static int plainString(byte[] in, int p, int end) {
    while (end - p >= 8) {
      long stops = Swar.stops(Swar.word(in, p));
      if (stops != 0) {
        int quote = p + (Long.numberOfTrailingZeros(stops) >>> 3);
        return in[quote] == '"' ? quote : -1;
      }
      p += 8;
    }
    for (; p < end; p++) {
      int b = in[p];
      if (b == '"') {
        return p;
      }
      if (b < 0x20 || b == '\\') {
        return -1; // negative bytes, those of multi-byte characters, included
      }
    }
    return -1;
  }

  /** Whether the name of {@code length} bytes at {@code at} is among names {@code from} to {@code to}. */
  private boolean repeats(byte[] in, int at, int length, int from, int to) {
    for (int i = from; i < to; i++) {
      int start = nameStarts[i];
      if (nameLengths[i] == length && Arrays.equals(in, start, start + length, in, at, at + length)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The index after an integer in its shortest spelling (no {@code -0}, no leading zero, no
   * fraction or exponent) of at most {@link #MAX_DIGITS} digits at {@code p}; otherwise -1.
   */
  private static int integer(byte[] in, int p, int end) {
    boolean negative = in[p] == '-';
    if (negative) {
      p++;
    }
    int digits = p;
    while (p < end && in[p] >= '0' && in[p] <= '9') {
      p++;
    }
    int count = p - digits;
    if (count == 0 || count > MAX_DIGITS || (in[digits] == '0' && (count > 1 || negative))) {
      return -1;
    }
    if (p < end && (in[p] == '.' || in[p] == 'e' || in[p] == 'E')) {
      return -1;
    }
    return p;
  }

  /** The index after {@code true}, {@code false} or {@code null} at {@code p}; otherwise -1. */
  private static int literal(byte[] in, int p, int end) {
    byte[] word;
    switch (in[p]) {
      case 't':
        word = TRUE;
        break;
      case 'f':
        word = FALSE;
        break;
      case 'n':
        word = NULL;
        break;
      default:
        return -1;
    }
    int after = p + word.length;
    return after <= end && Arrays.equals(in, p, after, word, 0, word.length) ? after : -1;
  }

  private static final byte[] TRUE = {'t', 'r', 'u', 'e'};
  private static final byte[] FALSE = {'f', 'a', 'l', 's', 'e'};
  private static final byte[] NULL = {'n', 'u', 'l', 'l'};
}
