package io.mcpgen.processor.check;

import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;

/**
 * A problem in a handler interface, anchored as precisely as it can be: the element, and the
 * annotation and member value on it when the problem is in one.
 *
 * @param mirror the annotation to point at, or null
 * @param value the annotation member's value to point at, or null
 */
public record ElementProblem(Message message, String text, Element element, AnnotationMirror mirror,
    AnnotationValue value) {

  /** The text javac prints. */
  public String formatted() {
    return message.format(text);
  }
}
