package io.mcpgen.json;

/**
 * The limits the byte reader and writer enforce, the same as Jackson's defaults
 * ({@code StreamReadConstraints}, {@code StreamWriteConstraints}), so switching backends changes
 * no accept or reject decision. They bound the work and memory one document can demand.
 */
final class JsonLimits {

  /** Open objects and arrays at once; one more is an error, not a {@link StackOverflowError}. */
  static final int MAX_DEPTH = 500;

  /** Digits of a number: integer, fraction and exponent together (signs and the point do not count). */
  static final int MAX_NUMBER_LENGTH = 1000;

  /** Characters of a string value. */
  static final int MAX_STRING_LENGTH = 100_000_000;

  /** Characters of a member name. */
  static final int MAX_NAME_LENGTH = 50_000;

  private JsonLimits() {}
}
