package io.mcpgen.json;

/**
 * A codec of a type written as a JSON object that also converts straight to and from a
 * {@link JsonObject}, without a {@link JsonReader} or {@link JsonWriter} over the tree: members are
 * looked up by name and the object is built in one go. {@link Json#decode(JsonValue, JsonCodec)}
 * and {@link Json#toValue(Object, JsonCodec)} take this path when a codec offers it; generated
 * stubs meet every call's arguments, form answers and results as trees, so this is their fast path.
 *
 * <p>Both directions agree with {@link #read} and {@link #write}: the same value for the same
 * object, the same object for the same value.
 *
 * @param <T> the type
 */
public interface JsonObjectCodec<T> extends JsonCodec<T> {

  /**
   * The value the object holds.
   *
   * @throws JsonException when a member does not fit; the message may be less precise than the one
   *     {@link #read} gives, which is why {@link Json#decode(JsonValue, JsonCodec)} then reads the
   *     object again with {@link #read} to name the misfit
   */
  T fromObject(JsonObject object);

  /** The value as an object, the one {@link #write} writes. */
  JsonObject toObject(T value);
}
