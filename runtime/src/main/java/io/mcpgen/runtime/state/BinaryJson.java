package io.mcpgen.runtime.state;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonBoolean;
import io.mcpgen.json.JsonException;
import io.mcpgen.json.JsonNull;
import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Map;

/**
 * The payload's second form inside a token ({@link PayloadFormat}): a compact binary encoding of a
 * {@link JsonValue} that keeps every value exactly (numbers with their scale, member order, any
 * string, lone surrogates included) and nests up to {@link #MAX_DEPTH} levels, for the payloads
 * that JSON text cannot carry back.
 *
 * <pre>
 * value    tag (1 byte) then
 *   0 null | 1 false | 2 true
 *   3 integer      zigzag varint (any long)
 *   4 decimal      zigzag varint scale | varint n | n bytes of the unscaled two's complement value
 *   5 string       varint n | n bytes of UTF-8
 *   6 string       varint n | n UTF-16 units, big-endian (only for strings with lone surrogates,
 *                  which UTF-8 cannot carry)
 *   7 array        varint count | values
 *   8 object       varint count | (name as a tag 5 or 6 string, value) ...
 * </pre>
 *
 * <p>Read only after the token's tag checked out. The reader still checks every bound and the
 * nesting depth, and reports any inconsistency as {@link RejectionReason#MALFORMED}.
 */
final class BinaryJson {

  /** Deepest nesting written or read; deeper payloads are refused at mint. */
  static final int MAX_DEPTH = 1000;

  private static final int NULL = 0;
  private static final int FALSE = 1;
  private static final int TRUE = 2;
  private static final int INTEGER = 3;
  private static final int DECIMAL = 4;
  private static final int UTF8 = 5;
  private static final int UTF16 = 6;
  private static final int ARRAY = 7;
  private static final int OBJECT = 8;

  private static final int MAX_CACHED_NAME = 32;
  private static final int NAME_CACHE_MASK = 1023;
  /**
   * Recently read member names, by a hash of their bytes. Shared without locks: a slot holds
   * either an old or a new immutable entry, and a hit is only taken after comparing its bytes,
   * so a race costs at most a miss.
   */
  private static final CachedName[] NAME_CACHE = new CachedName[NAME_CACHE_MASK + 1];

  private BinaryJson() {}

  /** Appends the binary form of a value. */
  static void write(JsonValue value, TokenBuffer out) {
    write(value, out, 0);
  }

  private static void write(JsonValue value, TokenBuffer out, int depth) {
    if (value instanceof JsonObject) {
      checkDepth(depth);
      Map<String, JsonValue> members = ((JsonObject) value).members();
      out.write(OBJECT);
      out.writeVarint(members.size());
      // forEach reaches the map's own entries; entrySet() of the unmodifiable view wraps each one.
      members.forEach((name, member) -> {
        writeString(name, out);
        write(member, out, depth + 1);
      });
    } else if (value instanceof JsonArray) {
      checkDepth(depth);
      JsonArray array = (JsonArray) value;
      out.write(ARRAY);
      out.writeVarint(array.size());
      for (JsonValue element : array.elements()) {
        write(element, out, depth + 1);
      }
    } else if (value instanceof JsonString) {
      writeString(((JsonString) value).value(), out);
    } else if (value instanceof JsonNumber) {
      writeNumber((JsonNumber) value, out);
    } else if (value instanceof JsonBoolean) {
      out.write(((JsonBoolean) value).value() ? TRUE : FALSE);
    } else {
      out.write(NULL);
    }
  }

  private static void checkDepth(int depth) {
    if (depth >= MAX_DEPTH) {
      throw new IllegalArgumentException("the requestState payload is nested deeper than " + MAX_DEPTH + " levels");
    }
  }

  private static void writeNumber(JsonNumber number, TokenBuffer out) {
    if (number.isLong()) {
      out.write(INTEGER);
      out.writeVarlong(zigzag(number.longValue()));
    } else {
      BigDecimal decimal = number.bigDecimalValue();
      byte[] unscaled = decimal.unscaledValue().toByteArray();
      out.write(DECIMAL);
      out.writeVarlong(zigzag(decimal.scale()));
      out.writeVarint(unscaled.length);
      out.write(unscaled, 0, unscaled.length);
    }
  }

