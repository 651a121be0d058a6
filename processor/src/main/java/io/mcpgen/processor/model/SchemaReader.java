package io.mcpgen.processor.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tools.jackson.core.JacksonException;
import tools.jackson.core.TokenStreamLocation;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Reads a JSON Schema file into {@link SchemaNode}s, with Jackson (as the snapshot readers of
 * {@code model.snapshot} do; Jackson stays inside the processor, never in generated code). It
 * walks schema positions only (never every key: {@code properties} may well hold a member named
 * {@code type} or {@code enum}).
 */
public final class SchemaReader {

  /** Keywords that shape the Java types. */
  private static final Set<String> MAPPED = Set.of(
      "$ref", "type", "properties", "required", "additionalProperties", "items", "anyOf", "allOf",
      "enum", "const", "description");

  /**
   * Keywords that only validate or annotate values; the generated types accept a superset of what
   * they allow, so they are read past.
   */
  private static final Set<String> IGNORED = Set.of(
      "title", "format", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "minLength",
      "maxLength", "minItems", "maxItems", "minProperties", "maxProperties", "pattern", "default",
      "examples", "$comment", "deprecated", "readOnly", "writeOnly", "uniqueItems", "multipleOf",
      "contentEncoding", "contentMediaType");

  private static final JsonMapper MAPPER = JsonMapper.builder().build();

  private SchemaReader() {}

  /** Reads a whole schema document. */
  public static SchemaDocument read(byte[] json, String origin) throws SchemaReadException {
    JsonNode root;
    try {
      root = MAPPER.readTree(json);
    } catch (JacksonException e) {
      TokenStreamLocation at = e.getLocation();
      String where = at == null ? "" : " at line " + at.getLineNr() + ", column " + at.getColumnNr();
      throw new SchemaReadException(SchemaReadException.Reason.NOT_JSON, "#",
          "is not valid JSON" + where + ": " + e.getOriginalMessage());
    }
    if (root == null || !root.isObject()) {
      throw new SchemaReadException(SchemaReadException.Reason.BAD_SHAPE, "#", "is not a JSON object");
    }
    String keyword = root.has("$defs") ? "$defs" : root.has("definitions") ? "definitions" : null;
    if (keyword == null) {
      throw new SchemaReadException(SchemaReadException.Reason.NO_DEFINITIONS, "#",
          "has neither \"$defs\" (JSON Schema 2020-12) nor \"definitions\" (draft-07)");
    }
    JsonNode defs = root.get(keyword);
    String defsPointer = "#/" + keyword;
    requireObject(defs, defsPointer);
    Map<String, SchemaNode> definitions = new LinkedHashMap<>();
    for (Map.Entry<String, JsonNode> def : defs.properties()) {
      definitions.put(def.getKey(), node(def.getValue(), JsonPointers.child(defsPointer, def.getKey())));
    }
    return new SchemaDocument(origin, keyword, Collections.unmodifiableMap(definitions));
  }

  private static SchemaNode node(JsonNode json, String pointer) throws SchemaReadException {
    if (json.isBoolean()) {
      // true is the empty schema; false allows nothing, which no Java type can express.
      if (json.booleanValue()) {
        return emptyNode(pointer, List.of());
      }
      return emptyNode(pointer, List.of("false"));
    }
    requireObject(json, pointer);
    List<String> unsupported = new ArrayList<>();
    for (String name : json.propertyNames()) {
      if (!MAPPED.contains(name) && !IGNORED.contains(name)) {
        unsupported.add(name);
      }
    }
    String ref = text(json, "$ref", pointer);
    String description = text(json, "description", pointer);
    return new SchemaNode(
        pointer,
        ref,
        types(json.get("type"), JsonPointers.child(pointer, "type")),
        properties(json.get("properties"), JsonPointers.child(pointer, "properties")),
        strings(json.get("required"), JsonPointers.child(pointer, "required")),
        additional(json.get("additionalProperties"), JsonPointers.child(pointer, "additionalProperties")),
        json.has("items") ? itemsNode(json.get("items"), JsonPointers.child(pointer, "items")) : null,
        members(json.get("anyOf"), JsonPointers.child(pointer, "anyOf")),
        members(json.get("allOf"), JsonPointers.child(pointer, "allOf")),
        json.has("enum") ? literals(json.get("enum"), JsonPointers.child(pointer, "enum")) : null,
        json.has("const") ? literal(json.get("const")) : null,
        description,
        Collections.unmodifiableList(unsupported));
  }

  private static SchemaNode emptyNode(String pointer, List<String> unsupported) {
    return new SchemaNode(pointer, null, List.of(), null, List.of(), new SchemaNode.Additional.Absent(),
        null, List.of(), List.of(), null, null, null, unsupported);
  }

