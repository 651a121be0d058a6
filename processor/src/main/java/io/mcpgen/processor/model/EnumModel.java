package io.mcpgen.processor.model;

import java.util.List;

/** A Java enum for a string {@code enum}; each constant keeps its wire spelling. */
public record EnumModel(JavaTypeName name, String description, String pointer, List<Constant> constants)
    implements TypeModel {

  /** One constant: its Java name and the string on the wire. */
  public record Constant(String javaName, String wireValue) {}

  public EnumModel {
    constants = List.copyOf(constants);
  }

  @Override
  public List<TypeModel> nested() {
    return List.of();
  }
}
