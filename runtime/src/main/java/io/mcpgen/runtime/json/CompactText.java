package io.mcpgen.runtime.json;

/**
 * The text of an object or array exactly as {@link Utf8JsonWriter} would write it (compact, its
 * escapes and number spellings), kept by a value the byte reader read without building it. The
 * value builds its members from the text when asked for them, and a byte writer copies the text
 * as it is: a subtree that is only passed through (a tool's input schema, {@code _meta}) costs a
 * check and a copy instead of a tree.
 */
final class CompactText {

  /** Checked JSON: well-formed, valid UTF-8, no duplicate member names, within the limits. */
  final byte[] bytes;
  /** How deeply containers nest in it, counting the outermost: a writer checks its own limit. */
  final int depth;

  CompactText(byte[] bytes, int depth) {
    this.bytes = bytes;
    this.depth = depth;
  }

  /** The value the text spells, built in full. */
  JsonValue parse() {
    return new Utf8JsonReader(bytes, 0, bytes.length).readValue();
  }
}
