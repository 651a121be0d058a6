package io.mcpgen.json;

/**
 * An immutable JSON value: arbitrary JSON on the wire ({@code _meta}, tool arguments,
 * {@code structuredContent}, JSON schemas) that no record describes.
 *
 * <p>Numbers keep their exact value ({@link JsonNumber}), object members keep their order, and
 * every value can be written as canonical JSON ({@link CanonicalJson}) for digests. Equality is
 * by JSON value: {@code 1} equals {@code 1.0}, member order does not matter.
 */
public sealed interface JsonValue permits JsonObject, JsonArray, JsonString, JsonNumber, JsonBoolean, JsonNull {

  /** The codec that reads and writes any JSON value. */
  JsonCodec<JsonValue> CODEC = JsonValueCodec.INSTANCE;

  /** Parses one JSON text. */
  static JsonValue parse(String json) {
    return Json.parse(json);
  }

  /** The JSON text of this value, compact, members in their order. */
  @Override
  String toString();

  /** This value as an object, or a {@link JsonException} naming what it is instead. */
  default JsonObject asObject() {
    throw new JsonException("expected a JSON object but found " + kindName());
  }

  /** This value as an array, or a {@link JsonException} naming what it is instead. */
  default JsonArray asArray() {
    throw new JsonException("expected a JSON array but found " + kindName());
  }

  /** This value's string, or a {@link JsonException} naming what it is instead. */
  default String asString() {
    throw new JsonException("expected a JSON string but found " + kindName());
  }

  /** This value as a number, or a {@link JsonException} naming what it is instead. */
  default JsonNumber asNumber() {
    throw new JsonException("expected a JSON number but found " + kindName());
  }

  /** This value's boolean, or a {@link JsonException} naming what it is instead. */
  default boolean asBoolean() {
    throw new JsonException("expected a JSON boolean but found " + kindName());
  }

  /** True only for the JSON {@code null}. */
  default boolean isNull() {
    return false;
  }

  /** "object", "array", "string", "number", "boolean" or "null", for messages. */
  String kindName();
}
