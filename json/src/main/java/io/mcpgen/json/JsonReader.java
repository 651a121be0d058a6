package io.mcpgen.json;

/**
 * Pull reader of one JSON document, in the style of Gson's and Moshi's readers.
 *
 * <pre>{@code
 * in.beginObject();
 * while (in.hasNext()) {
 *   switch (in.nextName()) {
 *     case "text" -> text = in.readString();
 *     default -> in.skipValue();
 *   }
 * }
 * in.endObject();
 * }</pre>
 *
 * <p>Every method throws {@link JsonException} (a {@link JsonSyntaxException} for text that is
 * not JSON) with the position as a JSON pointer. Numbers are not coerced from strings, nor strings
 * from numbers; an integer read accepts an integral number in any spelling ({@code 2},
 * {@code 2.0}, {@code 2e0}). Implementations: the strict UTF-8 byte reader
 * ({@link Json#reader(byte[])}), one over a {@link JsonValue} ({@link Json#reader(JsonValue)}),
 * and one over Jackson's streaming parser in {@code mcpgen-json-jackson}.
 */
public interface JsonReader {

  /** What comes next, without consuming it. */
  JsonToken peek();

  void beginObject();

  void endObject();

  void beginArray();

  void endArray();

  /** True when the current object or array has another member or element. */
  boolean hasNext();

  /** The next member's name. */
  String nextName();

  String readString();

  /**
   * Reads a string that is most often one of {@code expected} (an enum's spellings, a constant,
   * the values of a union's discriminator) and returns, when it is one, the very instance in the
   * array; otherwise the string read. Codecs then compare by identity first and switch on a hash
   * the instance keeps, and the reader over bytes finds the match without making a string.
   */
  default String readString(String[] expected) {
    String value = readString();
    for (String candidate : expected) {
      if (candidate.equals(value)) {
        return candidate;
      }
    }
    return value;
  }

  boolean readBoolean();

  int readInt();

  long readLong();

  double readDouble();

  JsonNumber readNumber();

  /** Consumes a {@code null}. */
  void readNull();

  /** When the next value is {@code null}, consumes it and returns true; otherwise returns false. */
  boolean nextIsNull();

  /** Reads the next value, whatever it is, as a tree. */
  JsonValue readValue();

  /** Consumes the next value, whatever it is. */
  void skipValue();

  /**
   * The shape of the next value, when it is an object, read ahead without consuming it: what a
   * codec needs to choose among union members told apart by shape, before the chosen member's
   * codec reads the object from this reader. The shape has every member's name, and the value
   * (a scalar, or an object's member names) of the members named in {@code compared} only.
   * Returns {@code null} when this reader cannot read ahead or the next value is not an object;
   * the caller then reads the value as a tree and takes {@link ObjectShape#of(JsonObject) its shape}.
   */
  default ObjectShape peekShape(String[] compared) {
    return null;
  }

  /**
   * The answers of {@code probe} for the next value, when it is an object, read ahead without
   * consuming it: what a codec needs to choose among union members told apart by shape, before
   * the chosen member's codec reads the object from this reader. Returns -1 when this reader
   * cannot read ahead, the next value is not an object, or the bytes cannot decide (see
   * {@link ShapeProbe}); the caller then reads the value as a tree and asks
   * {@link ShapeProbe#of(JsonObject)}.
   */
  default long peekMembers(ShapeProbe probe) {
    return -1;
  }

  /**
   * The answers of {@code probe} for the first member of the next value alone, when the value is
   * an object, read ahead without consuming it: a union whose rules are decided by one member's
   * value (a {@code "type"} of {@code "boolean"}) can choose from it when the object starts with
   * that member, without looking at the rest. 0 for an empty object or a first member the probe
   * does not test; -1 when this reader cannot read ahead, the next value is not an object, or the
   * bytes cannot decide; the caller then asks {@link #peekMembers}.
   */
  default long peekFirstMember(ShapeProbe probe) {
    return -1;
  }

  /** Where the reader is, as a JSON pointer (empty at the top). */
  String pointer();

  /** An exception for a value that does not fit, with the current position. */
  default JsonException error(String message) {
    return new JsonException(message, pointer(), null);
  }

  /**
   * The exception for a required member missing from the object just read, pointing where the
   * member belongs ({@code /range} for {@code range} of the top-level object): the JSON path, not
   * the Java type, is what the sender can act on.
   */
  default JsonException missingMember(String name) {
    return new JsonException("missing required member", pointer() + "/" + name.replace("~", "~0").replace("/", "~1"),
        null);
  }

  /**
   * The exception for member {@code name} met a second time in the object being read, at its
   * pointer: every reader refuses such an object, whatever the codec (see the message for why).
   */
  default JsonException duplicateMember(String name) {
    return new JsonException(JsonException.duplicateMemberMessage(name), pointer(), null);
  }
}
