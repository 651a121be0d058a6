package io.mcpgen.json;

import java.util.Arrays;
import java.util.Map;

/**
 * What a union codec looks at to choose the member of a union that JSON tells apart only by
 * shape (no discriminator): an object's member names and, of the members the union's rules
 * compare, the scalar values and the member names of object values. Nothing deeper.
 *
 * <p>A reader over bytes reads the shape ahead and goes back ({@link JsonReader#peekShape}), so
 * the chosen member's codec then streams the object as if no union were in the way; before, the
 * object was built as a tree, checked, and read again from the tree. Such a shape is the reader's
 * own, reused: it holds until the reader is next asked for one, which is all a codec needs
 * (it chooses, then reads). Other readers build the tree ({@link #of(JsonObject)}).
 *
 * <p>A string value of plain ASCII stays as its bytes in the document and is compared there;
 * one longer than {@link #KEPT_STRING_BYTES} bytes as written is not kept: it compares unequal
 * to every constant, which is right for any constant shorter than that (a string's decoded UTF-8
 * is never longer than its escaped text); schema constants are words.
 */
public final class ObjectShape {

  /** Longest string member, in bytes as written, whose value is kept for comparison. */
  public static final int KEPT_STRING_BYTES = 256;

  /** The value of a member not compared, an array, or a string too long to keep. */
  private static final Object NOT_COMPARED = new Object();
  /** The value of a string member kept as bytes of {@link #source}, at {@link #starts} / {@link #ends}. */
  private static final Object RAW_STRING = new Object();

  private String[] names;
  /** Per member, its name's hash: a lookup compares hashes, and names only where they agree. */
  private int[] hashes;
  /**
   * Per member: a scalar {@link JsonValue}, the member names ({@code String[]}) of an object,
   * {@link #RAW_STRING} or {@link #NOT_COMPARED}.
   */
  private Object[] values;
  private int[] starts;
  private int[] ends;
  private byte[] source;
  private int size;
  /** The member asked for last and where it is: the rules ask for the same few members again and again. */
  private String lastName;
  private int lastIndex;

  ObjectShape() {
    names = new String[8];
    hashes = new int[8];
    values = new Object[8];
    starts = new int[8];
    ends = new int[8];
  }

  /** The shape of an object already built. */
  public static ObjectShape of(JsonObject object) {
    Map<String, JsonValue> members = object.members();
    ObjectShape shape = new ObjectShape();
    shape.clear(null);
    for (Map.Entry<String, JsonValue> member : members.entrySet()) {
      JsonValue value = member.getValue();
      if (value instanceof JsonObject) {
        shape.object(member.getKey(), ((JsonObject) value).members().keySet().toArray(new String[0]));
      } else if (value instanceof JsonArray) {
        shape.notCompared(member.getKey());
      } else {
        shape.scalar(member.getKey(), value);
      }
    }
    return shape;
  }

  /** True when the object has member {@code name}, whatever its value ({@code null} included). */
  public boolean has(String name) {
    return indexOf(name) >= 0;
  }

  /** True when member {@code name} is the string {@code expected}. */
  public boolean is(String name, String expected) {
    int i = indexOf(name);
    if (i < 0) {
      return false;
    }
    Object value = values[i];
    if (value == RAW_STRING) {
      return rawEquals(starts[i], ends[i], expected);
    }
    return value instanceof JsonString && ((JsonString) value).value().equals(expected);
  }

  /** True when member {@code name} is the scalar {@code expected}. */
  public boolean is(String name, JsonValue expected) {
    if (expected instanceof JsonString) {
      return is(name, ((JsonString) expected).value());
    }
    int i = indexOf(name);
    return i >= 0 && values[i] != RAW_STRING && expected.equals(values[i]);
  }

  /** True when member {@code name} is an object with every one of {@code inner} among its members. */
  public boolean hasAll(String name, String... inner) {
    int i = indexOf(name);
    if (i < 0 || !(values[i] instanceof String[])) {
      return false;
    }
    String[] present = (String[]) values[i];
    for (String wanted : inner) {
      if (!contains(present, present.length, wanted)) {
        return false;
      }
    }
    return true;
  }

  /** A raw string is ASCII (the reader keeps raw only text with no escape and no byte above 0x7f). */
  private boolean rawEquals(int start, int end, String expected) {
    if (expected.length() != end - start) {
      return false;
    }
    byte[] in = source;
    for (int k = 0; k < expected.length(); k++) {
      if (in[start + k] != expected.charAt(k)) {
        return false;
      }
    }
    return true;
  }

  private int indexOf(String name) {
    if (name == lastName) {
      return lastIndex;
    }
    int found = -1;
    int hash = name.hashCode();
    for (int i = 0; i < size; i++) {
      if (hashes[i] == hash && names[i].equals(name)) {
        found = i;
        break;
      }
    }
    lastName = name;
    lastIndex = found;
    return found;
  }

  /**
   * Whether {@code name} is among the first {@code size} of {@code names}. Names are mostly the
   * reader's cached instances and the codecs' constants, whose hashes the strings keep, so a
   * mismatch costs a comparison of two ints.
   */
  static boolean contains(String[] names, int size, String name) {
    int hash = name.hashCode();
    for (int i = 0; i < size; i++) {
      if (names[i].hashCode() == hash && names[i].equals(name)) {
        return true;
      }
    }
    return false;
  }

  @Override
  public String toString() {
    return "ObjectShape" + Arrays.toString(Arrays.copyOf(names, size));
  }

  // ---- filled member by member; a repeated name keeps its first value (the codec that reads
  // ---- the object next refuses it anyway)

  void clear(byte[] source) {
    Arrays.fill(values, 0, size, null);
    Arrays.fill(names, 0, size, null);
    this.source = source;
    size = 0;
    lastName = null;
  }

  void scalar(String name, JsonValue value) {
    add(name, value);
  }

  void rawString(String name, int start, int end) {
    int i = add(name, RAW_STRING);
    if (i >= 0) {
      starts[i] = start;
      ends[i] = end;
    }
  }

  void object(String name, String[] inner) {
    add(name, inner);
  }

  void notCompared(String name) {
    add(name, NOT_COMPARED);
  }

  private int add(String name, Object value) {
    if (contains(names, size, name)) {
      return -1;
    }
    if (size == names.length) {
      int grown = size * 2;
      names = Arrays.copyOf(names, grown);
      hashes = Arrays.copyOf(hashes, grown);
      values = Arrays.copyOf(values, grown);
      starts = Arrays.copyOf(starts, grown);
      ends = Arrays.copyOf(ends, grown);
    }
    names[size] = name;
    hashes[size] = name.hashCode();
    values[size] = value;
    return size++;
  }
}