  /**
   * UTF-8 straight into the buffer in one pass, behind a one-byte length that is widened (moving
   * the bytes) only for strings of 128 bytes or more; UTF-16 if a surrogate is alone.
   */
  private static void writeString(String s, TokenBuffer out) {
    int length = s.length();
    // Room for ASCII; the first other character makes room for the worst case of the rest.
    out.ensure(2 + length);
    byte[] bytes = out.array();
    int start = out.size();
    int at = start + 2;
    boolean wide = false;
    for (int i = 0; i < length; i++) {
      char c = s.charAt(i);
      if (c < 0x80) {
        bytes[at++] = (byte) c;
        continue;
      }
      if (!wide) {
        wide = true;
        out.ensure(at - start + 3 * (length - i) + 5);
        bytes = out.array();
      }
      if (c < 0x800) {
        bytes[at++] = (byte) (0xc0 | c >> 6);
        bytes[at++] = (byte) (0x80 | c & 0x3f);
      } else if (!Character.isSurrogate(c)) {
        bytes[at++] = (byte) (0xe0 | c >> 12);
        bytes[at++] = (byte) (0x80 | c >> 6 & 0x3f);
        bytes[at++] = (byte) (0x80 | c & 0x3f);
      } else if (Character.isHighSurrogate(c) && i + 1 < length && Character.isLowSurrogate(s.charAt(i + 1))) {
        int cp = Character.toCodePoint(c, s.charAt(++i));
        bytes[at++] = (byte) (0xf0 | cp >> 18);
        bytes[at++] = (byte) (0x80 | cp >> 12 & 0x3f);
        bytes[at++] = (byte) (0x80 | cp >> 6 & 0x3f);
        bytes[at++] = (byte) (0x80 | cp & 0x3f);
      } else {
        writeUtf16(s, out);
        return;
      }
    }
    int utf8Length = at - start - 2;
    bytes[start] = UTF8;
    if (utf8Length < 0x80) {
      bytes[start + 1] = (byte) utf8Length;
      out.skip(2 + utf8Length);
      return;
    }
    // Rare: the length needs more varint bytes; move the string behind them.
    int lengthBytes = varintLength(utf8Length);
    out.ensure(1 + lengthBytes + utf8Length);
    bytes = out.array();
    System.arraycopy(bytes, start + 2, bytes, start + 1 + lengthBytes, utf8Length);
    out.skip(1);
    out.writeVarint(utf8Length);
    out.skip(utf8Length);
  }

  private static int varintLength(int value) {
    return (38 - Integer.numberOfLeadingZeros(value)) / 7 + (value == 0 ? 1 : 0);
  }

