package io.mcpgen.json.jackson;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonBoolean;
import io.mcpgen.json.JsonException;
import io.mcpgen.json.JsonName;
import io.mcpgen.json.JsonNull;
import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.json.JsonWriter;
import java.math.BigDecimal;
import java.util.Map;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonGenerator;

/** {@link JsonWriter} over Jackson's streaming generator. */
final class JacksonJsonWriter implements JsonWriter {

  private final JsonGenerator generator;

  JacksonJsonWriter(JsonGenerator generator) {
    this.generator = generator;
  }

  @Override
  public void beginObject() {
    generator.writeStartObject();
  }

  @Override
  public void endObject() {
    generator.writeEndObject();
  }

  @Override
  public void beginArray() {
    generator.writeStartArray();
  }

  @Override
  public void endArray() {
    generator.writeEndArray();
  }

  @Override
  public void name(JsonName name) {
    generator.writeName(name.value());
  }

  @Override
  public void name(String name) {
    generator.writeName(name);
  }

  @Override
  public void value(String value) {
    if (value == null) {
      generator.writeNull();
    } else {
      generator.writeString(value);
    }
  }

  @Override
  public void value(boolean value) {
    generator.writeBoolean(value);
  }

  @Override
  public void value(int value) {
    generator.writeNumber(value);
  }

  @Override
  public void value(long value) {
    generator.writeNumber(value);
  }

  @Override
  public void value(double value) {
    if (Double.isNaN(value) || Double.isInfinite(value)) {
      throw new JsonException("JSON has no spelling for " + value);
    }
    generator.writeNumber(value);
  }

  @Override
  public void value(BigDecimal value) {
    if (value == null) {
      generator.writeNull();
    } else {
      generator.writeNumber(value);
    }
  }

  @Override
  public void value(JsonNumber value) {
    if (value == null) {
      generator.writeNull();
    } else if (value.isLong()) {
      generator.writeNumber(value.longValue());
    } else {
      generator.writeNumber(value.bigDecimalValue());
    }
  }

  @Override
  public void value(JsonValue value) {
    if (value == null || value instanceof JsonNull) {
      generator.writeNull();
    } else if (value instanceof JsonString) {
      generator.writeString(((JsonString) value).value());
    } else if (value instanceof JsonObject) {
      generator.writeStartObject();
      for (Map.Entry<String, JsonValue> member : ((JsonObject) value).members().entrySet()) {
        generator.writeName(member.getKey());
        value(member.getValue());
      }
      generator.writeEndObject();
    } else if (value instanceof JsonArray) {
      generator.writeStartArray();
      for (JsonValue element : ((JsonArray) value).elements()) {
        value(element);
      }
      generator.writeEndArray();
    } else if (value instanceof JsonNumber) {
      value((JsonNumber) value);
    } else {
      generator.writeBoolean(((JsonBoolean) value).value());
    }
  }

  @Override
  public void nullValue() {
    generator.writeNull();
  }

  @Override
  public void close() {
    try {
      generator.flush();
    } catch (JacksonException e) {
      throw new JsonException("cannot write JSON: " + e.getOriginalMessage(), e);
    }
  }
}
