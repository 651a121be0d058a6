package io.mcpgen.processor.model;

/** The Java type of a value position: a record component, a list element, a map value. */
public sealed interface TypeRef {

  /** Types of Java and of the runtime. */
  enum Builtin implements TypeRef {
    STRING,
    /** JSON integer, as a Java {@code long}. */
    LONG,
    /** JSON integer, as a Java {@code int} (user records only; schemas give {@code long}). */
    INT,
    /** JSON number. */
    DOUBLE,
    BOOLEAN,
    /** Any JSON value, exact numbers: the runtime's {@code JsonValue}. */
    JSON_VALUE,
    /** A number of any size and precision: the runtime's {@code JsonNumber}. */
    JSON_NUMBER
  }

  /** A generated type. */
  record Named(JavaTypeName name) implements TypeRef {}

  /** {@code List<T>}, unmodifiable. */
  record ListOf(TypeRef element) implements TypeRef {}

  /** {@code Map<String, T>}, unmodifiable, member order kept. */
  record MapOf(TypeRef value) implements TypeRef {}

  /**
   * {@code Optional<T>}: a member that may be absent, as user records write it (never a list
   * element or a map value); absent and JSON {@code null} read as empty.
   */
  record OptionalOf(TypeRef value) implements TypeRef {}
}
