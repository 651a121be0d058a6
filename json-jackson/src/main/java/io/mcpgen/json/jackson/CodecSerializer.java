package io.mcpgen.json.jackson;

import io.mcpgen.json.JsonCodec;
import io.mcpgen.json.JsonException;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.DatabindException;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ValueSerializer;

/** A databind serializer that writes through a {@link JsonCodec}. */
final class CodecSerializer<T> extends ValueSerializer<T> {

  private final Class<T> type;
  private final JsonCodec<T> codec;

  CodecSerializer(Class<T> type, JsonCodec<T> codec) {
    this.type = type;
    this.codec = codec;
  }

  @Override
  public Class<?> handledType() {
    return type;
  }

  @Override
  public void serialize(T value, JsonGenerator generator, SerializationContext context) {
    try {
      // No close(): the generator belongs to databind, which flushes it when it is done.
      codec.write(JacksonJson.writer(generator), value);
    } catch (JsonException e) {
      throw DatabindException.from(generator, e.getMessage(), e);
    }
  }
}
