package io.mcpgen.processor.model;

import java.util.LinkedHashMap;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.PackageElement;
import javax.lang.model.util.Elements;

/**
 * One {@code @McpSchema} as written, read through its mirror (the processor does not depend on the
 * annotation's class): where it is and the values of its members, defaults filled in.
 *
 * @param element the annotated package or type
 * @param mirror the annotation, for anchoring messages
 * @param revision the {@code revision} member
 * @param packageName the package to generate into (the annotated element's when left empty)
 * @param file the {@code file} member, empty when not set
 * @param values the members the user wrote, for anchoring messages on one of them
 */
public record SchemaAnnotation(
    Element element,
    AnnotationMirror mirror,
    String revision,
    String packageName,
    String file,
    Map<String, AnnotationValue> values) {

  public static final String ANNOTATION = "io.mcpgen.annotations.McpSchema";

  /** Reads the annotation on an element annotated with it. */
  public static SchemaAnnotation read(Element element, AnnotationMirror mirror, Elements elements) {
    Map<String, AnnotationValue> written = new LinkedHashMap<>();
    mirror.getElementValues().forEach((member, value) -> written.put(member.getSimpleName().toString(), value));
    Map<? extends ExecutableElement, ? extends AnnotationValue> all = elements.getElementValuesWithDefaults(mirror);
    String revision = "";
    String packageName = "";
    String file = "";
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry : all.entrySet()) {
      String value = String.valueOf(entry.getValue().getValue());
      switch (entry.getKey().getSimpleName().toString()) {
        case "revision":
          revision = value;
          break;
        case "packageName":
          packageName = value;
          break;
        case "file":
          file = value;
          break;
        default:
          break;
      }
    }
    if (packageName.isEmpty()) {
      packageName = packageOf(element, elements);
    }
    return new SchemaAnnotation(element, mirror, revision, packageName, file, Map.copyOf(written));
  }

  private static String packageOf(Element element, Elements elements) {
    if (element.getKind() == ElementKind.PACKAGE) {
      return ((PackageElement) element).getQualifiedName().toString();
    }
    return elements.getPackageOf(element).getQualifiedName().toString();
  }

  /** True when the schema comes from a file rather than a bundled revision. */
  public boolean usesFile() {
    return !file.isEmpty();
  }

  /**
   * The schema, for messages and generated comments: the revision, or the file's name only, so
   * generated sources never hold a path of the machine that built them.
   */
  public String origin() {
    if (!usesFile()) {
      return "revision " + revision;
    }
    java.nio.file.Path name = java.nio.file.Path.of(file).getFileName();
    return "file " + (name == null ? file : name.toString());
  }
}
