package io.mcpgen.processor.model;

import java.util.List;

/** A string-or-integer value type ({@code RequestId}, {@code ProgressToken}) that keeps its JSON kind. */
public record IdModel(JavaTypeName name, String description, String pointer) implements TypeModel {

  @Override
  public List<TypeModel> nested() {
    return List.of();
  }
}
