package io.mcpgen.processor.model.handler;

import java.util.List;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.VariableElement;

/**
 * A {@code @Complete} method as the user wrote it: what it completes, its parameters and what it
 * returns, judged by the checks.
 *
 * @param mirror its {@code @Complete}
 * @param written the annotation's members as written, to point at one
 * @param prompt the prompt whose argument it completes, or null
 * @param template the URI template whose variable it completes, or null
 * @param argument the argument or variable completed
 * @param parameters the method's parameters, with how each is passed
 * @param returns what it returns, or {@link Returns#OTHER}
 */
public record CompletionModel(
    ExecutableElement element,
    AnnotationMirror mirror,
    Map<String, AnnotationValue> written,
    String prompt,
    String template,
    String argument,
    List<Parameter> parameters,
    Returns returns) {

  public CompletionModel {
    written = Map.copyOf(written);
    parameters = List.copyOf(parameters);
  }

  /** How a parameter is passed: a {@code String}, an {@code Optional<String>}, or something else (an error). */
  public enum ParameterType { STRING, OPTIONAL_STRING, OTHER }

  /** One parameter: its name (the argument it receives, after the first) and type. */
  public record Parameter(VariableElement element, String name, ParameterType type) {}

  /** The return types a completion method may have. */
  public enum Returns { STRING_LIST, COMPLETION, OTHER }

  /** The method's Java name. */
  public String javaName() {
    return element.getSimpleName().toString();
  }

  /** What it completes, for messages and javadoc: {@code argument city of prompt trip}. */
  public String target() {
    return prompt != null ? "argument " + argument + " of prompt " + prompt
        : "variable " + argument + " of resource template " + template;
  }
}
