package io.mcpgen.processor.model;

import java.util.List;
import java.util.Map;

/**
 * A definition that is another type under a second name ({@code EmptyResult} is {@code Result},
 * {@code Cursor} is {@code String}, {@code InputRequests} is {@code Map<String, InputRequest>}).
 * Java has no type aliases: the definition becomes a class that cannot be instantiated, which
 * documents the alias and holds its codec, and every use of it is the target type.
 *
 * @param target the type it stands for
 * @param constants string constants the specification gives the alias ({@code ResultType})
 */
public record AliasModel(
    JavaTypeName name,
    String description,
    String pointer,
    TypeRef target,
    Map<String, String> constants,
    List<TypeModel> nested) implements TypeModel {

  public AliasModel {
    constants = Map.copyOf(constants);
    nested = List.copyOf(nested);
  }
}
