package io.mcpgen.json;

import java.io.IOException;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * {@link JsonWriter} of compact UTF-8 into a growable byte array, optionally drained to a stream.
 *
 * <p>Spelling, the same as Jackson's generator: strings escape {@code "}, {@code \} and the
 * control characters ({@code \b \t \n \f \r}, the others as <code>&#92;u00XX</code>) and nothing else, so
 * {@code /} and all non-ASCII text are written as they are, in UTF-8; a surrogate without its
 * partner, which has no UTF-8 form, is written as a <code>&#92;uXXXX</code> escape. Doubles are spelled by
 * {@link Double#toString(double)}, big decimals by {@link BigDecimal#toString()}.
 *
 * <p>The writer checks the structure as it goes (a name only in an object, one value after each
 * name, one top-level value) and refuses nesting deeper than {@link JsonLimits#MAX_DEPTH}.
 */
final class Utf8JsonWriter implements JsonWriter {

  /** Per ASCII character: 0 when written as it is, else the letter after the backslash. */
  private static final byte[] ESCAPES = new byte[128];
  private static final byte[] HEX = {
    '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'A', 'B', 'C', 'D', 'E', 'F'
  };
  private static final byte[] EMPTY = new byte[0];

  static {
    for (int c = 0; c < 0x20; c++) {
      ESCAPES[c] = 'u';
    }
    ESCAPES['"'] = '"';
    ESCAPES['\\'] = '\\';
    ESCAPES['\b'] = 'b';
    ESCAPES['\t'] = 't';
    ESCAPES['\n'] = 'n';
    ESCAPES['\f'] = 'f';
    ESCAPES['\r'] = 'r';
  }

  private static final byte EMPTY_DOCUMENT = 0;
  private static final byte NONEMPTY_DOCUMENT = 1;
  private static final byte EMPTY_ARRAY = 2;
  private static final byte NONEMPTY_ARRAY = 3;
  private static final byte EMPTY_OBJECT = 4;
  private static final byte DANGLING_NAME = 5;
  private static final byte NONEMPTY_OBJECT = 6;

  /** Strings up to this length are read with charAt(), cheaper for them than a bulk copy. */
  private static final int SHORT_STRING = 16;

  private byte[] buf;
  private int count;
  /** Where full buffers go; null when the writer only builds bytes, or once released. */
  private OutputStream out;

  private byte[] scopes = new byte[16];
  private int depth = 1;
  /** Whether a string held a surrogate without its partner, which readers take back as U+FFFD. */
  private boolean loneSurrogate;
  /** The most containers open at once so far, copied text included. */
  private int deepest;

  /** A writer that builds bytes in memory, starting in the given (empty) buffer. */
  Utf8JsonWriter(byte[] buffer) {
    this(buffer, null);
  }

  /** A writer that drains its buffer to the stream when it is full and on {@link #close()}. */
  Utf8JsonWriter(byte[] buffer, OutputStream out) {
    this.buf = buffer;
    this.out = out;
    scopes[0] = EMPTY_DOCUMENT;
  }

  /**
   * A writer that appends to the bytes of {@code target} in place, growing its array when needed;
   * {@link #finishInto} hands the (possibly new) array back.
   */
  Utf8JsonWriter(GrowableBytes target) {
    this(target.bytes, null);
    this.count = target.size;
  }

  /**
   * Hands the bytes written so far to the target this writer was made for, which must be one
   * complete value; {@link #release} then makes the writer let go of the array.
   */
  void finishInto(GrowableBytes target) {
    checkComplete();
    target.bytes = buf;
    target.size = count;
  }

  /** {@code "name":} in UTF-8, escaped as any string is, for {@link JsonName}. */
  static byte[] memberName(String name) {
    Utf8JsonWriter writer = new Utf8JsonWriter(new byte[name.length() + 3]);
    writer.string(name);
    writer.writeByte(':');
    return Arrays.copyOf(writer.buf, writer.count);
  }

  /** Whether reading the text back gives every string as it was: false after a lone surrogate. */
  boolean lossless() {
    return !loneSurrogate;
  }

  /** The most containers open at once in what was written: 0 for a scalar, 1 for a flat object. */
  int deepest() {
    return deepest;
  }

  /** The bytes written, which must be one complete value. */
  byte[] toByteArray() {
    checkComplete();
    return Arrays.copyOf(buf, count);
  }

  /** The text written, which must be one complete value. */
  String toUtf8String() {
    checkComplete();
    return new String(buf, 0, count, StandardCharsets.UTF_8);
  }

  /** Refuses a document that is not exactly one complete value. */
  void checkComplete() {
    if (depth != 1 || scopes[0] != NONEMPTY_DOCUMENT) {
      throw new JsonException("the written JSON value is not complete");
    }
  }

  /**
   * Hands the byte buffer back for reuse; the writer keeps nothing, so a codec that held on to it
   * cannot write into a buffer someone else has since been given. The writer starts over as an
   * empty document in a buffer of its own: whatever a stale holder writes goes nowhere.
   */
  byte[] release() {
    byte[] released = buf;
    buf = EMPTY;
    count = 0;
    out = null;
    depth = 1;
    scopes[0] = EMPTY_DOCUMENT;
    loneSurrogate = false;
    deepest = 0;
    return released;
  }

  // ---- structure ------------------------------------------------------------------------------

  @Override
  public void beginObject() {
    beforeValue();
    push(EMPTY_OBJECT);
    writeByte('{');
  }

  @Override
  public void endObject() {
    byte scope = scopes[depth - 1];
    if (scope != EMPTY_OBJECT && scope != NONEMPTY_OBJECT) {
      throw new JsonException("endObject() does not close an object");
    }
    depth--;
    writeByte('}');
  }

  @Override
  public void beginArray() {
    beforeValue();
    push(EMPTY_ARRAY);
    writeByte('[');
  }

  @Override
  public void endArray() {
    byte scope = scopes[depth - 1];
    if (scope != EMPTY_ARRAY && scope != NONEMPTY_ARRAY) {
      throw new JsonException("endArray() does not close an array");
    }
    depth--;
    writeByte(']');
  }

  @Override
  public void name(JsonName name) {
    beforeName(name.value());
    byte[] bytes = name.utf8;
    ensure(bytes.length);
    System.arraycopy(bytes, 0, buf, count, bytes.length);
    count += bytes.length;
  }

  @Override
  public void name(String name) {
    beforeName(name);
    string(name);
    writeByte(':');
  }

  private void beforeName(String name) {
    int top = depth - 1;
    byte scope = scopes[top];
    if (scope == NONEMPTY_OBJECT) {
      writeByte(',');
    } else if (scope != EMPTY_OBJECT) {
      throw new JsonException("a member name \"" + name + "\" was written outside an object");
    }
    scopes[top] = DANGLING_NAME;
  }

  private void beforeValue() {
    int top = depth - 1;
    switch (scopes[top]) {
      case DANGLING_NAME:
        scopes[top] = NONEMPTY_OBJECT;
        break;
      case NONEMPTY_ARRAY:
        writeByte(',');
        break;
      case EMPTY_ARRAY:
        scopes[top] = NONEMPTY_ARRAY;
        break;
      case EMPTY_DOCUMENT:
        scopes[top] = NONEMPTY_DOCUMENT;
        break;
      case NONEMPTY_DOCUMENT:
        throw new JsonException("a second top-level value was written");
      default:
        throw new JsonException("an object member was written without a name");
    }
  }

  private void push(byte scope) {
    if (depth > JsonLimits.MAX_DEPTH) {
      throw tooDeep();
    }
    if (depth == scopes.length) {
      scopes = Arrays.copyOf(scopes, depth * 2);
    }
    scopes[depth++] = scope;
    deepest = Math.max(deepest, depth - 1);
  }

  // ---- values ---------------------------------------------------------------------------------

  @Override
  public void value(String value) {
    if (value == null) {
      nullValue();
      return;
    }
    beforeValue();
    string(value);
  }

  @Override
  public void value(boolean value) {
    beforeValue();
    ascii(value ? "true" : "false");
  }

  @Override
  public void value(int value) {
    beforeValue();
    longDigits(value);
  }

  @Override
  public void value(long value) {
    beforeValue();
    longDigits(value);
  }

  @Override
  public void value(double value) {
    if (Double.isNaN(value) || Double.isInfinite(value)) {
      throw new JsonException("JSON has no spelling for " + value);
    }
    beforeValue();
    ascii(Double.toString(value));
  }

  @Override
  public void value(BigDecimal value) {
    if (value == null) {
      nullValue();
      return;
    }
    beforeValue();
    ascii(value.toString());
  }

  @Override
  public void value(JsonNumber value) {
    if (value == null) {
      nullValue();
    } else if (value.isLong()) {
      value(value.longValue());
    } else {
      value(value.bigDecimalValue());
    }
  }

  @Override
  public void value(JsonValue value) {
    beforeValue();
    tree(value, depth - 1);
  }

  /**
   * Writes a tree below {@code open} open containers. A tree is well-formed by construction, so
   * its nodes skip the scope bookkeeping that calls from a codec need; only the depth is checked.
   */
  private void tree(JsonValue value, int open) {
    // Small on purpose, and each kind in a method of its own, so that the compiler inlines the
    // dispatch into the loops that call it. Recursion is bounded: opening() refuses nesting past
    // JsonLimits.MAX_DEPTH.
    if (value instanceof JsonString) {
      string(((JsonString) value).value());
    } else if (value instanceof JsonObject) {
      object((JsonObject) value, open);
    } else if (value instanceof JsonArray) {
      array((JsonArray) value, open);
    } else {
      scalar(value);
    }
  }

  private void object(JsonObject object, int open) {
    if (object.text != null && copy(object.text, open)) {
      return;
    }
    opening(open);
    writeByte('{');
    Map<String, JsonValue> members = object.raw();
    if (members instanceof FrozenMap) {
      FrozenMap<JsonValue> frozen = (FrozenMap<JsonValue>) members;
      for (int i = 0, n = frozen.size(); i < n; i++) {
        member(i, frozen.nameAt(i), frozen.valueAt(i), open);
      }
    } else {
      int i = 0;
      for (Map.Entry<String, JsonValue> member : members.entrySet()) {
        member(i++, member.getKey(), member.getValue(), open);
      }
    }
    writeByte('}');
  }

  private void array(JsonArray array, int open) {
    if (array.text != null && copy(array.text, open)) {
      return;
    }
    opening(open);
    writeByte('[');
    List<JsonValue> elements = array.elements();
    for (int i = 0, n = elements.size(); i < n; i++) {
      if (i > 0) {
        writeByte(',');
      }
      tree(elements.get(i), open + 1);
    }
    writeByte(']');
  }

  private void scalar(JsonValue value) {
    if (value instanceof JsonNumber) {
      JsonNumber number = (JsonNumber) value;
      if (number.isLong()) {
        longDigits(number.longValue());
      } else {
        ascii(number.bigDecimalValue().toString());
      }
    } else if (value instanceof JsonBoolean) {
      ascii(((JsonBoolean) value).value() ? "true" : "false");
    } else {
      ascii("null");
    }
  }

  private void member(int index, String name, JsonValue value, int open) {
    if (index > 0) {
      writeByte(',');
    }
    treeName(name);
    tree(value, open + 1);
  }

  /** {@code "name":}, copied when it was written before ({@link WrittenNames}). */
  private void treeName(String name) {
    if (name.length() > WrittenNames.MAX_CACHED_LENGTH) {
      string(name);
      writeByte(':');
      return;
    }
    WrittenNames.Entry cached = WrittenNames.find(name);
    if (cached != null) {
      // A short form is stored as whole longs, which may write past it: what follows overwrites it.
      ensure(Math.max(cached.written.length, WrittenNames.PACKED_LENGTH));
      count += cached.writeTo(buf, count);
      return;
    }
    // Room for the longest spelling (every character a six-byte escape), so that no drain or
    // growth can move the name while it is written and copied.
    ensure(6 * name.length() + 3);
    int start = count;
    string(name);
    writeByte(':');
    WrittenNames.remember(name, Arrays.copyOfRange(buf, start, count));
  }

  /** Checks that one more container may open below {@code open} open ones. */
  private void opening(int open) {
    if (open >= JsonLimits.MAX_DEPTH) {
      throw tooDeep();
    }
    deepest = Math.max(deepest, open + 1);
  }

  private static JsonException tooDeep() {
    return new JsonException("cannot write JSON nested deeper than " + JsonLimits.MAX_DEPTH + " levels");
  }

  /**
   * Writes text the reader kept, which is what this writer would write for its value, below
   * {@code open} open containers; false, writing nothing, when it would nest deeper than the
   * limit there (writing the value then fails as it should).
   */
  private boolean copy(CompactText text, int open) {
    if (open + text.depth > JsonLimits.MAX_DEPTH) {
      return false;
    }
    deepest = Math.max(deepest, open + text.depth);
    ensure(text.length);
    System.arraycopy(text.bytes, text.offset, buf, count, text.length);
    count += text.length;
    return true;
  }

  @Override
  public void nullValue() {
    beforeValue();
    ascii("null");
  }

  /** Drains the buffer to the stream, if there is one, and flushes it; the stream stays open. */
  @Override
  public void close() {
    if (out != null) {
      drain();
      try {
        out.flush();
      } catch (IOException e) {
        throw new JsonException("cannot write JSON: " + e.getMessage(), e);
      }
    }
  }

  // ---- bytes ----------------------------------------------------------------------------------

  /** Writes a quoted, escaped string. */
  private void string(String s) {
    int length = s.length();
    ensure(length + 2);
    if (length <= SHORT_STRING) {
      shortString(s, length);
      return;
    }
    buf[count++] = '"';
    // One bulk copy out of the string (for a string held as Latin-1, as plain text is, an array
    // copy), then eight bytes at a time: only the bytes that need a look stop the copy. A
    // character the copy cannot map becomes '?', so a '?' is checked against the string.
    byte[] latin = s.getBytes(StandardCharsets.ISO_8859_1);
    int pending = 0; // latin[pending, i) is plain and not yet in the buffer
    int i = 0;
    while (true) {
      i = nextStop(latin, i);
      if (i == length) {
        break;
      }
      byte b = latin[i];
      if (b == '?') {
        if (s.charAt(i) == '?') {
          i++;
          continue;
        }
      } else if (b >= 0) {
        copy(latin, pending, i);
        escape((char) b);
        pending = ++i;
        continue;
      }
      copy(latin, pending, i); // not Latin-1 or not ASCII from here: character by character
      stringSlow(s, i, length);
      ensure(1);
      buf[count++] = '"';
      return;
    }
    copy(latin, pending, length);
    ensure(1);
    buf[count++] = '"';
  }

  /**
   * The index of the first byte at or after {@code from} that is a quote, a backslash, a control
   * character, not ASCII or a '?', or the array's length when there is none.
   */
  private static int nextStop(byte[] latin, int from) {
    int length = latin.length;
    int i = from;
    for (; length - i >= 8; i += 8) {
      long word = Swar.word(latin, i);
      long stops = Swar.stopsOrQuestionMarks(word);
      if (stops != 0) {
        return i + (Long.numberOfTrailingZeros(stops) >>> 3);
      }
    }
    for (; i < length; i++) {
      int b = latin[i];
      if (b < 0x20 || b == '"' || b == '\\' || b == '?') {
        return i;
      }
    }
    return length;
  }

  private void copy(byte[] from, int start, int end) {
    int n = end - start;
    ensure(n + 1);
    System.arraycopy(from, start, buf, count, n);
    count += n;
  }

  /** An ASCII character that {@link #ESCAPES} says needs an escape, with room for it made. */
  private void escape(char ch) {
    ensure(6);
    byte escape = ESCAPES[ch];
    if (escape == 'u') {
      unicodeEscape(ch);
    } else {
      buf[count++] = '\\';
      buf[count++] = escape;
    }
  }

  /** A string of at most {@link #SHORT_STRING} characters, with room for it quoted made. */
  private void shortString(String s, int length) {
    byte[] b = buf;
    int c = count;
    b[c++] = '"';
    for (int i = 0; i < length; i++) {
      char ch = s.charAt(i);
      if (ch >= 0x80 || ESCAPES[ch] != 0) {
        count = c;
        stringSlow(s, i, length);
        ensure(1);
        buf[count++] = '"';
        return;
      }
      b[c++] = (byte) ch;
    }
    b[c++] = '"';
    count = c;
  }

  private void stringSlow(String s, int i, int length) {
    for (; i < length; i++) {
      ensure(6);
      byte[] b = buf;
      char ch = s.charAt(i);
      if (ch < 0x80) {
        byte escape = ESCAPES[ch];
        if (escape == 0) {
          b[count++] = (byte) ch;
        } else if (escape == 'u') {
          unicodeEscape(ch);
        } else {
          b[count++] = '\\';
          b[count++] = escape;
        }
      } else if (ch < 0x800) {
        b[count++] = (byte) (0xc0 | (ch >> 6));
        b[count++] = (byte) (0x80 | (ch & 0x3f));
      } else if (!Character.isSurrogate(ch)) {
        b[count++] = (byte) (0xe0 | (ch >> 12));
        b[count++] = (byte) (0x80 | ((ch >> 6) & 0x3f));
        b[count++] = (byte) (0x80 | (ch & 0x3f));
      } else if (Character.isHighSurrogate(ch) && i + 1 < length && Character.isLowSurrogate(s.charAt(i + 1))) {
        int cp = Character.toCodePoint(ch, s.charAt(++i));
        b[count++] = (byte) (0xf0 | (cp >> 18));
        b[count++] = (byte) (0x80 | ((cp >> 12) & 0x3f));
        b[count++] = (byte) (0x80 | ((cp >> 6) & 0x3f));
        b[count++] = (byte) (0x80 | (cp & 0x3f));
      } else {
        unicodeEscape(ch); // a lone surrogate has no UTF-8 form
        loneSurrogate = true;
      }
    }
  }

  private void unicodeEscape(char ch) {
    byte[] b = buf;
    b[count++] = '\\';
    b[count++] = 'u';
    b[count++] = HEX[(ch >> 12) & 0xf];
    b[count++] = HEX[(ch >> 8) & 0xf];
    b[count++] = HEX[(ch >> 4) & 0xf];
    b[count++] = HEX[ch & 0xf];
  }

  private void longDigits(long value) {
    if (value == Long.MIN_VALUE) {
      ascii("-9223372036854775808"); // has no positive counterpart
      return;
    }
    ensure(20);
    byte[] b = buf;
    if (value < 0) {
      b[count++] = '-';
      value = -value;
    }
    int digits = 1;
    for (long bound = 10; digits < 19 && value >= bound; bound *= 10) {
      digits++;
    }
    int p = count + digits;
    count = p;
    while (value >= 10) {
      long quotient = value / 10;
      b[--p] = (byte) ('0' + (int) (value - quotient * 10));
      value = quotient;
    }
    b[--p] = (byte) ('0' + (int) value);
  }

  private void ascii(String text) {
    int length = text.length();
    ensure(length);
    byte[] b = buf;
    int c = count;
    for (int i = 0; i < length; i++) {
      b[c++] = (byte) text.charAt(i);
    }
    count = c;
  }

  private void writeByte(char c) {
    ensure(1);
    buf[count++] = (byte) c;
  }

  private void ensure(int needed) {
    if (count + needed > buf.length) {
      makeRoom(needed);
    }
  }

  private void makeRoom(int needed) {
    if (out != null) {
      drain();
      if (needed <= buf.length) {
        return;
      }
    }
    long size = Math.max((long) buf.length * 2, (long) count + needed);
    if (size > Integer.MAX_VALUE - 8) {
      size = (long) count + needed;
      if (size > Integer.MAX_VALUE - 8) {
        throw new JsonException("cannot write JSON larger than 2 GB");
      }
    }
    buf = Arrays.copyOf(buf, Math.max((int) size, 64));
  }

  private void drain() {
    if (count == 0) {
      return;
    }
    try {
      out.write(buf, 0, count);
    } catch (IOException e) {
      throw new JsonException("cannot write JSON: " + e.getMessage(), e);
    }
    count = 0;
  }
}
