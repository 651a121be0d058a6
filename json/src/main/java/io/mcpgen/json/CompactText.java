package io.mcpgen.json;

/**
 * The text of an object or array exactly as {@link Utf8JsonWriter} would write it (compact, its
 * escapes and number spellings), kept by a value the byte reader read without building it. The
 * value builds its members from the text when asked for them, and a byte writer copies the text
 * as it is: a subtree that is only passed through (a tool's input schema, {@code _meta}) costs a
 * check and a copy instead of a tree.
 */
final class CompactText {

  /**
   * Holds the text at {@code [offset, offset + length)}: checked JSON, well-formed, valid UTF-8,
   * no duplicate member names, within the limits. Nothing else of the array is read, and nothing
   * writes to it.
   */
  final byte[] bytes;
  final int offset;
  final int length;
  /** How deeply containers nest in it, counting the outermost: a writer checks its own limit. */
  final int depth;

  CompactText(byte[] bytes, int depth) {
    this(bytes, 0, bytes.length, depth);
  }

  CompactText(byte[] bytes, int offset, int length, int depth) {
    this.bytes = bytes;
    this.offset = offset;
    this.length = length;
    this.depth = depth;
  }

  /** The value the text spells, built in full. */
  JsonValue parse() {
    return new Utf8JsonReader(bytes, offset, length).readValue();
  }
}
