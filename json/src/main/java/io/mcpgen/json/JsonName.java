package io.mcpgen.json;

import java.util.Objects;

/**
 * A member name encoded once, for writers that write it many times. Generated codecs keep one
 * constant per member. Creating one also tells the byte reader to return this very
 * {@link #value()} instance when it reads the name, so codecs that switch on names compare
 * identical strings.
 */
public final class JsonName {
  private final String value;
  /** {@code "value":} in UTF-8, escaped, for the byte writer to copy as it is. */
  final byte[] utf8;

  private JsonName(String value) {
    this.value = value;
    this.utf8 = Utf8JsonWriter.memberName(value);
    NameCache.SHARED.remember(value);
  }

  public static JsonName of(String value) {
    return new JsonName(Objects.requireNonNull(value, "value"));
  }

  public String value() {
    return value;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof JsonName && value.equals(((JsonName) other).value);
  }

  @Override
  public int hashCode() {
    return value.hashCode();
  }

  @Override
  public String toString() {
    return value;
  }
}
