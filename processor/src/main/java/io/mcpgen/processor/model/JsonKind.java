package io.mcpgen.processor.model;

/** The kinds of JSON value a union tells apart before looking inside. */
public enum JsonKind {
  OBJECT("ObjectValue"),
  ARRAY("ArrayValue"),
  STRING("StringValue"),
  INTEGER("IntegerValue"),
  NUMBER("NumberValue"),
  BOOLEAN("BooleanValue"),
  NULL("NullValue");

  private final String wrapperName;

  JsonKind(String wrapperName) {
    this.wrapperName = wrapperName;
  }

  /** The simple name of the wrapper record for a union member of this kind. */
  public String wrapperName() {
    return wrapperName;
  }
}
