package io.mcpgen.processor.model.handler;

import java.util.List;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.VariableElement;

/** One parameter of a handler method, by the part it plays in a call. */
public sealed interface ParameterModel {

  VariableElement element();

  /** The parameter's name in the interface. */
  default String name() {
    return element().getSimpleName().toString();
  }

  /**
   * A value the caller passes: the argument record of a tool or prompt, or a variable of a resource
   * template.
   */
  record Argument(VariableElement element, ValueType type) implements ParameterModel {}

  /**
   * A declared input, answered by the client before the method runs.
   *
   * @param mirror the input's annotation
   * @param written the annotation's members as written, to point at one
   * @param key the {@code inputRequests} key
   * @param optional true for {@code Optional<...>}: the method runs without it when the client
   *     cannot be asked
   * @param value what the answer is: the form record, {@code Void} for a URL, the
   *     {@code CreateMessageResult} or {@code String} of a sampling, the {@code Root} of roots
   * @param typeProblem what is wrong with the parameter's type for this kind of input, or null
   * @param templates the annotation's templates by member ({@code message}, {@code url},
   *     {@code prompt}), resolved
   * @param maxTokens {@code @Sample(maxTokens)}
   * @param systemPrompt {@code @Sample(systemPrompt)}, empty for none
   */
  record Input(
      VariableElement element,
      InputKind kind,
      AnnotationMirror mirror,
      Map<String, AnnotationValue> written,
      String key,
      boolean optional,
      ValueType value,
      String typeProblem,
      Map<String, Template> templates,
      int maxTokens,
      String systemPrompt) implements ParameterModel {

    public Input {
      written = Map.copyOf(written);
      templates = Map.copyOf(templates);
    }
  }

  /**
   * The typed sequential exchange.
   *
   * @param forms the records its {@code @Forms} lists
   * @param formsMirror the {@code @Forms} annotation, or null
   * @param needs the names of the {@code Needs.Input} constants its {@code @Needs} lists, in order,
   *     each once (empty without {@code @Needs})
   */
  record Exchange(VariableElement element, List<ValueType> forms, AnnotationMirror formsMirror, List<String> needs)
      implements ParameterModel {
    public Exchange {
      forms = List.copyOf(forms);
      needs = List.copyOf(needs);
    }
  }

  /** The engine's {@code RoundContext}: progress, logs, principal. */
  record Context(VariableElement element) implements ParameterModel {}

  /** A parameter whose annotations contradict each other. */
  record Conflicting(VariableElement element, AnnotationMirror mirror, String problem) implements ParameterModel {}
}
