package io.mcpgen.runtime.server;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The tools, prompts and resources a server offers, as registered: definitions plus handlers. */
final class Catalog {

  /** A definition with its handler. */
  record Entry(JsonObject definition, McpHandler handler) {
  }

  /** A resource template with its compiled matcher. */
  record TemplateEntry(JsonObject definition, UriTemplate template, McpHandler handler) {
  }

  /** A resource handler found for a URI, with the template variables it matched. */
  record ResourceMatch(McpHandler handler, Map<String, String> variables) {
  }

  private final Map<String, Entry> tools = new LinkedHashMap<>();
  private final Map<String, Entry> prompts = new LinkedHashMap<>();
  private final Map<String, Entry> resources = new LinkedHashMap<>();
  private final List<TemplateEntry> templates = new ArrayList<>();

  /** A copy, so that a builder used again after {@code build()} cannot change a running server. */
  Catalog copy() {
    Catalog copy = new Catalog();
    copy.tools.putAll(tools);
    copy.prompts.putAll(prompts);
    copy.resources.putAll(resources);
    copy.templates.addAll(templates);
    return copy;
  }

  void addTool(JsonObject definition, McpHandler handler) {
    String name = requiredString(definition, "name", "tool");
    JsonValue schema = definition.get("inputSchema");
    if (!(schema instanceof JsonObject) || !JsonString.of("object").equals(((JsonObject) schema).get("type"))) {
      throw new IllegalArgumentException("tool " + name + " needs an inputSchema of type \"object\"");
    }
    put(tools, name, new Entry(definition, handler), "tool");
  }

  void addPrompt(JsonObject definition, McpHandler handler) {
    put(prompts, requiredString(definition, "name", "prompt"), new Entry(definition, handler), "prompt");
  }

  void addResource(JsonObject definition, McpHandler handler) {
    requiredString(definition, "name", "resource");
    put(resources, requiredString(definition, "uri", "resource"), new Entry(definition, handler), "resource");
  }

  void addTemplate(JsonObject definition, McpHandler handler) {
    requiredString(definition, "name", "resource template");
    String uriTemplate = requiredString(definition, "uriTemplate", "resource template");
    templates.add(new TemplateEntry(definition, UriTemplate.parse(uriTemplate), handler));
  }

  /** The calls whose handlers may ask for input, e.g. {@code tools/call place_order}, in registration order. */
  List<String> askingInput() {
    List<String> asking = new ArrayList<>();
    tools.forEach((name, entry) -> addIfAsking(asking, "tools/call " + name, entry.handler()));
    prompts.forEach((name, entry) -> addIfAsking(asking, "prompts/get " + name, entry.handler()));
    resources.forEach((uri, entry) -> addIfAsking(asking, "resources/read " + uri, entry.handler()));
    for (TemplateEntry entry : templates) {
      addIfAsking(asking, "resources/read " + entry.definition().get("uriTemplate").asString(), entry.handler());
    }
    return asking;
  }

  private static void addIfAsking(List<String> asking, String call, McpHandler handler) {
    if (handler.asksForInput()) {
      asking.add(call);
    }
  }

  Entry tool(String name) {
    return tools.get(name);
  }

  Entry prompt(String name) {
    return prompts.get(name);
  }

  /** The names of a registered prompt's arguments, in definition order. */
  List<String> promptArguments(String name) {
    List<String> names = new ArrayList<>();
    JsonValue arguments = prompts.get(name).definition().get("arguments");
    if (arguments instanceof JsonArray) {
      for (JsonValue argument : ((JsonArray) arguments).elements()) {
        JsonValue argumentName = argument instanceof JsonObject ? ((JsonObject) argument).get("name") : null;
        if (argumentName instanceof JsonString) {
          names.add(argumentName.asString());
        }
      }
    }
    return names;
  }

  /** The template registered with exactly this {@code uriTemplate}, or null. */
  TemplateEntry template(String uriTemplate) {
    for (TemplateEntry entry : templates) {
      if (JsonString.of(uriTemplate).equals(entry.definition().get("uriTemplate"))) {
        return entry;
      }
    }
    return null;
  }

  /** Whether a resource with exactly this URI is registered. */
  boolean hasResource(String uri) {
    return resources.containsKey(uri);
  }

  /** The handler for a URI: an exact resource first, then the first matching template; else null. */
  ResourceMatch resource(String uri) {
    Entry exact = resources.get(uri);
    if (exact != null) {
      return new ResourceMatch(exact.handler(), Map.of());
    }
    for (TemplateEntry entry : templates) {
      Map<String, String> variables = entry.template().match(uri);
      if (variables != null) {
        return new ResourceMatch(entry.handler(), variables);
      }
    }
    return null;
  }

  boolean hasTools() {
    return !tools.isEmpty();
  }

  boolean hasPrompts() {
    return !prompts.isEmpty();
  }

  boolean hasResources() {
    return !resources.isEmpty() || !templates.isEmpty();
  }

  JsonArray toolDefinitions() {
    return definitions(tools.values());
  }

  JsonArray promptDefinitions() {
    return definitions(prompts.values());
  }

  JsonArray resourceDefinitions() {
    return definitions(resources.values());
  }

  JsonArray templateDefinitions() {
    JsonArray.Builder list = JsonArray.builder();
    templates.forEach(entry -> list.add(entry.definition()));
    return list.build();
  }

  private static JsonArray definitions(Iterable<Entry> entries) {
    JsonArray.Builder list = JsonArray.builder();
    entries.forEach(entry -> list.add(entry.definition()));
    return list.build();
  }

  private static void put(Map<String, Entry> map, String key, Entry entry, String kind) {
    if (map.putIfAbsent(key, entry) != null) {
      throw new IllegalArgumentException(kind + " " + key + " is registered twice");
    }
  }

  private static String requiredString(JsonObject definition, String member, String kind) {
    JsonValue value = definition.get(member);
    if (!(value instanceof JsonString)) {
      throw new IllegalArgumentException("a " + kind + " definition needs a string " + member + ": " + definition);
    }
    return value.asString();
  }
}
