package io.mcpgen.processor.check;

import io.mcpgen.processor.model.handler.Component;
import io.mcpgen.processor.model.handler.CompletionModel;
import io.mcpgen.processor.model.handler.HandlerModel;
import io.mcpgen.processor.model.handler.MethodModel;
import io.mcpgen.processor.model.handler.ResourceUri;
import io.mcpgen.processor.model.handler.ValueType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * Checks the {@code @Complete} methods of a handler interface: each completes an argument of a
 * prompt, or a variable of a resource template, of the same interface, once; takes the typed
 * value and other arguments of that prompt or template as strings; and returns suggestions.
 */
final class CompletionCheck {

  private final HandlerModel handler;
  private final HandlerReport report;
  private final Set<String> targets = new HashSet<>();

  private CompletionCheck(HandlerModel handler, HandlerReport report) {
    this.handler = handler;
    this.report = report;
  }

  static void check(HandlerModel handler, HandlerReport report) {
    CompletionCheck check = new CompletionCheck(handler, report);
    handler.completions().forEach(check::completion);
  }

  private void completion(CompletionModel completion) {
    String method = completion.javaName() + "()";
    if (handler.role() == HandlerModel.Role.CLIENT) {
      report.add(Message.BAD_COMPLETION_TARGET, method + " carries @Complete, but an @McpClient interface serves"
          + " no prompts or templates to complete; put it on the @McpServer interface", completion.element(),
          completion.mirror());
      return;
    }
    if (isServing(completion)) {
      report.add(Message.CONFLICTING_ANNOTATIONS, method + " carries @Complete and also serves a tool, prompt or"
          + " resource; one method does one thing: declare another method for the completion",
          completion.element(), completion.mirror());
      return;
    }
    if (completion.element().getModifiers().contains(Modifier.STATIC)
        || !completion.element().getTypeParameters().isEmpty()) {
      report.add(Message.BAD_COMPLETION_SIGNATURE, method + " is static or generic; a @Complete method is an"
          + " instance method with fixed types, which the implementation provides", completion.element(),
          completion.mirror());
      return;
    }
    List<String> names = targetNames(completion);
    if (names == null) {
      return;
    }
    if (!targets.add((completion.prompt() != null ? "p:" + completion.prompt() : "t:" + completion.template())
        + "#" + completion.argument())) {
      report.add(Message.BAD_COMPLETION_TARGET, method + " completes " + completion.target() + ", which another"
          + " @Complete method already completes; keep one", completion.element(), completion.mirror());
      return;
    }
    signature(completion, names);
  }

  private boolean isServing(CompletionModel completion) {
    for (MethodModel method : handler.methods()) {
      if (method.element().equals(completion.element()) && method.kind() != MethodModel.Kind.NONE) {
        return true;
      }
    }
    return false;
  }

  /** The prompt's argument names, or the template's variables; null (reported) when the target is wrong. */
  private List<String> targetNames(CompletionModel completion) {
    String method = completion.javaName() + "()";
    if ((completion.prompt() == null) == (completion.template() == null)) {
      report.add(Message.BAD_COMPLETION_TARGET, "@Complete on " + method + " names " + (completion.prompt() == null
          ? "neither a prompt nor a template" : "both a prompt and a template") + "; set exactly one of prompt"
          + " (a prompt's name) and template (a resource's URI template)", completion.element(), completion.mirror());
      return null;
    }
    List<String> names = new ArrayList<>();
    List<String> offered = new ArrayList<>();
    boolean found = false;
    for (MethodModel served : handler.methods()) {
      if (completion.prompt() != null && served.kind() == MethodModel.Kind.PROMPT) {
        offered.add(served.name());
        if (served.name().equals(completion.prompt())) {
          found = true;
          if (!served.arguments().isEmpty() && served.arguments().get(0).type() instanceof ValueType.RecordType) {
            for (Component component : ((ValueType.RecordType) served.arguments().get(0).type()).components()) {
              names.add(component.name());
            }
          }
        }
      } else if (completion.template() != null && served.kind() == MethodModel.Kind.RESOURCE && served.isTemplate()) {
        offered.add(served.uri());
        if (served.uri().equals(completion.template())) {
          found = true;
          names.addAll(ResourceUri.parse(served.uri()).variables());
        }
      }
    }
    String kind = completion.prompt() != null ? "prompt" : "resource template";
    String target = completion.prompt() != null ? completion.prompt() : completion.template();
    if (!found) {
      report.add(Message.BAD_COMPLETION_TARGET, "@Complete on " + method + " names the " + kind + " \"" + target
          + "\", which " + handler.element().getSimpleName() + " does not serve; " + (offered.isEmpty()
          ? "it has no " + kind + "s" : "it serves " + String.join(", ", offered)), completion.element(),
          completion.mirror(), completion.written().get(completion.prompt() != null ? "prompt" : "template"));
      return null;
    }
    if (!names.contains(completion.argument())) {
      report.add(Message.BAD_COMPLETION_TARGET, "@Complete on " + method + " completes \"" + completion.argument()
          + "\", but the " + kind + " " + target + " has " + (names.isEmpty() ? "no arguments"
          : (completion.prompt() != null ? "the arguments " : "the variables ") + String.join(", ", names)),
          completion.element(), completion.mirror(), completion.written().get("argument"));
      return null;
    }
    return names;
  }

  private void signature(CompletionModel completion, List<String> names) {
    String method = completion.javaName() + "()";
    List<CompletionModel.Parameter> parameters = completion.parameters();
    if (parameters.isEmpty() || parameters.get(0).type() != CompletionModel.ParameterType.STRING) {
      report.add(Message.BAD_COMPLETION_SIGNATURE, method + " must take the value typed so far as its first"
          + " parameter, a String", parameters.isEmpty() ? completion.element() : parameters.get(0).element(),
          parameters.isEmpty() ? completion.mirror() : null);
      return;
    }
    for (CompletionModel.Parameter parameter : parameters.subList(1, parameters.size())) {
      if (!names.contains(parameter.name()) || parameter.name().equals(completion.argument())) {
        List<String> others = new ArrayList<>(names);
        others.remove(completion.argument());
        report.add(Message.BAD_COMPLETION_SIGNATURE, "parameter " + parameter.name() + " of " + method + " is not"
            + " another argument of " + (completion.prompt() != null ? "prompt " + completion.prompt()
            : "template " + completion.template()) + "; after the typed value, parameters are named like the"
            + " arguments already resolved" + (others.isEmpty() ? " (there are none)" : ": " + String.join(", ", others)),
            parameter.element());
      } else if (parameter.type() == CompletionModel.ParameterType.OTHER) {
        report.add(Message.BAD_COMPLETION_SIGNATURE, "parameter " + parameter.name() + " of " + method + " has type "
            + parameter.element().asType() + "; arguments are strings: make it a String (null when not sent) or an"
            + " Optional<String>", parameter.element());
      }
    }
    if (completion.returns() == CompletionModel.Returns.OTHER) {
      report.add(Message.BAD_COMPLETION_SIGNATURE, method + " returns " + completion.element().getReturnType()
          + "; a @Complete method returns a List<String> of suggestions or an"
          + " io.mcpgen.runtime.server.Completion", completion.element(), completion.mirror());
    }
  }
}
