package io.mcpgen.processor.model.snapshot;

import io.mcpgen.processor.model.JavaModel;
import io.mcpgen.processor.model.JavaNames;
import io.mcpgen.processor.model.JsonPointers;
import io.mcpgen.processor.model.RecordModel;
import io.mcpgen.processor.model.SchemaDocument;
import io.mcpgen.processor.model.SchemaNode;
import io.mcpgen.processor.model.SchemaReadException;
import io.mcpgen.processor.model.SchemaReader;
import io.mcpgen.processor.model.TypeMapper;
import io.mcpgen.processor.model.TypeModel;
import io.mcpgen.processor.model.UnionModel;
import io.mcpgen.processor.model.UnsupportedSchemaException;
import io.mcpgen.processor.model.handler.ResourceUri;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Turns a snapshot into the model of its typed client: Java names for every tool, prompt and
 * template (collisions resolved in wire-name order, so the server's listing order does not matter),
 * and the Java types of their schemas, through the same mapping as {@code @McpSchema}. A position
 * the mapping cannot express is read as {@code JsonValue} with a warning; the build never fails on a
 * schema the protocol allows.
 */
public final class SnapshotClientReader {

  private static final JsonMapper MAPPER = JsonMapper.builder().build();
  /** Methods of the generated client that a call may not take the name of. */
  private static final Set<String> CLIENT_METHODS = Set.of("builder", "mcp", "close", "drift", "equals",
      "hashCode", "toString", "getClass", "notify", "notifyAll", "wait");

  private final SnapshotFile snapshot;
  private final String typesPackage;
  private final String origin;
  private final Set<String> typeNames = new HashSet<>();
  private final Set<String> methodNames = new HashSet<>(CLIENT_METHODS);
  private final SchemaSanitizer sanitizer = new SchemaSanitizer(typeNames);

  private SnapshotClientReader(SnapshotFile snapshot, String typesPackage, String origin) {
    this.snapshot = snapshot;
    this.typesPackage = typesPackage;
    this.origin = origin;
  }

  /** The client model; {@code origin} names the snapshot in generated comments. */
  public static SnapshotClientModel read(SnapshotFile snapshot, String typesPackage, String origin) {
    return new SnapshotClientReader(snapshot, typesPackage, origin).read();
  }

  private SnapshotClientModel read() {
    Map<SnapshotFile.Tool, String[]> toolTypes = new HashMap<>();
    Map<SnapshotFile.Tool, String> toolNames = new HashMap<>();
    for (SnapshotFile.Tool tool : sorted(snapshot.tools(), SnapshotFile.Tool::name)) {
      String base = claimType(typeBase(tool.name()), "Arguments", "Result");
      toolNames.put(tool, claimMethod(JavaNames.memberName(tool.name().replace('/', '_'))));
      String arguments = hasMembers(tool.inputSchema())
          ? sanitizer.addRoot(base + "Arguments", base, tool.inputSchema(), tool.pointer() + "/inputSchema") : null;
      String result = tool.outputSchema() != null && tool.outputSchema().isObject()
          && hasMembers(tool.outputSchema())
          ? sanitizer.addRoot(base + "Result", base, tool.outputSchema(), tool.pointer() + "/outputSchema") : null;
      toolTypes.put(tool, new String[] {arguments, result});
    }
    Map<SnapshotFile.Prompt, String> promptTypes = new HashMap<>();
    Map<SnapshotFile.Prompt, String> promptNames = new HashMap<>();
    for (SnapshotFile.Prompt prompt : sorted(snapshot.prompts(), SnapshotFile.Prompt::name)) {
      String base = claimType(suffixed(typeBase(prompt.name()), "Prompt"), "Arguments");
      promptNames.put(prompt, claimMethod(suffixed(JavaNames.memberName(prompt.name().replace('/', '_')), "Prompt")));
      promptTypes.put(prompt, prompt.arguments().isEmpty() ? null
          : sanitizer.addRoot(base + "Arguments", base, promptSchema(prompt), prompt.pointer() + "/arguments"));
    }
    Map<SnapshotFile.Template, String> templateNames = new HashMap<>();
    for (SnapshotFile.Template template : sorted(snapshot.templates(), SnapshotFile.Template::name)) {
      templateNames.put(template, claimMethod("read" + typeBase(template.name())));
    }
    JavaModel types = map();
    List<SnapshotClientModel.ToolCall> tools = new ArrayList<>();
    for (SnapshotFile.Tool tool : snapshot.tools()) {
      String[] names = toolTypes.get(tool);
      tools.add(new SnapshotClientModel.ToolCall(tool, toolNames.get(tool), names[0], typed(types, names[0]),
          names[1], typed(types, names[1]), tool.digest()));
    }
    List<SnapshotClientModel.PromptCall> prompts = new ArrayList<>();
    for (SnapshotFile.Prompt prompt : snapshot.prompts()) {
      String arguments = promptTypes.get(prompt);
      prompts.add(new SnapshotClientModel.PromptCall(prompt, promptNames.get(prompt),
          typed(types, arguments) ? arguments : null));
    }
    List<SnapshotClientModel.TemplateRead> templates = new ArrayList<>();
    for (SnapshotFile.Template template : snapshot.templates()) {
      ResourceUri uri = ResourceUri.parse(template.uriTemplate());
      List<String> parameters = new ArrayList<>();
      if (uri.error() == null) {
        Set<String> taken = new HashSet<>(Set.of("options"));
        for (String variable : uri.variables()) {
          String parameter = JavaNames.unique(JavaNames.memberName(variable), taken);
          taken.add(parameter);
          parameters.add(parameter);
        }
      } else {
        sanitizer.warnings().add(new SchemaWarning(template.pointer() + "/uriTemplate", "\"" + template.uriTemplate()
            + "\" " + uri.error() + "; its method takes the whole URI"));
      }
      templates.add(new SnapshotClientModel.TemplateRead(template, templateNames.get(template), uri,
          List.copyOf(parameters)));
    }
    return new SnapshotClientModel(snapshot, typesPackage, types, List.copyOf(tools), List.copyOf(prompts),
        List.copyOf(templates), List.copyOf(sanitizer.warnings()));
  }

  private static <T> List<T> sorted(List<T> entries, java.util.function.Function<T, String> name) {
    List<T> sorted = new ArrayList<>(entries);
    sorted.sort(Comparator.comparing(name));
    return sorted;
  }

  private static String typeBase(String wireName) {
    return JavaNames.nestedTypeName(wireName.replace('/', '_'));
  }

  /**
   * The name with the suffix, unless it already ends in it: the prompt {@code simple-prompt} gives
   * {@code simplePrompt} and {@code SimplePromptArguments}, not {@code simplePromptPrompt}.
   */
  static String suffixed(String name, String suffix) {
    return name.endsWith(suffix) || name.equalsIgnoreCase(suffix) ? name : name + suffix;
  }

  /** A base name whose every suffixed type name is still free; claims them. */
  private String claimType(String base, String... suffixes) {
    for (int i = 1; ; i++) {
      String candidate = i == 1 ? base : base + i;
      boolean free = !typeNames.contains(candidate);
      for (String suffix : suffixes) {
        free &= !typeNames.contains(candidate + suffix);
      }
      if (free) {
        typeNames.add(candidate);
        for (String suffix : suffixes) {
          typeNames.add(candidate + suffix);
        }
        return candidate;
      }
    }
  }

  /** A method name free with its {@code Async} twin; claims both. */
  private String claimMethod(String name) {
    for (int i = 1; ; i++) {
      String candidate = i == 1 ? name : name + i;
      if (!methodNames.contains(candidate) && !methodNames.contains(candidate + "Async")) {
        methodNames.add(candidate);
        methodNames.add(candidate + "Async");
        return candidate;
      }
    }
  }

  /** True when an input or output schema declares members (one that declares none takes no typed record). */
  private static boolean hasMembers(JsonNode schema) {
    return schema != null && schema.isObject() && (schema.path("properties").size() > 0 || schema.has("anyOf")
        || schema.has("oneOf") || schema.has("allOf") || schema.has("$ref"));
  }

  /** A prompt's arguments as an object schema of strings. */
  private static ObjectNode promptSchema(SnapshotFile.Prompt prompt) {
    ObjectNode schema = JsonNodeFactory.instance.objectNode().put("type", "object");
    ObjectNode properties = schema.putObject("properties");
    ArrayNode required = JsonNodeFactory.instance.arrayNode();
    for (SnapshotFile.PromptArgument argument : prompt.arguments()) {
      ObjectNode property = properties.putObject(argument.name()).put("type", "string");
      if (argument.description() != null) {
        property.put("description", argument.description());
      }
      if (argument.required()) {
        required.add(argument.name());
      }
    }
    schema.set("required", required);
    if (prompt.description() != null) {
      schema.put("description", "The arguments of the prompt: " + prompt.description());
    }
    return schema;
  }

  private static boolean typed(JavaModel types, String definition) {
    if (definition == null) {
      return false;
    }
    for (TypeModel type : types.types()) {
      if (type.name().simpleNames().equals(List.of(definition))) {
        return type instanceof RecordModel || type instanceof UnionModel;
      }
    }
    return false;
  }

  /**
   * Maps the definitions; a position the mapping refuses becomes {@code JsonValue} with a warning,
   * and the mapping runs again (once per refused position at most, plus once per enclosing schema).
   */
  private JavaModel map() {
    Set<String> replaced = new HashSet<>();
    while (true) {
      // The rewritten schemas hold only keywords the mapping reads, and every $ref names a definition.
      SchemaDocument document = document();
      try {
        TypeMapper.map(document, typesPackage);
        return TypeMapper.map(relabel(document), typesPackage);
      } catch (UnsupportedSchemaException e) {
        String pointer = e.pointer();
        while (replaced.contains(pointer) && pointer.indexOf('/', "#/$defs/".length()) > 0) {
          pointer = enclosingSchema(pointer);
        }
        if (!replaced.add(pointer) || isEmptyDefinition(pointer)) {
          // A definition, already any JSON value, that a union cannot hold: the unions that refer to it go.
          List<String> unions = unionsReferring(pointer);
          if (unions.isEmpty()) {
            throw new IllegalStateException("cannot map " + originOf(pointer) + ": " + e.getMessage(), e);
          }
          for (String union : unions) {
            replaced.add(union);
            sanitizer.warnings().add(new SchemaWarning(originOf(union), "is a union with a member ("
                + originOf(pointer) + ") read as JsonValue, which a union cannot hold; read as JsonValue"));
            replace(union);
          }
          continue;
        }
        sanitizer.warnings().add(new SchemaWarning(originOf(pointer), e.getMessage() + "; read as JsonValue"));
        replace(pointer);
      }
    }
  }

  private SchemaDocument document() {
    ObjectNode root = JsonNodeFactory.instance.objectNode();
    root.set("$defs", sanitizer.definitions());
    try {
      return SchemaReader.read(MAPPER.writeValueAsBytes(root), origin);
    } catch (SchemaReadException e) {
      throw new IllegalStateException("the rewritten snapshot schemas do not read: " + e.getMessage(), e);
    }
  }

  /** The snapshot pointer of a position of the rewritten document: its own, or its nearest enclosing one's. */
  private String originOf(String pointer) {
    String at = pointer;
    String suffix = "";
    while (true) {
      String found = sanitizer.origins().get(at);
      if (found != null) {
        return found + suffix;
      }
      int slash = at.lastIndexOf('/');
      if (slash <= "#/$defs".length()) {
        return pointer;
      }
      suffix = at.substring(slash) + suffix;
      at = at.substring(0, slash);
    }
  }

  /** True for a definition that is already any JSON value (its own warning said why). */
  private boolean isEmptyDefinition(String pointer) {
    if (pointer.indexOf('/', "#/$defs/".length()) > 0) {
      return false;
    }
    JsonNode definition = sanitizer.definitions().get(JsonPointers.unescape(pointer.substring("#/$defs/".length())));
    return definition != null && definition.isObject()
        && definition.size() == (definition.has("description") ? 1 : 0);
  }

  /** The rewritten positions whose {@code anyOf} refers to this definition, in document order. */
  private List<String> unionsReferring(String definitionPointer) {
    List<String> found = new ArrayList<>();
    for (Map.Entry<String, JsonNode> definition : sanitizer.definitions().properties()) {
      collectUnions(definition.getValue(), JsonPointers.child("#/$defs", definition.getKey()), definitionPointer, found);
    }
    return found;
  }

  private static void collectUnions(JsonNode node, String pointer, String target, List<String> found) {
    if (node.isArray()) {
      for (int i = 0; i < node.size(); i++) {
        collectUnions(node.get(i), pointer + "/" + i, target, found);
      }
      return;
    }
    if (!node.isObject()) {
      return;
    }
    for (JsonNode member : node.path("anyOf")) {
      if (target.equals(member.path("$ref").asString(""))) {
        found.add(pointer);
        return;
      }
    }
    for (Map.Entry<String, JsonNode> child : node.properties()) {
      collectUnions(child.getValue(), JsonPointers.child(pointer, child.getKey()), target, found);
    }
  }

  /** The schema position that holds this one: past {@code properties/x}, {@code anyOf/0}, {@code items}. */
  private static String enclosingSchema(String pointer) {
    String parent = pointer.substring(0, pointer.lastIndexOf('/'));
    String last = parent.substring(parent.lastIndexOf('/') + 1);
    if (last.equals("properties") || last.equals("anyOf") || last.equals("allOf")) {
      parent = parent.substring(0, parent.lastIndexOf('/'));
    }
    return parent;
  }

  /** Makes the position at this pointer of the rewritten document an empty schema (any JSON value). */
  private void replace(String pointer) {
    String[] segments = pointer.substring("#/$defs/".length()).split("/", -1);
    ObjectNode empty = JsonNodeFactory.instance.objectNode();
    if (segments.length == 1) {
      JsonNode old = sanitizer.definitions().get(JsonPointers.unescape(segments[0]));
      keepDescription(old, empty);
      sanitizer.definitions().set(JsonPointers.unescape(segments[0]), empty);
      return;
    }
    JsonNode parent = sanitizer.definitions().get(JsonPointers.unescape(segments[0]));
    for (int i = 1; i < segments.length - 1; i++) {
      String segment = JsonPointers.unescape(segments[i]);
      parent = parent.isArray() ? parent.get(Integer.parseInt(segment)) : parent.get(segment);
    }
    String last = JsonPointers.unescape(segments[segments.length - 1]);
    if (parent instanceof ArrayNode) {
      keepDescription(parent.get(Integer.parseInt(last)), empty);
      ((ArrayNode) parent).set(Integer.parseInt(last), empty);
    } else {
      keepDescription(parent.get(last), empty);
      ((ObjectNode) parent).set(last, empty);
    }
  }

  private static void keepDescription(JsonNode old, ObjectNode empty) {
    if (old != null && old.path("description").isString()) {
      empty.put("description", old.get("description").stringValue());
    }
  }

  /** The document with every pointer replaced by the snapshot's, for the generated javadoc. */
  private SchemaDocument relabel(SchemaDocument document) {
    Map<String, SchemaNode> definitions = new LinkedHashMap<>();
    document.definitions().forEach((name, node) -> definitions.put(name, relabel(node)));
    return new SchemaDocument(document.origin(), document.definitionsKeyword(), definitions);
  }

  private SchemaNode relabel(SchemaNode node) {
    if (node == null) {
      return null;
    }
    Map<String, SchemaNode> properties = null;
    if (node.properties() != null) {
      properties = new LinkedHashMap<>();
      for (Map.Entry<String, SchemaNode> property : node.properties().entrySet()) {
        properties.put(property.getKey(), relabel(property.getValue()));
      }
    }
    SchemaNode.Additional additional = node.additional() instanceof SchemaNode.Additional.Typed
        ? new SchemaNode.Additional.Typed(relabel(((SchemaNode.Additional.Typed) node.additional()).schema()))
        : node.additional();
    return new SchemaNode(originOf(node.pointer()), node.ref(), node.types(), properties, node.required(), additional,
        relabel(node.items()), node.anyOf().stream().map(this::relabel).toList(),
        node.allOf().stream().map(this::relabel).toList(), node.enumValues(), node.constValue(), node.description(),
        node.unsupported());
  }
}
