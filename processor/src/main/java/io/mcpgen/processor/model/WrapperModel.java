package io.mcpgen.processor.model;

import java.util.List;

/**
 * A member of a union that is not an object (a list, a string, a number...): a one-component
 * record holding the value, nested in the union and read and written as the bare value.
 *
 * @param value the held value's type
 * @param kind the JSON kind the union reads into this wrapper
 * @param union the union it belongs to
 */
public record WrapperModel(
    JavaTypeName name,
    String description,
    String pointer,
    TypeRef value,
    JsonKind kind,
    JavaTypeName union) implements TypeModel {

  @Override
  public List<TypeModel> nested() {
    return List.of();
  }
}
