package io.mcpgen.processor.model;

import java.util.ArrayList;
import java.util.List;

/**
 * A record for an object schema.
 *
 * @param properties every member, in schema order
 * @param extras the type of extra members' values, or null when the schema forbids extra members
 * @param extrasName the component that keeps extra members
 * @param unions the sealed interfaces this record is a member of
 */
public record RecordModel(
    JavaTypeName name,
    String description,
    String pointer,
    List<Property> properties,
    TypeRef extras,
    String extrasName,
    List<JavaTypeName> unions,
    List<TypeModel> nested) implements TypeModel {

  public RecordModel {
    properties = List.copyOf(properties);
    unions = List.copyOf(unions);
    nested = List.copyOf(nested);
  }

  /** The record with more sealed interfaces to implement. */
  public RecordModel withUnions(List<JavaTypeName> more, List<TypeModel> nestedTypes) {
    return new RecordModel(name, description, pointer, properties, extras, extrasName, more, nestedTypes);
  }

  /** Members written first: the constant ones, so a union reading the stream meets its discriminator first. */
  public List<Property> writeOrder() {
    List<Property> order = new ArrayList<>();
    for (Property property : properties) {
      if (property.fixed() != null) {
        order.add(property);
      }
    }
    for (Property property : properties) {
      if (property.fixed() == null) {
        order.add(property);
      }
    }
    return order;
  }
}
