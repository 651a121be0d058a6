package io.mcpgen.json;

/**
 * Reads and writes one Java type as JSON. The processor writes one per generated type; the
 * runtime has them for JSON values and Java's basic types ({@link JsonCodecs}).
 *
 * <p>{@link #read} starts at the value's first token and consumes the whole value;
 * {@link #write} writes exactly one value. Neither may be handed null: a field that may be absent
 * or null is the caller's business.
 */
public interface JsonCodec<T> {

  T read(JsonReader in);

  void write(JsonWriter out, T value);
}
