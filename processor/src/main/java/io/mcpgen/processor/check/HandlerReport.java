package io.mcpgen.processor.check;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;

/** What the checks found in one handler interface; no code is generated for it unless it is clean. */
public final class HandlerReport {

  private final List<ElementProblem> problems = new ArrayList<>();

  void add(Message message, String text, Element element) {
    problems.add(new ElementProblem(message, text, element, null, null));
  }

  void add(Message message, String text, Element element, AnnotationMirror mirror) {
    problems.add(new ElementProblem(message, text, element, mirror, null));
  }

  void add(Message message, String text, Element element, AnnotationMirror mirror, AnnotationValue value) {
    problems.add(new ElementProblem(message, text, element, mirror, value));
  }

  public boolean isClean() {
    return problems.isEmpty();
  }

  public List<ElementProblem> problems() {
    return Collections.unmodifiableList(problems);
  }
}
