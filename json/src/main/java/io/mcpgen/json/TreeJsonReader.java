package io.mcpgen.json;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * {@link JsonReader} over a {@link JsonValue}: how a codec reads a value that was buffered first,
 * e.g. a union member chosen by its shape, or an answer decoded by the question it answers.
 */
final class TreeJsonReader implements JsonReader {

  /** One open object or array. */
  private static final class Frame {
    final Iterator<Map.Entry<String, JsonValue>> members;
    final List<JsonValue> elements;
    /** The frame this one is nested in; null at the top. */
    final Frame parent;
    int nextIndex;
    String name;

    Frame(JsonObject object, Frame parent) {
      this.members = object.raw().entrySet().iterator();
      this.elements = null;
      this.parent = parent;
    }

    Frame(JsonArray array, Frame parent) {
      this.members = null;
      this.elements = array.elements();
      this.parent = parent;
    }
  }

  /**
   * The innermost open object or array, linked to the ones around it: a stack without a backing
   * array, since most values are one or two levels deep (generated dispatchers read every call's
   * arguments through here).
   */
  private Frame top;
  /** The value to be read next when it is known: the root, or a member's value after its name. */
  private JsonValue pending;
  private boolean rootTaken;

  TreeJsonReader(JsonValue root) {
    this.pending = root;
  }

  @Override
  public JsonToken peek() {
    if (pending != null) {
      return kind(pending);
    }
    Frame frame = top;
    if (frame == null) {
      return JsonToken.END_DOCUMENT;
    }
    if (frame.members != null) {
      return frame.members.hasNext() ? JsonToken.NAME : JsonToken.END_OBJECT;
    }
    return frame.nextIndex < frame.elements.size() ? kind(frame.elements.get(frame.nextIndex)) : JsonToken.END_ARRAY;
  }

  private static JsonToken kind(JsonValue value) {
    if (value instanceof JsonObject) {
      return JsonToken.BEGIN_OBJECT;
    }
    if (value instanceof JsonArray) {
      return JsonToken.BEGIN_ARRAY;
    }
    if (value instanceof JsonString) {
      return JsonToken.STRING;
    }
    if (value instanceof JsonNumber) {
      return JsonToken.NUMBER;
    }
    if (value instanceof JsonBoolean) {
      return JsonToken.BOOLEAN;
    }
    return JsonToken.NULL;
  }

  /** Takes the next value, or fails naming what was expected. */
  private JsonValue take(String expected) {
    if (pending != null) {
      JsonValue value = pending;
      pending = null;
      rootTaken = true;
      return value;
    }
    Frame frame = top;
    if (frame != null && frame.elements != null && frame.nextIndex < frame.elements.size()) {
      return frame.elements.get(frame.nextIndex++);
    }
    throw error("expected " + expected + " but found " + describe(peek()));
  }

  private static String describe(JsonToken token) {
    switch (token) {
      case NAME:
        return "a member name";
      case END_OBJECT:
        return "the end of an object";
      case END_ARRAY:
        return "the end of an array";
      case END_DOCUMENT:
        return "the end of the input";
      default:
        return token.name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  private static String describe(JsonValue value) {
    return value.kindName().equals("object") || value.kindName().equals("array")
        ? "an " + value.kindName() : "a " + value.kindName();
  }

  @Override
  public void beginObject() {
    JsonValue value = take("an object");
    if (!(value instanceof JsonObject)) {
      throw error("expected an object but found " + describe(value));
    }
    top = new Frame((JsonObject) value, top);
  }

  @Override
  public void endObject() {
    Frame frame = top;
    if (pending != null || frame == null || frame.members == null || frame.members.hasNext()) {
      throw error("expected the end of the object but found " + describe(peek()));
    }
    top = top.parent;
  }

  @Override
  public void beginArray() {
    JsonValue value = take("an array");
    if (!(value instanceof JsonArray)) {
      throw error("expected an array but found " + describe(value));
    }
    top = new Frame((JsonArray) value, top);
  }

  @Override
  public void endArray() {
    Frame frame = top;
    if (frame == null || frame.elements == null || frame.nextIndex < frame.elements.size()) {
      throw error("expected the end of the array but found " + describe(peek()));
    }
    top = top.parent;
  }

  @Override
  public boolean hasNext() {
    JsonToken next = peek();
    return next != JsonToken.END_OBJECT && next != JsonToken.END_ARRAY && next != JsonToken.END_DOCUMENT;
  }

  @Override
  public String nextName() {
    Frame frame = top;
    if (pending != null || frame == null || frame.members == null || !frame.members.hasNext()) {
      throw error("expected a member name but found " + describe(peek()));
    }
    Map.Entry<String, JsonValue> member = frame.members.next();
    frame.name = member.getKey();
    pending = member.getValue();
    return member.getKey();
  }

  @Override
  public String readString() {
    JsonValue value = take("a string");
    if (!(value instanceof JsonString)) {
      throw error("expected a string but found " + describe(value));
    }
    return ((JsonString) value).value();
  }

  @Override
  public boolean readBoolean() {
    JsonValue value = take("a boolean");
    if (!(value instanceof JsonBoolean)) {
      throw error("expected a boolean but found " + describe(value));
    }
    return ((JsonBoolean) value).value();
  }

  @Override
  public int readInt() {
    JsonNumber number = readNumber();
    try {
      return number.intValue();
    } catch (JsonException e) {
      throw error(e.getMessage());
    }
  }

  @Override
  public long readLong() {
    JsonNumber number = readNumber();
    try {
      return number.longValue();
    } catch (JsonException e) {
      throw error(e.getMessage());
    }
  }

  @Override
  public double readDouble() {
    return readNumber().doubleValue();
  }

  @Override
  public JsonNumber readNumber() {
    JsonValue value = take("a number");
    if (!(value instanceof JsonNumber)) {
      throw error("expected a number but found " + describe(value));
    }
    return (JsonNumber) value;
  }

  @Override
  public void readNull() {
    JsonValue value = take("null");
    if (!(value instanceof JsonNull)) {
      throw error("expected null but found " + describe(value));
    }
  }

  @Override
  public boolean nextIsNull() {
    if (peek() == JsonToken.NULL) {
      take("null");
      return true;
    }
    return false;
  }

  @Override
  public JsonValue readValue() {
    return take("a value");
  }

  @Override
  public void skipValue() {
    take("a value");
  }

  @Override
  public String pointer() {
    List<String> segments = new ArrayList<>();
    for (Frame frame = top; frame != null; frame = frame.parent) {
      if (frame.members != null) {
        if (frame.name != null) {
          segments.add(frame.name.replace("~", "~0").replace("/", "~1"));
        }
      } else if (frame.nextIndex > 0) {
        segments.add(Integer.toString(frame.nextIndex - 1));
      }
    }
    Collections.reverse(segments);
    return segments.isEmpty() ? "" : "/" + String.join("/", segments);
  }

  /** True when the root value has been read whole. */
  boolean atEnd() {
    return rootTaken && pending == null && top == null;
  }
}
