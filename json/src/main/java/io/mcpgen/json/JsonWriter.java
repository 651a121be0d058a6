package io.mcpgen.json;

import java.math.BigDecimal;

/**
 * Streaming writer of one JSON document, compact. Implementations: the UTF-8 byte writer
 * ({@link Json#encode}), one that builds a {@link JsonValue} ({@link Json#toValue}), and one onto
 * Jackson's generator in {@code mcpgen-json-jackson}.
 */
public interface JsonWriter extends AutoCloseable {

  void beginObject();

  void endObject();

  void beginArray();

  void endArray();

  void name(JsonName name);

  void name(String name);

  /** Writes the string, or {@code null} when it is null. */
  void value(String value);

  void value(boolean value);

  void value(int value);

  void value(long value);

  /** NaN and the infinities have no JSON spelling and are refused. */
  void value(double value);

  void value(BigDecimal value);

  void value(JsonNumber value);

  /** Writes any JSON value; {@code null} writes JSON {@code null}. */
  void value(JsonValue value);

  void nullValue();

  /** Flushes what was written to the target, which stays open. */
  @Override
  void close();
}
