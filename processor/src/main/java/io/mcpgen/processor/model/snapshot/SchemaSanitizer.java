package io.mcpgen.processor.model.snapshot;

import io.mcpgen.processor.model.JavaNames;
import io.mcpgen.processor.model.JsonPointers;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Rewrites the schemas a server publishes into definitions of one schema document that the type
 * mapping reads: each tool's own {@code $defs} (and any local {@code $ref} target) become
 * definitions of their own, {@code oneOf} reads as {@code anyOf}, a {@code null} member of a union
 * makes it nullable, and inline objects in a union become definitions, so the union is a sealed
 * interface of records.
 *
 * <p>What only validates (bounds, patterns, {@code not}, ...) is dropped: the Java types accept a
 * superset. What shapes the value in a way Java cannot express (conditionals, pattern properties,
 * tuples, {@code false}, references to other documents) makes that position {@code JsonValue},
 * with a {@link SchemaWarning} naming its JSON pointer in the snapshot.
 */
final class SchemaSanitizer {

  private static final JsonNodeFactory JSON = JsonNodeFactory.instance;
  private static final Set<String> JSON_TYPES = Set.of("object", "array", "string", "integer", "number",
      "boolean", "null");
  /** Keywords kept as they are: annotations and validations the mapping reads past. */
  private static final Set<String> KEPT = Set.of("description", "title", "format", "minimum", "maximum",
      "exclusiveMinimum", "exclusiveMaximum", "minLength", "maxLength", "minItems", "maxItems", "minProperties",
      "maxProperties", "pattern", "default", "examples", "deprecated", "readOnly", "writeOnly", "uniqueItems",
      "multipleOf", "contentEncoding", "contentMediaType", "required", "const");
  /** Keywords that shape a value in ways no Java type here expresses. */
  private static final Map<String, String> INEXPRESSIBLE = Map.of(
      "if", "a conditional schema (if/then/else)",
      "then", "a conditional schema (if/then/else)",
      "else", "a conditional schema (if/then/else)",
      "patternProperties", "patternProperties",
      "prefixItems", "a tuple (prefixItems)",
      "dependentSchemas", "dependentSchemas",
      "$dynamicRef", "$dynamicRef",
      "$recursiveRef", "$recursiveRef");

  private final ObjectNode definitions = JSON.objectNode();
  /** Every synthetic pointer written, with the snapshot pointer it came from. */
  private final Map<String, String> origins = new HashMap<>();
  private final List<SchemaWarning> warnings = new ArrayList<>();
  private final Set<String> takenNames;

  // The tool schema being rewritten: its root, where it sits in the snapshot, and its definitions so far.
  private JsonNode root;
  private String rootPointer;
  private String rootDefinition;
  private String base;
  private Map<String, String> hoisted;

  SchemaSanitizer(Set<String> takenNames) {
    this.takenNames = takenNames;
  }

  ObjectNode definitions() {
    return definitions;
  }

  Map<String, String> origins() {
    return origins;
  }

  List<SchemaWarning> warnings() {
    return warnings;
  }

  /**
   * Adds a tool's (or prompt's) schema as the definition {@code name}; its local references become
   * definitions named after {@code base}. Returns the definition that stands for the schema: the
   * schema's own, or, for a schema that is only a {@code $ref}, the definition it refers to.
   */
  String addRoot(String name, String base, JsonNode schema, String pointer) {
    this.root = schema;
    this.rootPointer = pointer;
    this.rootDefinition = name;
    this.base = base;
    this.hoisted = new HashMap<>();
    hoisted.put("", name);
    takenNames.add(name);
    JsonNode rewritten = sanitize(schema, pointer, definitionPointer(name));
    definitions.set(name, rewritten);
    if (rewritten.isObject() && rewritten.size() == 1 && rewritten.has("$ref")) {
      String target = rewritten.get("$ref").stringValue().substring("#/$defs/".length());
      if (!target.equals(name)) {
        return JsonPointers.unescape(target);
      }
    }
    return name;
  }

  private static String definitionPointer(String name) {
    return JsonPointers.child("#/$defs", name);
  }

  private void warn(String pointer, String message) {
    warnings.add(new SchemaWarning(pointer.isEmpty() ? "/" : pointer, message));
  }

  /** An empty schema (any JSON value) that keeps the description. */
  private static ObjectNode anyValue(JsonNode original) {
    ObjectNode any = JSON.objectNode();
    if (original != null && original.isObject() && original.path("description").isString()) {
      any.put("description", original.get("description").stringValue());
    }
    return any;
  }

