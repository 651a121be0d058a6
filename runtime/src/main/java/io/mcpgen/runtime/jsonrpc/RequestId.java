package io.mcpgen.runtime.jsonrpc;

import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import java.util.Objects;

/**
 * A JSON-RPC request id: a string or an integer, never {@code null} (MCP forbids null ids). The id
 * keeps its JSON kind, so a response echoes {@code 7} as {@code 7} and {@code "7"} as
 * {@code "7"}; the two are different ids.
 */
public final class RequestId {

  private final JsonValue value;

  private RequestId(JsonValue value) {
    this.value = value;
  }

  public static RequestId of(long value) {
    return new RequestId(JsonNumber.of(value));
  }

  public static RequestId of(String value) {
    return new RequestId(JsonString.of(value));
  }

  /**
   * The id held by a JSON value, or an {@link IllegalArgumentException} when the value is not a
   * string or an integer.
   */
  public static RequestId from(JsonValue value) {
    if (!isValid(value)) {
      throw new IllegalArgumentException("a request id must be a string or an integer, not " + value);
    }
    return new RequestId(value);
  }

  /** True when the value can be a request id. */
  public static boolean isValid(JsonValue value) {
    return value instanceof JsonString
        || (value instanceof JsonNumber && ((JsonNumber) value).isIntegral());
  }

  /** The id as it goes on the wire. */
  public JsonValue toJson() {
    return value;
  }

  @Override
  public boolean equals(Object other) {
    return other == this || (other instanceof RequestId && value.equals(((RequestId) other).value));
  }

  @Override
  public int hashCode() {
    return Objects.hash(value.kindName(), value);
  }

  @Override
  public String toString() {
    return value.toString();
  }
}
