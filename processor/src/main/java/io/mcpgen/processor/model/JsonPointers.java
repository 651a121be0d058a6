package io.mcpgen.processor.model;

/** JSON pointer segment escaping (RFC 6901). */
public final class JsonPointers {

  private JsonPointers() {}

  public static String escape(String segment) {
    return segment.replace("~", "~0").replace("/", "~1");
  }

  public static String unescape(String segment) {
    return segment.replace("~1", "/").replace("~0", "~");
  }

  /** The pointer of a child position, e.g. {@code child("#/$defs/Foo", "properties", "bar")}. */
  public static String child(String pointer, String... segments) {
    StringBuilder out = new StringBuilder(pointer);
    for (String segment : segments) {
      out.append('/').append(escape(segment));
    }
    return out.toString();
  }
}