  private JsonNode sanitize(JsonNode node, String origin, String synthetic) {
    origins.put(synthetic, origin);
    if (node == null || node.isBoolean() && node.booleanValue()) {
      return JSON.objectNode();
    }
    if (node.isBoolean()) {
      warn(origin, "is the schema false, which allows no value; read as JsonValue");
      return JSON.objectNode();
    }
    if (!node.isObject()) {
      warn(origin, "is not a schema (an object or a boolean); read as JsonValue");
      return JSON.objectNode();
    }
    for (String keyword : node.propertyNames()) {
      String what = INEXPRESSIBLE.get(keyword);
      if (what != null) {
        warn(origin, "uses " + what + ", which has no Java type; read as JsonValue");
        return anyValue(node);
      }
    }
    if (node.path("items").isArray()) {
      warn(origin + "/items", "is a tuple (an array of item schemas), which has no Java type; its items are read"
          + " as JsonValue");
    }
    ObjectNode out = JSON.objectNode();
    Set<String> types = new LinkedHashSet<>();
    JsonNode type = node.get("type");
    if (type != null) {
      for (JsonNode each : type.isArray() ? type : List.of(type)) {
        if (!each.isString() || !JSON_TYPES.contains(each.stringValue())) {
          warn(origin + "/type", "names a type that is not a JSON Schema type; read as JsonValue");
          return anyValue(node);
        }
        types.add(each.stringValue());
      }
    }
    if (node.path("nullable").asBoolean(false)) {
      types.add("null");
    }
    for (Map.Entry<String, JsonNode> member : node.properties()) {
      String keyword = member.getKey();
      JsonNode value = member.getValue();
      String childOrigin = JsonPointers.child(origin, keyword);
      String childSynthetic = JsonPointers.child(synthetic, keyword);
      switch (keyword) {
        case "properties":
          if (value.isObject()) {
            ObjectNode properties = out.putObject("properties");
            for (Map.Entry<String, JsonNode> property : value.properties()) {
              properties.set(property.getKey(), sanitize(property.getValue(),
                  JsonPointers.child(childOrigin, property.getKey()),
                  JsonPointers.child(childSynthetic, property.getKey())));
            }
          }
          break;
        case "additionalProperties":
          out.set(keyword, value.isBoolean() ? value : sanitize(value, childOrigin, childSynthetic));
          break;
        case "items":
          if (!value.isArray()) {
            out.set(keyword, sanitize(value, childOrigin, childSynthetic));
          }
          break;
        case "allOf":
          if (value.isArray() && !value.isEmpty()) {
            ArrayNode parts = out.putArray("allOf");
            int i = 0;
            for (JsonNode part : value) {
              parts.add(sanitize(part, JsonPointers.child(childOrigin, Integer.toString(i)),
                  JsonPointers.child(childSynthetic, Integer.toString(i))));
              i++;
            }
          }
          break;
        case "enum":
          enumeration(value, out, types);
          break;
        case "$ref":
          if (!reference(value, origin, out)) {
            return anyValue(node);
          }
          break;
        default:
          if (KEPT.contains(keyword)) {
            out.set(keyword, value);
          }
          // Every other keyword only annotates or validates ($schema, $id, not, propertyNames, x-...).
      }
    }
    JsonNode union = node.has("anyOf") ? node.get("anyOf") : node.get("oneOf");
    if (node.has("anyOf") && node.has("oneOf")) {
      warn(origin, "has both anyOf and oneOf, which no one Java type expresses; read as JsonValue");
      return anyValue(node);
    }
    if (union != null && union.isArray() && !union.isEmpty()) {
      String keyword = node.has("anyOf") ? "anyOf" : "oneOf";
      if (!union(union, JsonPointers.child(origin, keyword), synthetic, out, types, node)) {
        return anyValue(node);
      }
    }
    if (!types.isEmpty()) {
      ArrayNode typeList = JSON.arrayNode();
      types.forEach(typeList::add);
      out.set("type", types.size() == 1 ? typeList.get(0) : typeList);
    }
    return out;
  }

  /** Only string enums have a Java type; null among them makes the value nullable, others drop the enum. */
  private static void enumeration(JsonNode values, ObjectNode out, Set<String> types) {
    if (!values.isArray()) {
      return;
    }
    ArrayNode strings = JSON.arrayNode();
    boolean allStrings = true;
    for (JsonNode value : values) {
      if (value.isNull()) {
        types.add("null");
      } else if (value.isString()) {
        strings.add(value);
      } else {
        allStrings = false;
      }
    }
    if (allStrings && !strings.isEmpty()) {
      out.set("enum", strings);
      if (types.isEmpty() || types.equals(Set.of("null"))) {
        types.add("string");
      }
    }
  }

