package io.mcpgen.runtime.mrtr;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonBoolean;
import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import java.math.BigDecimal;

/**
 * Checks submitted form values against the {@code requestedSchema} that was shown: required
 * members present, each value of its property's type, enum choices among the offered ones, the
 * string formats ({@code email}, {@code uri}, {@code date}, {@code date-time}), and the numeric,
 * length and item-count bounds. Members the schema does not describe are left alone.
 * Servers use it on every accepted form answer; clients use it before they retry.
 */
public final class FormContentCheck {

  private FormContentCheck() {}

  /** The first problem found, or null when the content fits the schema. */
  public static String problem(JsonObject requestedSchema, JsonObject content) {
    JsonValue required = requestedSchema.get("required");
    if (required instanceof JsonArray) {
      for (JsonValue name : ((JsonArray) required).elements()) {
        if (name instanceof JsonString && !content.has(name.asString())) {
          return "missing required field '" + name.asString() + "'";
        }
      }
    }
    JsonValue properties = requestedSchema.get("properties");
    if (!(properties instanceof JsonObject)) {
      return null;
    }
    for (String name : content.names()) {
      JsonValue schema = ((JsonObject) properties).get(name);
      if (schema instanceof JsonObject) {
        String problem = valueProblem((JsonObject) schema, content.get(name));
        if (problem != null) {
          return "field '" + name + "' " + problem;
        }
      }
    }
    return null;
  }

  private static String valueProblem(JsonObject schema, JsonValue value) {
    String type = schema.get("type") instanceof JsonString ? schema.get("type").asString() : "";
    switch (type) {
      case "string":
        return value instanceof JsonString ? stringProblem(schema, value.asString()) : "must be a string";
      case "number":
        return value instanceof JsonNumber ? rangeProblem(schema, (JsonNumber) value) : "must be a number";
      case "integer":
        return value instanceof JsonNumber && ((JsonNumber) value).isIntegral()
            ? rangeProblem(schema, (JsonNumber) value) : "must be an integer";
      case "boolean":
        return value instanceof JsonBoolean ? null : "must be a boolean";
      case "array":
        return value instanceof JsonArray ? arrayProblem(schema, (JsonArray) value) : "must be an array";
      default:
        return null;
    }
  }

  private static String stringProblem(JsonObject schema, String value) {
    if (schema.get("enum") instanceof JsonArray
        && !((JsonArray) schema.get("enum")).elements().contains(JsonString.of(value))) {
      return "must be one of " + schema.get("enum");
    }
    if (schema.get("oneOf") instanceof JsonArray && !offers((JsonArray) schema.get("oneOf"), value)) {
      return "must be one of the offered choices";
    }
    if (schema.get("format") instanceof JsonString) {
      String problem = StringFormats.problem(schema.get("format").asString(), value);
      if (problem != null) {
        return problem;
      }
    }
    int length = value.codePointCount(0, value.length());
    if (below(schema.get("minLength"), BigDecimal.valueOf(length))) {
      return "is shorter than minLength " + schema.get("minLength");
    }
    if (above(schema.get("maxLength"), BigDecimal.valueOf(length))) {
      return "is longer than maxLength " + schema.get("maxLength");
    }
    return null;
  }

  private static String rangeProblem(JsonObject schema, JsonNumber value) {
    if (below(schema.get("minimum"), value.bigDecimalValue())) {
      return "is below minimum " + schema.get("minimum");
    }
    if (above(schema.get("maximum"), value.bigDecimalValue())) {
      return "is above maximum " + schema.get("maximum");
    }
    return null;
  }

  private static String arrayProblem(JsonObject schema, JsonArray value) {
    JsonValue items = schema.get("items");
    for (JsonValue element : value.elements()) {
      if (!(element instanceof JsonString)) {
        return "must hold strings only";
      }
      if (items instanceof JsonObject) {
        JsonObject itemSchema = (JsonObject) items;
        if (itemSchema.get("enum") instanceof JsonArray
            && !((JsonArray) itemSchema.get("enum")).elements().contains(element)) {
          return "holds " + element + ", not one of " + itemSchema.get("enum");
        }
        if (itemSchema.get("anyOf") instanceof JsonArray
            && !offers((JsonArray) itemSchema.get("anyOf"), element.asString())) {
          return "holds " + element + ", not one of the offered choices";
        }
      }
    }
    if (below(schema.get("minItems"), BigDecimal.valueOf(value.size()))) {
      return "has fewer than minItems " + schema.get("minItems");
    }
    if (above(schema.get("maxItems"), BigDecimal.valueOf(value.size()))) {
      return "has more than maxItems " + schema.get("maxItems");
    }
    return null;
  }

  private static boolean offers(JsonArray choices, String value) {
    for (JsonValue choice : choices.elements()) {
      if (choice instanceof JsonObject && JsonString.of(value).equals(((JsonObject) choice).get("const"))) {
        return true;
      }
    }
    return false;
  }

  private static boolean below(JsonValue bound, BigDecimal value) {
    return bound instanceof JsonNumber && value.compareTo(((JsonNumber) bound).bigDecimalValue()) < 0;
  }

  private static boolean above(JsonValue bound, BigDecimal value) {
    return bound instanceof JsonNumber && value.compareTo(((JsonNumber) bound).bigDecimalValue()) > 0;
  }
}
