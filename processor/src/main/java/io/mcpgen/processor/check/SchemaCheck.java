package io.mcpgen.processor.check;

import io.mcpgen.processor.model.DefinitionKind;
import io.mcpgen.processor.model.JavaNames;
import io.mcpgen.processor.model.SchemaDocument;
import io.mcpgen.processor.model.SchemaNode;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Checks a schema document before it is mapped: every {@code $ref} resolves, every keyword and
 * type is one the mapping handles, aliases do not loop, and no two definitions get one Java name.
 * Each problem names the JSON pointer and says what to do.
 */
public final class SchemaCheck {

  private static final Set<String> JSON_TYPES = Set.of("object", "array", "string", "integer", "number",
      "boolean", "null");

  /** Simple names the processor writes besides the definitions' own. */
  public static final String MODULE_NAME = "McpSchemaJacksonModule";

  private final SchemaDocument document;
  private final Report report = new Report();

  private SchemaCheck(SchemaDocument document) {
    this.document = document;
  }

  public static Report check(SchemaDocument document) {
    SchemaCheck check = new SchemaCheck(document);
    document.definitions().values().forEach(check::node);
    check.aliasCycles();
    check.names();
    return check.report;
  }

  private void node(SchemaNode node) {
    for (String keyword : node.unsupported()) {
      unsupported(node, keyword);
    }
    if (node.ref() != null) {
      if (!node.ref().startsWith("#")) {
        report.add(Problem.of(Message.SCHEMA_UNSUPPORTED, node.pointer() + " refers to \"" + node.ref()
            + "\" in another document; mcpgen reads one file: copy the definition into this schema's "
            + document.definitionsKeyword() + " and refer to it as \"" + document.refPrefix() + "Name\""));
      } else if (document.definitionName(node.ref()).isEmpty()) {
        report.add(Problem.of(Message.SCHEMA_UNRESOLVED_REF, node.pointer() + " refers to \"" + node.ref()
            + "\", which " + document.origin() + " does not define; add that definition under \""
            + document.definitionsKeyword() + "\" or fix the reference"));
      }
    }
    for (String type : node.types()) {
      if (!JSON_TYPES.contains(type)) {
        report.add(Problem.of(Message.SCHEMA_MALFORMED, node.pointer() + "/type names \"" + type
            + "\", which is not a JSON Schema type; use object, array, string, integer, number, boolean or null"));
      }
    }
    if (node.properties() != null) {
      node.properties().values().forEach(this::node);
    }
    if (node.additional() instanceof SchemaNode.Additional.Typed) {
      node(((SchemaNode.Additional.Typed) node.additional()).schema());
    }
    if (node.items() != null) {
      node(node.items());
    }
    node.anyOf().forEach(this::node);
    node.allOf().forEach(this::node);
  }

  private void unsupported(SchemaNode node, String keyword) {
    String advice;
    switch (keyword) {
      case "oneOf":
        advice = "use anyOf; mcpgen tells union members apart by a constant member or by shape";
        break;
      case "false":
        advice = "a false schema allows no value; remove the member instead";
        break;
      case "not":
      case "if":
      case "then":
      case "else":
        advice = "conditional and negated schemas have no Java type; describe the allowed shapes with anyOf";
        break;
      case "patternProperties":
        advice = "use additionalProperties with one schema for the extra members";
        break;
      default:
        advice = "remove it, or describe the type with $ref, type, properties, required, "
            + "additionalProperties, items, enum, const, anyOf or allOf";
        break;
    }
    String where = keyword.equals("false") ? node.pointer() + " is the schema false" : node.pointer()
        + " uses \"" + keyword + "\", which mcpgen does not support";
    report.add(Problem.of(Message.SCHEMA_UNSUPPORTED, where + "; " + advice));
  }

  private void aliasCycles() {
    for (Map.Entry<String, SchemaNode> definition : document.definitions().entrySet()) {
      Set<String> seen = new HashSet<>();
      String name = definition.getKey();
      while (name != null && DefinitionKind.of(name, document.definition(name)) == DefinitionKind.ALIAS
          && document.definition(name).ref() != null) {
        if (!seen.add(name)) {
          report.add(Problem.of(Message.SCHEMA_UNSUPPORTED, definition.getValue().pointer()
              + " is an alias whose $ref chain comes back to itself (" + String.join(" -> ", seen)
              + "); end the chain at an object, array or scalar schema"));
          break;
        }
        name = document.definitionName(document.definition(name).ref()).orElse(null);
      }
    }
  }

  private void names() {
    Map<String, String> byJavaName = new HashMap<>();
    for (String definition : document.definitions().keySet()) {
      String javaName = JavaNames.typeName(definition);
      String earlier = byJavaName.putIfAbsent(javaName, definition);
      if (earlier != null) {
        clash(definition, "gets the Java name " + javaName + ", as " + document.refPrefix() + earlier + " does");
      }
    }
    for (String definition : document.definitions().keySet()) {
      String javaName = JavaNames.typeName(definition);
      if (javaName.equals(MODULE_NAME)) {
        clash(definition, "has the name of the generated Jackson module");
      }
      if (javaName.endsWith("JsonCodec")
          && byJavaName.containsKey(javaName.substring(0, javaName.length() - "JsonCodec".length()))) {
        clash(definition, "has the name of the codec of " + javaName.substring(0, javaName.length() - 9));
      }
    }
  }

  private void clash(String definition, String what) {
    report.add(Problem.of(Message.SCHEMA_NAME_CLASH, document.refPrefix() + definition + " " + what
        + "; generate this schema into a package of its own, or rename the definition"));
  }
}
