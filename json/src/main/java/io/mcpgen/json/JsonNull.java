package io.mcpgen.json;

/** JSON {@code null}. */
public enum JsonNull implements JsonValue {
  INSTANCE;

  @Override
  public boolean isNull() {
    return true;
  }

  @Override
  public String kindName() {
    return "null";
  }

  @Override
  public String toString() {
    return "null";
  }
}
