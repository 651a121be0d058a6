package io.mcpgen.processor.model.handler;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What {@code tools/list}, {@code prompts/list} and {@code resources/list} say about each method:
 * the {@code Tool}, {@code Prompt} and {@code Resource} (or {@code ResourceTemplate}) objects.
 */
public final class Definitions {

  private Definitions() {}

  /** The method's definition, by its kind. */
  public static Map<String, Object> of(MethodModel method) {
    switch (method.kind()) {
      case TOOL:
        return tool(method);
      case PROMPT:
        return prompt(method);
      default:
        return resource(method);
    }
  }

  private static Map<String, Object> tool(MethodModel method) {
    Map<String, Object> tool = named(method);
    ValueType argument = method.arguments().isEmpty() ? null : method.arguments().get(0).type();
    tool.put("inputSchema", Schemas.input(argument));
    Map<String, Object> output = Schemas.output(method.returns());
    if (output != null) {
      tool.put("outputSchema", output);
    }
    Map<String, Object> hints = new LinkedHashMap<>();
    // Only what differs from the protocol's defaults (read-only false, destructive true,
    // idempotent false, open-world true).
    if (method.hints().readOnly()) {
      hints.put("readOnlyHint", true);
    }
    if (!method.hints().destructive()) {
      hints.put("destructiveHint", false);
    }
    if (method.hints().idempotent()) {
      hints.put("idempotentHint", true);
    }
    if (!method.hints().openWorld()) {
      hints.put("openWorldHint", false);
    }
    if (!hints.isEmpty()) {
      tool.put("annotations", hints);
    }
    return tool;
  }

  private static Map<String, Object> prompt(MethodModel method) {
    Map<String, Object> prompt = named(method);
    List<Object> arguments = new ArrayList<>();
    if (!method.arguments().isEmpty() && method.arguments().get(0).type() instanceof ValueType.RecordType) {
      for (Component component : ((ValueType.RecordType) method.arguments().get(0).type()).components()) {
        Map<String, Object> argument = new LinkedHashMap<>();
        argument.put("name", component.name());
        if (component.title() != null) {
          argument.put("title", component.title());
        }
        if (component.description() != null) {
          argument.put("description", component.description());
        }
        argument.put("required", component.required());
        arguments.add(argument);
      }
    }
    if (!arguments.isEmpty()) {
      prompt.put("arguments", arguments);
    }
    return prompt;
  }

  private static Map<String, Object> resource(MethodModel method) {
    Map<String, Object> resource = new LinkedHashMap<>();
    resource.put(method.isTemplate() ? "uriTemplate" : "uri", method.uri());
    resource.putAll(named(method));
    if (method.mimeType() != null) {
      resource.put("mimeType", method.mimeType());
    }
    return resource;
  }

  private static Map<String, Object> named(MethodModel method) {
    Map<String, Object> named = new LinkedHashMap<>();
    named.put("name", method.name());
    if (method.title() != null) {
      named.put("title", method.title());
    }
    if (method.description() != null) {
      named.put("description", method.description());
    }
    return named;
  }
}
