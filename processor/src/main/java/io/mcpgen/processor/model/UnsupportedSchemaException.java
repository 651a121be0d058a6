package io.mcpgen.processor.model;

/** A schema construct the mapping cannot turn into Java types, found while mapping. */
public final class UnsupportedSchemaException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** What kind of problem. */
  public enum Reason {
    /** A construct the generator does not support. */
    UNSUPPORTED
  }

  private final Reason reason;
  private final String pointer;

  public UnsupportedSchemaException(Reason reason, String pointer, String message) {
    super(message);
    this.reason = reason;
    this.pointer = pointer;
  }

  public Reason reason() {
    return reason;
  }

  public String pointer() {
    return pointer;
  }
}
