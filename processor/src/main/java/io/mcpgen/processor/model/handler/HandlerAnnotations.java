package io.mcpgen.processor.model.handler;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;

/**
 * The handler annotations by name (the processor does not depend on their classes) and how their
 * members are read: through mirrors, defaults filled in.
 */
public final class HandlerAnnotations {

  public static final String PACKAGE = "io.mcpgen.annotations";
  public static final String MCP_SERVER = PACKAGE + ".McpServer";
  public static final String MCP_CLIENT = PACKAGE + ".McpClient";
  public static final String TOOL = PACKAGE + ".Tool";
  public static final String PROMPT = PACKAGE + ".Prompt";
  public static final String RESOURCE = PACKAGE + ".Resource";
  public static final String COMPLETE = PACKAGE + ".Complete";
  public static final String CACHED = PACKAGE + ".Cached";
  public static final String FORMS = PACKAGE + ".Forms";
  public static final String NEEDS = PACKAGE + ".Needs";
  public static final String DESCRIBE = PACKAGE + ".Describe";
  public static final String FORMAT = PACKAGE + ".Format";
  public static final String DEFAULT = PACKAGE + ".Default";
  public static final String HEADER = PACKAGE + ".Header";

  /** The runtime types a parameter may have besides values. */
  public static final String ELICITED = "io.mcpgen.runtime.typed.Elicited";
  public static final String EXCHANGE = "io.mcpgen.runtime.typed.McpExchange";
  public static final String ROUND_CONTEXT = "io.mcpgen.runtime.server.RoundContext";
  public static final String JSON_VALUE = "io.mcpgen.json.JsonValue";
  public static final String COMPLETION = "io.mcpgen.runtime.server.Completion";

  private HandlerAnnotations() {}

  /** The annotation of this type on the element, if any. */
  public static Optional<AnnotationMirror> find(Element element, String annotation) {
    for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
      if (qualifiedName(mirror).equals(annotation)) {
        return Optional.of(mirror);
      }
    }
    return Optional.empty();
  }

  public static String qualifiedName(AnnotationMirror mirror) {
    return ((TypeElement) mirror.getAnnotationType().asElement()).getQualifiedName().toString();
  }

  /** The members with their values, defaults included, by name. */
  public static Map<String, Object> values(AnnotationMirror mirror, Elements elements) {
    Map<String, Object> values = new LinkedHashMap<>();
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry
        : elements.getElementValuesWithDefaults(mirror).entrySet()) {
      values.put(entry.getKey().getSimpleName().toString(), entry.getValue().getValue());
    }
    return values;
  }

  /** The members the user wrote, by name, for anchoring messages on one of them. */
  public static Map<String, AnnotationValue> written(AnnotationMirror mirror) {
    Map<String, AnnotationValue> written = new LinkedHashMap<>();
    mirror.getElementValues().forEach((member, value) -> written.put(member.getSimpleName().toString(), value));
    return written;
  }

  /** A string member, defaults included. */
  public static String string(AnnotationMirror mirror, String member, Elements elements) {
    Object value = values(mirror, elements).get(member);
    return value == null ? "" : value.toString();
  }

  /** An array member's elements (strings, or class literals as type mirrors). */
  public static List<Object> array(AnnotationMirror mirror, String member, Elements elements) {
    Object value = values(mirror, elements).get(member);
    List<Object> elementsOf = new ArrayList<>();
    if (value instanceof List) {
      for (Object item : (List<?>) value) {
        elementsOf.add(((AnnotationValue) item).getValue());
      }
    }
    return elementsOf;
  }

  /** The class literals of an array member. */
  public static List<TypeMirror> classes(AnnotationMirror mirror, String member, Elements elements) {
    List<TypeMirror> classes = new ArrayList<>();
    for (Object value : array(mirror, member, elements)) {
      if (value instanceof TypeMirror) {
        classes.add((TypeMirror) value);
      }
    }
    return classes;
  }

  /** True when the element or its type carries an annotation named {@code Nullable}, from any package. */
  public static boolean isNullable(Element element) {
    List<AnnotationMirror> mirrors = new ArrayList<>(element.getAnnotationMirrors());
    mirrors.addAll(element.asType().getAnnotationMirrors());
    for (AnnotationMirror mirror : mirrors) {
      if (mirror.getAnnotationType().asElement().getSimpleName().contentEquals("Nullable")) {
        return true;
      }
    }
    return false;
  }
}
