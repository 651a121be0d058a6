package io.mcpgen.runtime.server;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Serves {@code completion/complete} from the completers registered per prompt argument and per
 * template variable. A request for a prompt or template the server does not have is {@code -32602};
 * one for an argument nobody completes gets no suggestions, unless a catch-all
 * {@link CompletionHandler} was registered, which then answers it.
 */
final class CompletionRoutes implements CompletionHandler {

  static final String PROMPT_REF = "ref/prompt";
  static final String RESOURCE_REF = "ref/resource";

  /** What a completer completes: a prompt's argument or a template's variable. */
  record Target(String refType, String ref, String argument) {
  }

  private final Map<Target, ArgumentCompleter> completers;
  private final CompletionHandler fallback;
  private final Catalog catalog;

  private CompletionRoutes(Map<Target, ArgumentCompleter> completers, CompletionHandler fallback, Catalog catalog) {
    this.completers = completers;
    this.fallback = fallback;
    this.catalog = catalog;
  }

  /**
   * The routes, checked against what the catalog offers; null when there is nothing to complete.
   *
   * @throws IllegalArgumentException for a completer of a prompt, template, argument or variable
   *     that is not registered
   */
  static CompletionHandler of(Map<Target, ArgumentCompleter> completers, CompletionHandler fallback, Catalog catalog) {
    if (completers.isEmpty()) {
      return fallback;
    }
    for (Target target : completers.keySet()) {
      if (PROMPT_REF.equals(target.refType())) {
        if (catalog.prompt(target.ref()) == null) {
          throw new IllegalArgumentException("a completer for prompt " + target.ref() + ", which is not registered");
        }
        if (!catalog.promptArguments(target.ref()).contains(target.argument())) {
          throw new IllegalArgumentException("a completer for argument " + target.argument() + " of prompt "
              + target.ref() + ", which has no such argument");
        }
      } else {
        Catalog.TemplateEntry template = catalog.template(target.ref());
        if (template == null) {
          throw new IllegalArgumentException("a completer for resource template " + target.ref()
              + ", which is not registered");
        }
        if (!template.template().variables().contains(target.argument())) {
          throw new IllegalArgumentException("a completer for variable " + target.argument() + " of resource template "
              + target.ref() + ", which has no such variable");
        }
      }
    }
    return new CompletionRoutes(new LinkedHashMap<>(completers), fallback, catalog);
  }

  @Override
  public JsonObject complete(JsonObject params, String principal) throws Exception {
    JsonObject ref = object(params, "ref");
    JsonObject argument = object(params, "argument");
    String refType = string(ref, "type", "ref.type");
    String name = string(argument, "name", "argument.name");
    String value = string(argument, "value", "argument.value");
    String refName;
    boolean known;
    if (PROMPT_REF.equals(refType)) {
      refName = string(ref, "name", "ref.name");
      known = catalog.prompt(refName) != null;
    } else if (RESOURCE_REF.equals(refType)) {
      refName = string(ref, "uri", "ref.uri");
      known = catalog.template(refName) != null || catalog.hasResource(refName);
    } else {
      throw McpErrorException.invalidParams("Invalid params: ref.type must be ref/prompt or ref/resource");
    }
    ArgumentCompleter completer = completers.get(new Target(refType, refName, name));
    if (completer == null) {
      if (fallback != null) {
        return fallback.complete(params, principal);
      }
      if (!known) {
        throw McpErrorException.invalidParams(PROMPT_REF.equals(refType) ? "Unknown prompt: " + refName
            : "Unknown resource template: " + refName);
      }
      return Completion.none().toResult();
    }
    Completion completion = completer.complete(new CompletionRequest(name, value, context(params), principal));
    if (completion == null) {
      throw new IllegalStateException("the completer of " + name + " returned null");
    }
    return completion.toResult();
  }

  /** {@code context.arguments}: string values only, as the protocol defines them. */
  private static Map<String, String> context(JsonObject params) {
    JsonValue context = params.get("context");
    if (context == null || context.isNull()) {
      return Map.of();
    }
    if (!(context instanceof JsonObject)) {
      throw McpErrorException.invalidParams("Invalid params: context must be an object");
    }
    JsonValue arguments = ((JsonObject) context).get("arguments");
    if (arguments == null || arguments.isNull()) {
      return Map.of();
    }
    if (!(arguments instanceof JsonObject)) {
      throw McpErrorException.invalidParams("Invalid params: context.arguments must be an object");
    }
    Map<String, String> values = new LinkedHashMap<>();
    ((JsonObject) arguments).members().forEach((key, item) -> {
      if (!(item instanceof JsonString)) {
        throw McpErrorException.invalidParams("Invalid params: context.arguments." + key + " must be a string");
      }
      values.put(key, item.asString());
    });
    return values;
  }

  private static JsonObject object(JsonObject params, String member) {
    JsonValue value = params.get(member);
    if (!(value instanceof JsonObject)) {
      throw McpErrorException.invalidParams("Invalid params: " + member + " must be an object");
    }
    return (JsonObject) value;
  }

  private static String string(JsonObject object, String member, String path) {
    JsonValue value = object.get(member);
    if (!(value instanceof JsonString)) {
      throw McpErrorException.invalidParams("Invalid params: " + path + " must be a string");
    }
    return value.asString();
  }
}
