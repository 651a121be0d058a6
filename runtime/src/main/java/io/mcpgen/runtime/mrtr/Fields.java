package io.mcpgen.runtime.mrtr;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;

/** Shape checks for protocol objects; each failure is an IllegalArgumentException naming the member. */
final class Fields {

  private Fields() {}

  static String string(JsonObject object, String name, String where) {
    JsonValue value = object.get(name);
    if (!(value instanceof JsonString)) {
      throw new IllegalArgumentException(where + "." + name + " must be a string");
    }
    return value.asString();
  }

  static JsonObject object(JsonObject object, String name, String where) {
    JsonValue value = object.get(name);
    if (!(value instanceof JsonObject)) {
      throw new IllegalArgumentException(where + "." + name + " must be an object");
    }
    return (JsonObject) value;
  }

  static JsonArray array(JsonObject object, String name, String where) {
    JsonValue value = object.get(name);
    if (!(value instanceof JsonArray)) {
      throw new IllegalArgumentException(where + "." + name + " must be an array");
    }
    return (JsonArray) value;
  }

  static JsonNumber integer(JsonObject object, String name, String where) {
    JsonValue value = object.get(name);
    if (!(value instanceof JsonNumber) || !((JsonNumber) value).isIntegral()) {
      throw new IllegalArgumentException(where + "." + name + " must be an integer");
    }
    return (JsonNumber) value;
  }

  /** The member when present, checked to be of the kind; null when absent. */
  static JsonValue optional(JsonObject object, String name, Class<? extends JsonValue> kind, String where) {
    JsonValue value = object.get(name);
    if (value != null && !kind.isInstance(value)) {
      throw new IllegalArgumentException(where + "." + name + " has the wrong type");
    }
    return value;
  }
}
