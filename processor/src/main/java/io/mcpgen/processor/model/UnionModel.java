package io.mcpgen.processor.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A sealed interface for an {@code anyOf}.
 *
 * @param members every permitted type with the JSON kind it is read from, in schema order
 * @param objects how an object is told apart when several members are objects; null otherwise
 * @param byMethod for a union of results, the member that answers each request method
 *     ({@code elicitation/create} is answered by {@code ElicitResult}): the context only the
 *     caller knows; empty when the union decodes itself
 */
public record UnionModel(
    JavaTypeName name,
    String description,
    String pointer,
    List<Member> members,
    Dispatch objects,
    Map<String, JavaTypeName> byMethod,
    List<TypeModel> nested) implements TypeModel {

  /** A permitted type and the JSON kind it is read from. */
  public record Member(JavaTypeName type, JsonKind kind) {}

  public UnionModel {
    members = List.copyOf(members);
    byMethod = Collections.unmodifiableMap(new LinkedHashMap<>(byMethod));
    nested = List.copyOf(nested);
  }

  /** The members of one JSON kind. */
  public List<Member> membersOf(JsonKind kind) {
    return members.stream().filter(member -> member.kind() == kind).toList();
  }
}
