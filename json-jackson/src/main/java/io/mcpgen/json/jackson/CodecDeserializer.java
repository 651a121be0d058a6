package io.mcpgen.json.jackson;

import io.mcpgen.json.JsonCodec;
import io.mcpgen.json.JsonException;
import tools.jackson.core.JsonParser;
import tools.jackson.databind.DatabindException;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.ValueDeserializer;

/**
 * A databind deserializer that reads through a {@link JsonCodec}: databind hands over the parser
 * on the value's first token, and {@link Json#reader(JsonParser)} leaves it on the value's last.
 */
final class CodecDeserializer<T> extends ValueDeserializer<T> {

  private final Class<T> type;
  private final JsonCodec<T> codec;

  CodecDeserializer(Class<T> type, JsonCodec<T> codec) {
    this.type = type;
    this.codec = codec;
  }

  @Override
  public Class<?> handledType() {
    return type;
  }

  @Override
  public T deserialize(JsonParser parser, DeserializationContext context) {
    try {
      return codec.read(JacksonJson.reader(parser));
    } catch (JsonException e) {
      throw DatabindException.from(parser, "cannot read " + type.getSimpleName() + ": " + e.getMessage(), e);
    } catch (IllegalArgumentException | NullPointerException e) {
      // A record's constructor refused a value the codec read: still bad input, not a bug.
      throw DatabindException.from(parser, "cannot read " + type.getSimpleName() + ": " + e.getMessage(), e);
    }
  }
}
