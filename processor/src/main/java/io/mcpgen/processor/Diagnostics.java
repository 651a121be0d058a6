package io.mcpgen.processor;

import io.mcpgen.processor.check.ElementProblem;
import io.mcpgen.processor.check.HandlerReport;
import io.mcpgen.processor.check.Message;
import io.mcpgen.processor.check.Problem;
import io.mcpgen.processor.check.Report;
import io.mcpgen.processor.model.SchemaAnnotation;
import java.util.HashSet;
import java.util.Set;
import javax.annotation.processing.Messager;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.tools.Diagnostic;

/** Prints problems as compile errors on the annotation that caused them (and its member, when known). */
final class Diagnostics {

  private final Messager messager;
  private final Set<String> printed = new HashSet<>();

  Diagnostics(Messager messager) {
    this.messager = messager;
  }

  /** Prints every problem of the report; true when there were none. */
  boolean print(Report report, SchemaAnnotation annotation) {
    report.problems().forEach(problem -> print(problem, annotation));
    return report.isClean();
  }

  void print(Problem problem, SchemaAnnotation annotation) {
    AnnotationValue value = problem.annotationMember() == null ? null
        : annotation.values().get(problem.annotationMember());
    if (value != null) {
      messager.printMessage(Diagnostic.Kind.ERROR, problem.formatted(), annotation.element(), annotation.mirror(), value);
    } else {
      messager.printMessage(Diagnostic.Kind.ERROR, problem.formatted(), annotation.element(), annotation.mirror());
    }
  }

  /** Prints the problems of a handler interface, each once; true when there were none. */
  boolean print(HandlerReport report) {
    for (ElementProblem problem : report.problems()) {
      // A record two methods (or interfaces) share would otherwise be reported twice.
      if (!printed.add(problem.formatted() + "@" + problem.element())) {
        continue;
      }
      if (problem.value() != null) {
        messager.printMessage(Diagnostic.Kind.ERROR, problem.formatted(), problem.element(), problem.mirror(),
            problem.value());
      } else if (problem.mirror() != null) {
        messager.printMessage(Diagnostic.Kind.ERROR, problem.formatted(), problem.element(), problem.mirror());
      } else {
        messager.printMessage(Diagnostic.Kind.ERROR, problem.formatted(), problem.element());
      }
    }
    return report.isClean();
  }

  /** An error on an element, text already formatted with its id. */
  /** {@code [McpSourceLevel]} on an annotated element: javac compiles below source level 17. */
  void sourceLevel(Element element, String level) {
    printOn(element, Message.SOURCE_LEVEL.format("mcpgen needs source level 17 or newer (it reads and writes"
        + " records), but javac compiles at source level " + level + ": set the release to 17, in Maven"
        + " <maven.compiler.release>17</maven.compiler.release> (the compiler plugin otherwise defaults to 8), in"
        + " Gradle java { toolchain { languageVersion = JavaLanguageVersion.of(17) } }"));
  }

  void printOn(Element element, String text) {
    messager.printMessage(Diagnostic.Kind.ERROR, text, element);
  }

  /** An error on an annotation member's value of an element, text already formatted with its id. */
  void printOn(Element element, AnnotationMirror mirror, AnnotationValue value, String text) {
    messager.printMessage(Diagnostic.Kind.ERROR, text, element, mirror, value);
  }

  /** A warning on an element, text already formatted with its id. */
  void warnOn(Element element, String text) {
    messager.printMessage(Diagnostic.Kind.WARNING, text, element);
  }

  /** A warning on an annotation member's value of an element, text already formatted with its id. */
  void warnOn(Element element, AnnotationMirror mirror, AnnotationValue value, String text) {
    messager.printMessage(Diagnostic.Kind.WARNING, text, element, mirror, value);
  }

  /** A message with no element to stand on (files that span every element). */
  void printRaw(Diagnostic.Kind kind, String text) {
    messager.printMessage(kind, text);
  }

  /** An exception nobody expected: reported, never thrown at javac. */
  void internalError(Element element, RuntimeException e) {
    String text = Message.INTERNAL_ERROR.format("mcpgen failed unexpectedly (" + e + ") at "
        + (e.getStackTrace().length > 0 ? e.getStackTrace()[0] : "an unknown place")
        + "; this is a bug in mcpgen, please report it with the source or schema that caused it");
    if (element != null) {
      messager.printMessage(Diagnostic.Kind.ERROR, text, element);
    } else {
      messager.printMessage(Diagnostic.Kind.ERROR, text);
    }
  }
}
