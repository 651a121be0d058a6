package io.mcpgen.processor.model;

/**
 * A record that is a member of a union, with the merged schema its dispatch rules come from.
 *
 * @param type the record
 * @param schema its members
 * @param definitionName the definition it comes from, or null for an inline schema
 */
public record ObjectMember(JavaTypeName type, ObjectSchema schema, String definitionName) {

  /** The fixed value of a member: its {@code const}, or the {@code resultType} the specification gives. */
  public Literal fixedValue(String wireName) {
    SchemaNode node = schema.properties().get(wireName);
    if (node == null) {
      return null;
    }
    if (node.constValue() != null) {
      return node.constValue();
    }
    if (definitionName != null) {
      return ResultTypes.fixedValue(definitionName, wireName, node).map(Literal::string).orElse(null);
    }
    return null;
  }

  /** True when a missing member counts as its fixed value. */
  public boolean absentMeansFixed(String wireName) {
    Literal fixed = fixedValue(wireName);
    return fixed != null && schema.properties().get(wireName).constValue() == null
        && ResultTypes.absentMeansFixed(wireName, fixed.text());
  }
}
