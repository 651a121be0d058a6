package io.mcpgen.processor.model;

/**
 * A member of a record: how it is named on the wire and in Java, its type and how it may appear.
 *
 * @param wireName the JSON member name
 * @param javaName the record component and builder method name
 * @param type the Java type
 * @param required true when the member must be present
 * @param nullable true when JSON {@code null} is a value of its own (a {@code ["T", "null"]} type)
 * @param fixed when not null, the member's only value; a required fixed member has no component
 *     (the record states it) and an optional one is a nullable component that may hold only it
 * @param absentMeansFixed true when a missing fixed member is read as if it were there (an absent
 *     {@code resultType} means {@code "complete"})
 * @param description the schema's description, or null
 * @param pointer where the member's schema is
 * @param defaultValue the value a missing (or null) member is read as, in {@code JsonText} form
 *     ({@code String}, {@code Long}, {@code BigDecimal}, {@code Boolean}, a {@code List} of them;
 *     an enum constant as its name), or null: a user record's {@code @Default}
 */
public record Property(
    String wireName,
    String javaName,
    TypeRef type,
    boolean required,
    boolean nullable,
    Literal fixed,
    boolean absentMeansFixed,
    String description,
    String pointer,
    Object defaultValue) {

  /** True when a missing member is read as {@link #defaultValue}. */
  public boolean hasDefault() {
    return defaultValue != null;
  }

  /** True when the member is a record component (everything but required fixed values). */
  public boolean isComponent() {
    return fixed == null || !required;
  }

  /** True for a member with one allowed value that the record states instead of storing. */
  public boolean isConstant() {
    return fixed != null && required;
  }

  /** The name of the constant holding the fixed value, e.g. {@code METHOD}. */
  public String constantName() {
    return JavaNames.constantName(javaName);
  }
}
