package io.mcpgen.json.jackson;

import tools.jackson.core.JsonParser;
import tools.jackson.databind.DatabindException;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.ValueDeserializer;

/** The deserializer of an alias holder class: always an error naming the type to read instead. */
final class HolderRefusal<T> extends ValueDeserializer<T> {

  private final Class<?> holder;
  private final String readInstead;

  HolderRefusal(Class<?> holder, String readInstead) {
    this.holder = holder;
    this.readInstead = readInstead;
  }

  @Override
  public Class<?> handledType() {
    return holder;
  }

  @Override
  public T deserialize(JsonParser parser, DeserializationContext context) {
    throw DatabindException.from(parser, "cannot read " + holder.getSimpleName() + ": it names the type "
        + readInstead + " and holds its codec, it is not a value; read " + readInstead + " instead (for example with "
        + holder.getSimpleName() + ".CODEC, or a TypeReference<" + readInstead + ">)");
  }
}
