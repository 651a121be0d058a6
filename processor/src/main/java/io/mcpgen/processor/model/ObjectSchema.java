package io.mcpgen.processor.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An object schema with its {@code allOf} parts merged: the members in order (a later part's
 * member refines an earlier one of the same name), every required name, and what the extra
 * members may be.
 *
 * @param pointer where the schema is
 * @param properties every member, in order
 * @param required every required member name
 * @param additional what extra members may be; {@code Allowed(false)} when any part forbids them
 * @param description the description of the schema itself, or of the first part that has one
 */
public record ObjectSchema(
    String pointer,
    Map<String, SchemaNode> properties,
    List<String> required,
    SchemaNode.Additional additional,
    String description) {

  /** The merged view of a node that is an object schema, an {@code allOf}, or a {@code $ref} to one. */
  public static ObjectSchema of(SchemaNode node, SchemaDocument document) {
    Map<String, SchemaNode> properties = new LinkedHashMap<>();
    List<String> required = new ArrayList<>();
    SchemaNode.Additional[] additional = {new SchemaNode.Additional.Absent()};
    String[] description = {node.description()};
    collect(node, document, properties, required, additional, description, 0);
    return new ObjectSchema(node.pointer(), Collections.unmodifiableMap(properties),
        List.copyOf(required), additional[0], description[0]);
  }

  private static void collect(SchemaNode node, SchemaDocument document, Map<String, SchemaNode> properties,
      List<String> required, SchemaNode.Additional[] additional, String[] description, int depth) {
    if (depth > 32) {
      return; // a $ref cycle; the checks report it
    }
    if (node.ref() != null) {
      document.definitionName(node.ref()).ifPresent(name ->
          collect(document.definition(name), document, properties, required, additional, description, depth + 1));
    }
    for (SchemaNode part : node.allOf()) {
      collect(part, document, properties, required, additional, description, depth + 1);
    }
    if (node.properties() != null) {
      properties.putAll(node.properties());
    }
    for (String name : node.required()) {
      if (!required.contains(name)) {
        required.add(name);
      }
    }
    additional[0] = mergeAdditional(additional[0], node.additional());
    if (description[0] == null) {
      description[0] = node.description();
    }
  }

  private static SchemaNode.Additional mergeAdditional(SchemaNode.Additional so, SchemaNode.Additional next) {
    if (next instanceof SchemaNode.Additional.Absent) {
      return so;
    }
    if (so instanceof SchemaNode.Additional.Allowed && !((SchemaNode.Additional.Allowed) so).allowed()) {
      return so;
    }
    return next;
  }

  /** True when the member is required. */
  public boolean requires(String name) {
    return required.contains(name);
  }
}
