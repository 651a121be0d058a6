package io.mcpgen.runtime.json;

import java.util.Objects;
import tools.jackson.core.io.SerializedString;

/**
 * A member name encoded once, for writers that write it many times. Generated codecs keep one
 * constant per member.
 */
public final class JsonName {
  private final String value;
  final SerializedString encoded;

  private JsonName(String value) {
    this.value = value;
    this.encoded = new SerializedString(value);
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
