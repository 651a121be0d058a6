package io.mcpgen.processor.model.handler;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The JSON Schemas of Java types, computed at compile time: tool input and output schemas and form
 * schemas. Strings, booleans, integers ({@code int}, {@code long}) and numbers ({@code double}),
 * enums ({@code enum}, or {@code oneOf} with titles), lists ({@code array}; a list of enums is a
 * multi-select), {@code Map<String, T>} ({@code additionalProperties}), records ({@code object},
 * optional components and those with a {@code @Default} not {@code required}) and {@code JsonValue} ({@code {}}).
 */
public final class Schemas {

  private Schemas() {}

  /** A tool's {@code inputSchema}: its argument record, or any object for a tool without one. */
  public static Map<String, Object> input(ValueType argument) {
    if (argument instanceof ValueType.RecordType) {
      return value(argument);
    }
    Map<String, Object> any = new LinkedHashMap<>();
    any.put("type", "object");
    return any;
  }

  /**
   * True when a tool's argument type has {@code @Header} components (the argument record's, or
   * those of records reached from it through components), whose values HTTP clients mirror.
   */
  public static boolean mirrorsHeaders(ValueType argument) {
    if (!(argument instanceof ValueType.RecordType)) {
      return false;
    }
    for (Component component : ((ValueType.RecordType) argument).components()) {
      if (component.header() != null || mirrorsHeaders(component.valueType())) {
        return true;
      }
    }
    return false;
  }

  /** A tool's {@code outputSchema}: the record it returns, else none (null). */
  public static Map<String, Object> output(ValueType returns) {
    return returns instanceof ValueType.RecordType ? value(returns) : null;
  }

  /** The schema of a value of this type. */
  public static Map<String, Object> value(ValueType type) {
    Map<String, Object> schema = new LinkedHashMap<>();
    if (type instanceof ValueType.Scalar) {
      schema.put("type", scalarType(((ValueType.Scalar) type).kind()));
    } else if (type instanceof ValueType.EnumType) {
      ValueType.EnumType enumType = (ValueType.EnumType) type;
      schema.put("type", "string");
      if (enumType.titled()) {
        schema.put("oneOf", titledConstants(enumType));
      } else {
        schema.put("enum", constantNames(enumType));
      }
    } else if (type instanceof ValueType.ListType) {
      ValueType element = ((ValueType.ListType) type).element();
      schema.put("type", "array");
      if (element instanceof ValueType.EnumType && ((ValueType.EnumType) element).titled()) {
        // The protocol's titled multi-select: items list the choices with anyOf.
        Map<String, Object> items = new LinkedHashMap<>();
        items.put("anyOf", titledConstants((ValueType.EnumType) element));
        schema.put("items", items);
      } else {
        schema.put("items", value(element));
      }
    } else if (type instanceof ValueType.MapType) {
      schema.put("type", "object");
      schema.put("additionalProperties", value(((ValueType.MapType) type).value()));
    } else if (type instanceof ValueType.OptionalType) {
      return value(((ValueType.OptionalType) type).value());
    } else if (type instanceof ValueType.RecordType) {
      ValueType.RecordType record = (ValueType.RecordType) type;
      Map<String, Object> properties = new LinkedHashMap<>();
      List<Object> required = new ArrayList<>();
      for (Component component : record.components()) {
        properties.put(component.name(), property(component));
        if (component.required()) {
          required.add(component.name());
        }
      }
      schema.put("type", "object");
      schema.put("properties", properties);
      if (!required.isEmpty()) {
        schema.put("required", required);
      }
    }
    return schema;
  }

  /** A component's schema: its type's, with its title, description, format, default and {@code x-mcp-header}. */
  static Map<String, Object> property(Component component) {
    Map<String, Object> type = value(component.valueType());
    Map<String, Object> schema = new LinkedHashMap<>();
    if (type.containsKey("type")) {
      schema.put("type", type.remove("type"));
    }
    if (component.title() != null) {
      schema.put("title", component.title());
    }
    if (component.description() != null) {
      schema.put("description", component.description());
    }
    schema.putAll(type);
    if (component.format() != null) {
      schema.put("format", component.format());
    }
    Object defaultValue = Defaults.of(component).value();
    if (defaultValue != null) {
      schema.put("default", defaultValue);
    }
    if (component.header() != null) {
      schema.put("x-mcp-header", component.header());
    }
    return schema;
  }

  private static String scalarType(ValueType.ScalarKind kind) {
    switch (kind) {
      case STRING:
        return "string";
      case BOOLEAN:
        return "boolean";
      case INT:
      case LONG:
        return "integer";
      default:
        return "number";
    }
  }

  private static List<Object> constantNames(ValueType.EnumType type) {
    List<Object> names = new ArrayList<>();
    type.constants().forEach(constant -> names.add(constant.name()));
    return names;
  }

  private static List<Object> titledConstants(ValueType.EnumType type) {
    List<Object> choices = new ArrayList<>();
    for (ValueType.EnumConstant constant : type.constants()) {
      Map<String, Object> choice = new LinkedHashMap<>();
      choice.put("const", constant.name());
      choice.put("title", constant.title() != null ? constant.title() : constant.name());
      choices.add(choice);
    }
    return choices;
  }
}
