package io.mcpgen.json;

import java.util.Objects;

/** A JSON string. */
public record JsonString(String value) implements JsonValue {

  public JsonString {
    Objects.requireNonNull(value, "value");
  }

  public static JsonString of(String value) {
    return new JsonString(value);
  }

  @Override
  public String asString() {
    return value;
  }

  @Override
  public String kindName() {
    return "string";
  }

  @Override
  public String toString() {
    return Json.stringify(this);
  }
}
