package io.mcpgen.processor.model.handler;

/** The kinds of declared input, each with its annotation. */
public enum InputKind {
  FORM("Elicit"),
  URL("ElicitUrl"),
  SAMPLING("Sample"),
  ROOTS("Roots");

  private final String annotation;

  InputKind(String annotation) {
    this.annotation = annotation;
  }

  /** The annotation's simple name, e.g. {@code Elicit}. */
  public String annotation() {
    return annotation;
  }

  /** The annotation's qualified name. */
  public String qualifiedAnnotation() {
    return HandlerAnnotations.PACKAGE + "." + annotation;
  }
}
