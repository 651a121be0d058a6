package io.mcpgen.processor.model;

import java.util.List;
import java.util.Map;

/**
 * One schema position of a JSON Schema document, as read: only the keywords the mapping uses,
 * plus the names of every keyword the reader did not recognise, for the checks to report.
 *
 * @param pointer where this schema sits in its document, as a JSON pointer fragment ({@code #/$defs/Foo})
 * @param ref the {@code $ref} value, or null
 * @param types the {@code type} keyword as a list (empty when absent)
 * @param properties {@code properties} in document order, or null when the keyword is absent
 * @param required the {@code required} names
 * @param additional {@code additionalProperties}
 * @param items {@code items} when it is a schema, or null
 * @param anyOf {@code anyOf} members (empty when absent)
 * @param allOf {@code allOf} members (empty when absent)
 * @param enumValues {@code enum} values, or null when absent
 * @param constValue {@code const}, or null when absent
 * @param description {@code description}, or null
 * @param unsupported keywords this generator does not support, in document order
 */
public record SchemaNode(
    String pointer,
    String ref,
    List<String> types,
    Map<String, SchemaNode> properties,
    List<String> required,
    Additional additional,
    SchemaNode items,
    List<SchemaNode> anyOf,
    List<SchemaNode> allOf,
    List<Literal> enumValues,
    Literal constValue,
    String description,
    List<String> unsupported) {

  /** What {@code additionalProperties} says. */
  public sealed interface Additional {
    /** The keyword is absent: extra members are allowed, of any value. */
    record Absent() implements Additional {}

    /** {@code true} or {@code false}. */
    record Allowed(boolean allowed) implements Additional {}

    /** A schema for the extra members' values ({@code {}} allows any value). */
    record Typed(SchemaNode schema) implements Additional {}
  }

  /** True when the node is {@code {}} up to its description: any JSON value. */
  public boolean isEmpty() {
    return ref == null && types.isEmpty() && properties == null && items == null && anyOf.isEmpty()
        && allOf.isEmpty() && enumValues == null && constValue == null && unsupported.isEmpty()
        && additional instanceof Additional.Absent;
  }

  /** True when {@code type} names exactly this one type. */
  public boolean hasType(String type) {
    return types.size() == 1 && types.get(0).equals(type);
  }

  /** True when the member is in {@code required}. */
  public boolean requires(String member) {
    return required.contains(member);
  }
}