  private static SchemaNode itemsNode(JsonNode json, String pointer) throws SchemaReadException {
    if (json.isArray()) {
      throw new SchemaReadException(SchemaReadException.Reason.BAD_SHAPE, pointer,
          "is an array (draft-04 tuple items), which is not supported; describe the items with one schema");
    }
    return node(json, pointer);
  }

  private static void requireObject(JsonNode json, String pointer) throws SchemaReadException {
    if (json == null || !json.isObject()) {
      throw new SchemaReadException(SchemaReadException.Reason.BAD_SHAPE, pointer,
          "must be a JSON object but is " + kind(json));
    }
  }

  private static String text(JsonNode json, String name, String pointer) throws SchemaReadException {
    JsonNode value = json.get(name);
    if (value == null) {
      return null;
    }
    if (!value.isString()) {
      throw new SchemaReadException(SchemaReadException.Reason.BAD_SHAPE, JsonPointers.child(pointer, name),
          "must be a string but is " + kind(value));
    }
    return value.stringValue();
  }

  private static List<String> types(JsonNode json, String pointer) throws SchemaReadException {
    if (json == null) {
      return List.of();
    }
    if (json.isString()) {
      return List.of(json.stringValue());
    }
    return strings(json, pointer);
  }

  private static List<String> strings(JsonNode json, String pointer) throws SchemaReadException {
    if (json == null) {
      return List.of();
    }
    if (!json.isArray()) {
      throw new SchemaReadException(SchemaReadException.Reason.BAD_SHAPE, pointer,
          "must be an array of strings but is " + kind(json));
    }
    List<String> out = new ArrayList<>();
    int i = 0;
    for (JsonNode element : json) {
      if (!element.isString()) {
        throw new SchemaReadException(SchemaReadException.Reason.BAD_SHAPE,
            JsonPointers.child(pointer, Integer.toString(i)), "must be a string but is " + kind(element));
      }
      out.add(element.stringValue());
      i++;
    }
    return Collections.unmodifiableList(out);
  }

  private static Map<String, SchemaNode> properties(JsonNode json, String pointer) throws SchemaReadException {
    if (json == null) {
      return null;
    }
    requireObject(json, pointer);
    Map<String, SchemaNode> out = new LinkedHashMap<>();
    for (Map.Entry<String, JsonNode> property : json.properties()) {
      out.put(property.getKey(), node(property.getValue(), JsonPointers.child(pointer, property.getKey())));
    }
    return Collections.unmodifiableMap(out);
  }

  private static SchemaNode.Additional additional(JsonNode json, String pointer) throws SchemaReadException {
    if (json == null) {
      return new SchemaNode.Additional.Absent();
    }
    if (json.isBoolean()) {
      return new SchemaNode.Additional.Allowed(json.booleanValue());
    }
    return new SchemaNode.Additional.Typed(node(json, pointer));
  }

  private static List<SchemaNode> members(JsonNode json, String pointer) throws SchemaReadException {
    if (json == null) {
      return List.of();
    }
    if (!json.isArray() || json.isEmpty()) {
      throw new SchemaReadException(SchemaReadException.Reason.BAD_SHAPE, pointer,
          "must be a non-empty array of schemas but is " + kind(json));
    }
    List<SchemaNode> out = new ArrayList<>();
    int i = 0;
    for (JsonNode member : json) {
      out.add(node(member, JsonPointers.child(pointer, Integer.toString(i++))));
    }
    return Collections.unmodifiableList(out);
  }

  private static List<Literal> literals(JsonNode json, String pointer) throws SchemaReadException {
    if (!json.isArray()) {
      throw new SchemaReadException(SchemaReadException.Reason.BAD_SHAPE, pointer,
          "must be an array but is " + kind(json));
    }
    List<Literal> out = new ArrayList<>();
    for (JsonNode element : json) {
      out.add(literal(element));
    }
    return Collections.unmodifiableList(out);
  }

  private static Literal literal(JsonNode json) {
    if (json.isString()) {
      return Literal.string(json.stringValue());
    }
    if (json.isIntegralNumber()) {
      return new Literal(Literal.Kind.INTEGER, json.asString());
    }
    if (json.isNumber()) {
      return new Literal(Literal.Kind.NUMBER, json.asString());
    }
    if (json.isBoolean()) {
      return new Literal(Literal.Kind.BOOLEAN, json.asString());
    }
    if (json.isNull()) {
      return new Literal(Literal.Kind.NULL, "null");
    }
    return new Literal(Literal.Kind.OTHER, json.toString());
  }

  private static String kind(JsonNode json) {
    if (json == null || json.isMissingNode()) {
      return "missing";
    }
    if (json.isObject()) {
      return "an object";
    }
    if (json.isArray()) {
      return json.isEmpty() ? "an empty array" : "an array";
    }
    if (json.isString()) {
      return "a string";
    }
    if (json.isNumber()) {
      return "a number";
    }
    if (json.isBoolean()) {
      return "a boolean";
    }
    return "null";
  }
}
