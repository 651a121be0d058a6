package io.mcpgen.json;

import java.math.BigDecimal;

/** {@link JsonWriter} that builds a {@link JsonValue} instead of text. */
final class TreeJsonWriter implements JsonWriter {

  /** One open object or array. */
  private static final class Frame {
    final JsonObject.Builder object;
    final JsonArray.Builder array;
    /** The frame this one is nested in; null at the top. */
    final Frame parent;
    String name;

    Frame(JsonObject.Builder object, JsonArray.Builder array, Frame parent) {
      this.object = object;
      this.array = array;
      this.parent = parent;
    }
  }

  /** The innermost open object or array, linked to the ones around it (no backing array). */
  private Frame top;
  private JsonValue result;

  /** The value written, once it is complete. */
  JsonValue result() {
    if (result == null || top != null) {
      throw new JsonException("the written JSON value is not complete");
    }
    return result;
  }

  private void add(JsonValue value) {
    Frame frame = top;
    if (frame == null) {
      if (result != null) {
        throw new JsonException("a second top-level value was written");
      }
      result = value;
    } else if (frame.object != null) {
      if (frame.name == null) {
        throw new JsonException("an object member was written without a name");
      }
      frame.object.add(frame.name, value);
      frame.name = null;
    } else {
      frame.array.add(value);
    }
  }

  @Override
  public void beginObject() {
    top = new Frame(JsonObject.builder(), null, top);
  }

  @Override
  public void endObject() {
    Frame frame = top;
    if (frame == null) {
      throw new JsonException("nothing is open to close");
    }
    top = frame.parent;
    if (frame.object == null || frame.name != null) {
      throw new JsonException("endObject() does not close an object");
    }
    add(frame.object.build());
  }

  @Override
  public void beginArray() {
    top = new Frame(null, JsonArray.builder(), top);
  }

  @Override
  public void endArray() {
    Frame frame = top;
    if (frame == null) {
      throw new JsonException("nothing is open to close");
    }
    top = frame.parent;
    if (frame.array == null) {
      throw new JsonException("endArray() does not close an array");
    }
    add(frame.array.build());
  }

  @Override
  public void name(JsonName name) {
    name(name.value());
  }

  @Override
  public void name(String name) {
    Frame frame = top;
    if (frame == null || frame.object == null || frame.name != null) {
      throw new JsonException("a member name \"" + name + "\" was written outside an object");
    }
    frame.name = name;
  }

  @Override
  public void value(String value) {
    add(value == null ? JsonNull.INSTANCE : JsonString.of(value));
  }

  @Override
  public void value(boolean value) {
    add(JsonBoolean.of(value));
  }

  @Override
  public void value(int value) {
    add(JsonNumber.of(value));
  }

  @Override
  public void value(long value) {
    add(JsonNumber.of(value));
  }

  @Override
  public void value(double value) {
    try {
      add(JsonNumber.of(value));
    } catch (IllegalArgumentException e) {
      throw new JsonException(e.getMessage());
    }
  }

  @Override
  public void value(BigDecimal value) {
    add(value == null ? JsonNull.INSTANCE : JsonNumber.of(value));
  }

  @Override
  public void value(JsonNumber value) {
    add(value == null ? JsonNull.INSTANCE : value);
  }

  @Override
  public void value(JsonValue value) {
    add(value == null ? JsonNull.INSTANCE : value);
  }

  @Override
  public void nullValue() {
    add(JsonNull.INSTANCE);
  }

  @Override
  public void close() {}
}
