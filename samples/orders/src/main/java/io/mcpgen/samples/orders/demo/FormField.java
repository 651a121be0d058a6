package io.mcpgen.samples.orders.demo;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One field of a form's {@code requestedSchema}, as a terminal asks it: the protocol's flat
 * schemas hold strings, numbers, booleans, single-select enums and multi-select arrays.
 *
 * @param name the content member it fills
 * @param label its title, else its name
 * @param description what it is for; empty for none
 * @param type the JSON Schema type: string, integer, number, boolean or array
 * @param format the string format (date, email, ...); empty for none
 * @param options the choices of an enum or multi-select field, else empty
 * @param defaultValue the default, or null
 * @param required whether the form needs it
 */
record FormField(String name, String label, String description, String type, String format, List<Option> options,
    JsonValue defaultValue, boolean required) {

  /** A choice: the value sent and the title shown. */
  record Option(String value, String title) {}

  /** The fields of a form, in the schema's order. */
  static List<FormField> of(JsonObject requestedSchema) {
    List<String> required = new ArrayList<>();
    JsonValue names = requestedSchema.get("required");
    if (names instanceof JsonArray) {
      names.asArray().elements().forEach(name -> required.add(name.asString()));
    }
    List<FormField> fields = new ArrayList<>();
    for (Map.Entry<String, JsonValue> property : requestedSchema.get("properties").asObject().members().entrySet()) {
      JsonObject schema = property.getValue().asObject();
      String type = text(schema, "type");
      JsonValue items = schema.get("items");
      List<Option> options = options(type.equals("array") && items != null ? items.asObject() : schema);
      fields.add(new FormField(property.getKey(), text(schema, "title").isEmpty() ? property.getKey()
          : text(schema, "title"), text(schema, "description"), type, text(schema, "format"), options,
          schema.get("default"), required.contains(property.getKey())));
    }
    return fields;
  }

  boolean multiSelect() {
    return type.equals("array");
  }

  /** The choices of {@code enum}, or of titled {@code oneOf}/{@code anyOf} constants. */
  private static List<Option> options(JsonObject schema) {
    List<Option> options = new ArrayList<>();
    JsonValue plain = schema.get("enum");
    if (plain instanceof JsonArray) {
      plain.asArray().elements().forEach(value -> options.add(new Option(value.asString(), value.asString())));
    }
    for (String titled : List.of("oneOf", "anyOf")) {
      JsonValue choices = schema.get(titled);
      if (choices instanceof JsonArray) {
        for (JsonValue choice : choices.asArray().elements()) {
          String value = text(choice.asObject(), "const");
          String title = text(choice.asObject(), "title");
          options.add(new Option(value, title.isEmpty() ? value : title));
        }
      }
    }
    return options;
  }

  private static String text(JsonObject schema, String name) {
    JsonValue value = schema.get(name);
    return value instanceof JsonString ? value.asString() : "";
  }
}