  private static void writeUtf16(String s, TokenBuffer out) {
    out.write(UTF16);
    out.writeVarint(s.length());
    out.ensure(2 * s.length());
    byte[] bytes = out.array();
    int at = out.size();
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      bytes[at++] = (byte) (c >> 8);
      bytes[at++] = (byte) c;
    }
    out.skip(2 * s.length());
  }

  private static long zigzag(long value) {
    return value << 1 ^ value >> 63;
  }

  private static long unzigzag(long value) {
    return value >>> 1 ^ -(value & 1);
  }

  /** Reads one value that must fill {@code bytes[offset..end)} exactly. */
  static JsonValue read(byte[] bytes, int offset, int end) throws StateRejectedException {
    Reader reader = new Reader(bytes, offset, end);
    JsonValue value = reader.value(0);
    if (reader.position != end) {
      throw malformed();
    }
    return value;
  }

  private static StateRejectedException malformed() {
    return new StateRejectedException(RejectionReason.MALFORMED);
  }

  /** A member name with its UTF-8 bytes; immutable, so it can be shared between threads. */
  private static final class CachedName {
    final byte[] utf8;
    final String name;

    CachedName(byte[] utf8, String name) {
      this.utf8 = utf8;
      this.name = name;
    }

    boolean is(byte[] bytes, int offset, int length) {
      if (utf8.length != length) {
        return false;
      }
      for (int i = 0; i < length; i++) {
        if (utf8[i] != bytes[offset + i]) {
          return false;
        }
      }
      return true;
    }
  }

  /** A bounds-checked cursor. */
  private static final class Reader {
    private final byte[] bytes;
    private final int end;
    private int position;

    Reader(byte[] bytes, int position, int end) {
      this.bytes = bytes;
      this.position = position;
      this.end = end;
    }

    JsonValue value(int depth) throws StateRejectedException {
      int tag = nextByte();
      switch (tag) {
        case NULL:
          return JsonNull.INSTANCE;
        case FALSE:
          return JsonBoolean.FALSE;
        case TRUE:
          return JsonBoolean.TRUE;
        case INTEGER:
          return JsonNumber.of(unzigzag(varlong()));
        case DECIMAL:
          return decimal();
        case UTF8:
        case UTF16:
          return JsonString.of(taggedString(tag));
        case ARRAY:
          return array(depth);
        case OBJECT:
          return object(depth);
        default:
          throw malformed();
      }
    }

    private JsonValue decimal() throws StateRejectedException {
      long scale = unzigzag(varlong());
      int length = length();
      if (scale < Integer.MIN_VALUE || scale > Integer.MAX_VALUE || length == 0) {
        throw malformed();
      }
      BigInteger unscaled = new BigInteger(bytes, position, length);
      position += length;
      return JsonNumber.of(new BigDecimal(unscaled, (int) scale));
    }

    private String taggedString(int tag) throws StateRejectedException {
      int length = length();
      if (tag == UTF8) {
        return utf8(length);
      }
      if (length > (end - position) / 2) {
        throw malformed();
      }
      char[] chars = new char[length];
      for (int i = 0; i < length; i++) {
        chars[i] = (char) ((bytes[position] & 0xff) << 8 | bytes[position + 1] & 0xff);
        position += 2;
      }
      return new String(chars);
    }

    /**
     * A member name. Payloads of one server repeat their names token after token, so short ASCII
     * names come from a small cache: no new string, and its hash is already computed for the map.
     */
    private String name() throws StateRejectedException {
      int length = length();
      if (length > MAX_CACHED_NAME) {
        return utf8(length);
      }
      int hash = length;
      for (int i = position; i < position + length; i++) {
        hash = 31 * hash + bytes[i];
      }
      int slot = (hash ^ hash >>> 12) & NAME_CACHE_MASK;
      CachedName cached = NAME_CACHE[slot];
      if (cached != null && cached.is(bytes, position, length)) {
        position += length;
        return cached.name;
      }
      byte[] utf8 = Arrays.copyOfRange(bytes, position, position + length);
      String name = utf8(length);
      NAME_CACHE[slot] = new CachedName(utf8, name);
      return name;
    }

    /** A UTF-8 string of {@code length} bytes, bounds already checked. */
    private String utf8(int length) {
      String s = new String(bytes, position, length, StandardCharsets.UTF_8);
      position += length;
      return s;
    }

    private JsonValue array(int depth) throws StateRejectedException {
      checkDepth(depth);
      int count = count();
      JsonArray.Builder builder = JsonArray.builder();
      for (int i = 0; i < count; i++) {
        builder.add(value(depth + 1));
      }
      return builder.build();
    }

    private JsonValue object(int depth) throws StateRejectedException {
      checkDepth(depth);
      int count = count();
      JsonObject.Builder builder = JsonObject.builder();
      for (int i = 0; i < count; i++) {
        int tag = nextByte();
        if (tag != UTF8 && tag != UTF16) {
          throw malformed();
        }
        String name = tag == UTF8 ? name() : taggedString(tag);
        try {
          builder.add(name, value(depth + 1));
        } catch (JsonException duplicate) {
          throw malformed();
        }
      }
      return builder.build();
    }

    private void checkDepth(int depth) throws StateRejectedException {
      if (depth >= MAX_DEPTH) {
        throw malformed();
      }
    }

    /** An element count: each element takes at least one byte, so it cannot exceed what is left. */
    private int count() throws StateRejectedException {
      long count = varlong();
      if (count < 0 || count > end - position) {
        throw malformed();
      }
      return (int) count;
    }

    /** A byte length that must fit in what is left. */
    private int length() throws StateRejectedException {
      long length = varlong();
      if (length < 0 || length > end - position) {
        throw malformed();
      }
      return (int) length;
    }

    private int nextByte() throws StateRejectedException {
      if (position >= end) {
        throw malformed();
      }
      return bytes[position++] & 0xff;
    }

    private long varlong() throws StateRejectedException {
      long value = 0;
      for (int shift = 0; shift < 64; shift += 7) {
        int b = nextByte();
        value |= (long) (b & 0x7f) << shift;
        if (b < 0x80) {
          return value;
        }
      }
      throw malformed();
    }
  }
}
