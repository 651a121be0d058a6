package io.mcpgen.processor.model;

/** A schema that cannot be read: not JSON at all, or JSON that is not a schema of the expected shape. */
public final class SchemaReadException extends Exception {
  private static final long serialVersionUID = 1L;

  /** Why the document could not be read. */
  public enum Reason {
    /** The bytes are not JSON; the message has the line and column. */
    NOT_JSON,
    /** JSON, but a keyword has a value of the wrong shape. */
    BAD_SHAPE,
    /** Neither {@code $defs} nor {@code definitions} at the top. */
    NO_DEFINITIONS
  }

  private final Reason reason;
  private final String pointer;

  public SchemaReadException(Reason reason, String pointer, String message) {
    super(message);
    this.reason = reason;
    this.pointer = pointer;
  }

  public Reason reason() {
    return reason;
  }

  /** Where in the document, as a JSON pointer fragment ({@code #/$defs/Foo/required}). */
  public String pointer() {
    return pointer;
  }
}
