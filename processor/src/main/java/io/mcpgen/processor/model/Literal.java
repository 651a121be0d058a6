package io.mcpgen.processor.model;

/**
 * A JSON scalar written in a schema ({@code const}, {@code enum}): its kind and its JSON text.
 *
 * @param kind what JSON kind the value is
 * @param text the value's JSON text for numbers, booleans and null; the string itself for strings
 */
public record Literal(Kind kind, String text) {

  /** JSON kinds a literal can have; objects and arrays are not supported as literals. */
  public enum Kind {
    STRING,
    INTEGER,
    NUMBER,
    BOOLEAN,
    NULL,
    OTHER
  }

  public static Literal string(String value) {
    return new Literal(Kind.STRING, value);
  }
}