  /** Rewrites a local reference to a definition of the document; false when it cannot be followed. */
  private boolean reference(JsonNode value, String origin, ObjectNode out) {
    if (!value.isString() || !value.stringValue().startsWith("#")) {
      warn(origin + "/$ref", "refers to another document (" + value + "), which a snapshot does not hold; read as"
          + " JsonValue");
      return false;
    }
    String target = decode(value.stringValue().substring(1));
    String name = hoisted.get(target);
    if (name == null) {
      JsonNode found = target.isEmpty() ? root : root.at(target);
      if (found == null || found.isMissingNode()) {
        warn(origin + "/$ref", "refers to " + value.stringValue() + ", which the schema does not define; read as"
            + " JsonValue");
        return false;
      }
      String last = target.substring(target.lastIndexOf('/') + 1);
      name = JavaNames.unique(base + JavaNames.nestedTypeName(JsonPointers.unescape(last)), takenNames);
      takenNames.add(name);
      hoisted.put(target, name);
      definitions.set(name, JSON.objectNode());
      definitions.set(name, sanitize(found, rootPointer + target, definitionPointer(name)));
    }
    out.put("$ref", definitionPointer(name));
    return true;
  }

  /** {@code %25}-style escapes of a URI fragment. */
  private static String decode(String fragment) {
    try {
      return java.net.URLDecoder.decode(fragment.replace("+", "%2B"), java.nio.charset.StandardCharsets.UTF_8);
    } catch (IllegalArgumentException e) {
      return fragment;
    }
  }

  /**
   * Writes an anyOf: null members make it nullable, inline objects become definitions, one member left
   * is the schema itself. False when nothing expressible is left.
   */
  private boolean union(JsonNode members, String origin, String synthetic, ObjectNode out, Set<String> types,
      JsonNode node) {
    if (constantStrings(members, types)) {
      ArrayNode values = out.putArray("enum");
      for (JsonNode member : members) {
        if (member.has("const")) {
          values.add(member.get("const"));
        }
      }
      types.add("string");
      return true;
    }
    List<JsonNode> kept = new ArrayList<>();
    int i = 0;
    for (JsonNode member : members) {
      String memberOrigin = JsonPointers.child(origin, Integer.toString(i));
      if (member.isObject() && member.size() == 1 && "null".equals(member.path("type").stringValue(null))) {
        types.add("null");
        i++;
        continue;
      }
      JsonNode rewritten = sanitize(member, memberOrigin, JsonPointers.child(synthetic, "anyOf",
          Integer.toString(kept.size())));
      if (rewritten.has("properties") || rewritten.has("allOf")) {
        String name = JavaNames.unique(variantName(member, i), takenNames);
        takenNames.add(name);
        origins.put(definitionPointer(name), memberOrigin);
        definitions.set(name, rewritten);
        rewritten = JSON.objectNode().put("$ref", definitionPointer(name));
      }
      kept.add(rewritten);
      i++;
    }
    if (kept.isEmpty()) {
      return true;
    }
    if (kept.size() == 1) {
      JsonNode only = kept.get(0);
      for (Map.Entry<String, JsonNode> member : only.properties()) {
        if (member.getKey().equals("type")) {
          for (JsonNode each : member.getValue().isArray() ? member.getValue() : List.of(member.getValue())) {
            types.add(each.stringValue());
          }
        } else if (!member.getKey().equals("description") || !out.has("description")) {
          out.set(member.getKey(), member.getValue());
        }
      }
      return true;
    }
    ArrayNode anyOf = out.putArray("anyOf");
    kept.forEach(anyOf::add);
    return true;
  }

  /**
   * True when every member is a string constant (or {@code null}): the titled-enum pattern
   * ({@code anyOf: [{const: "EMAIL", title: "Email"}, ...]}), read as a string enum.
   */
  private static boolean constantStrings(JsonNode members, Set<String> types) {
    boolean any = false;
    for (JsonNode member : members) {
      if (member.isObject() && member.size() == 1 && member.path("type").isString()
          && member.get("type").stringValue().equals("null")) {
        continue;
      }
      if (!member.isObject() || !member.path("const").isString() || member.has("properties") || member.has("anyOf")
          || member.has("oneOf") || member.has("$ref")
          || member.has("type") && !"string".equals(member.get("type").asString(""))) {
        return false;
      }
      any = true;
    }
    if (any) {
      for (JsonNode member : members) {
        if (!member.has("const")) {
          types.add("null");
        }
      }
    }
    return any;
  }

  /** A union member's type name: its title, else its constant discriminator, else its position. */
  private String variantName(JsonNode member, int index) {
    if (member.path("title").isString() && !member.get("title").stringValue().isBlank()) {
      return base + JavaNames.nestedTypeName(member.get("title").stringValue());
    }
    for (Map.Entry<String, JsonNode> property : member.path("properties").properties()) {
      JsonNode constant = property.getValue().path("const");
      if (constant.isString() && !constant.stringValue().isBlank()) {
        return base + JavaNames.nestedTypeName(constant.stringValue());
      }
    }
    return base + "Variant" + (index + 1);
  }
}
