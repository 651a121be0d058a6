package io.mcpgen.processor.model.handler;

import java.util.List;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;

/**
 * One record component as it becomes a JSON member.
 *
 * @param element where the component's problems are reported: its field (javac places no diagnostic
 *     on a component element), which the record header declares
 * @param name the member name (the component's name)
 * @param type its type; for an {@code Optional}, the {@link ValueType.OptionalType}
 * @param optional true when it may be absent: an {@code Optional}, a boxed primitive, or a
 *     {@code @Nullable} component
 * @param description {@code @Describe} or the record's {@code @param}, or null
 * @param title {@code @Describe(title)}, or null
 * @param format {@code @Format}, or null
 * @param defaults {@code @Default}'s values, empty for none
 * @param formatMirror the {@code @Format} annotation, or null
 * @param defaultMirror the {@code @Default} annotation, or null
 * @param header {@code @Header}'s name (the part after {@code Mcp-Param-}), or null
 * @param headerMirror the {@code @Header} annotation, or null
 * @param misplacedInput an input annotation ({@code @Elicit}, {@code @Sample}, ...) written on the
 *     component, where it does not belong (javac lets it through to the canonical constructor's
 *     parameter), or null
 */
public record Component(
    Element element,
    String name,
    ValueType type,
    boolean optional,
    String description,
    String title,
    String format,
    List<String> defaults,
    AnnotationMirror formatMirror,
    AnnotationMirror defaultMirror,
    String header,
    AnnotationMirror headerMirror,
    AnnotationMirror misplacedInput) {

  public Component {
    defaults = List.copyOf(defaults);
  }

  /**
   * True when a value must be sent: the component is not optional and has no {@code @Default}
   * (the server fills a default in when the member is left out).
   */
  public boolean required() {
    return !optional && defaults.isEmpty();
  }

  /** The type without its {@code Optional}. */
  public ValueType valueType() {
    return type instanceof ValueType.OptionalType ? ((ValueType.OptionalType) type).value() : type;
  }
}
