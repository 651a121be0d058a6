package io.mcpgen.json;

/** Reads and writes any JSON value as a {@link JsonValue}. */
enum JsonValueCodec implements JsonCodec<JsonValue> {
  INSTANCE;

  @Override
  public JsonValue read(JsonReader in) {
    return in.readValue();
  }

  @Override
  public void write(JsonWriter out, JsonValue value) {
    out.value(value);
  }
}
