package io.mcpgen.json;

/** JSON {@code true} or {@code false}. */
public enum JsonBoolean implements JsonValue {
  FALSE,
  TRUE;

  public static JsonBoolean of(boolean value) {
    return value ? TRUE : FALSE;
  }

  public boolean value() {
    return this == TRUE;
  }

  @Override
  public boolean asBoolean() {
    return value();
  }

  @Override
  public String kindName() {
    return "boolean";
  }

  @Override
  public String toString() {
    return value() ? "true" : "false";
  }
}
