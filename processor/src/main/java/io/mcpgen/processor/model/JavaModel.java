package io.mcpgen.processor.model;

import java.util.List;

/**
 * Everything to generate from one schema: the top-level types in definition order.
 *
 * @param packageName where the types go
 * @param origin the schema, for the generated javadoc ({@code revision 2026-07-28})
 * @param types one per definition, named as the definition
 */
public record JavaModel(String packageName, String origin, List<TypeModel> types) {

  public JavaModel {
    types = List.copyOf(types);
  }
}
