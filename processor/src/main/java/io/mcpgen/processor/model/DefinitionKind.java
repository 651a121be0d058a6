package io.mcpgen.processor.model;

import java.util.List;

/** What a definition becomes, decided from its schema before anything is mapped. */
public enum DefinitionKind {
  RECORD,
  UNION,
  ENUM,
  ID,
  ALIAS;

  /** The kind of a top-level definition. */
  public static DefinitionKind of(String name, SchemaNode node) {
    if (KnownDefects.isAnyJson(name)) {
      return ALIAS;
    }
    if (!node.anyOf().isEmpty()) {
      return UNION;
    }
    if (!node.allOf().isEmpty()) {
      return RECORD;
    }
    if (node.ref() != null) {
      return node.properties() == null ? ALIAS : RECORD;
    }
    List<String> types = nonNull(node.types());
    if (node.properties() != null && (types.isEmpty() || types.equals(List.of("object")))) {
      return RECORD;
    }
    if (types.size() > 1) {
      return isId(types) ? ID : UNION;
    }
    if (types.equals(List.of("string")) && node.enumValues() != null && node.constValue() == null) {
      return ENUM;
    }
    return ALIAS;
  }

  /** {@code ["string", "integer"]} in either order. */
  public static boolean isId(List<String> types) {
    return types.size() == 2 && types.contains("string") && types.contains("integer");
  }

  /** The type list without {@code "null"}. */
  public static List<String> nonNull(List<String> types) {
    return types.stream().filter(type -> !type.equals("null")).toList();
  }
}
