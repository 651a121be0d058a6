package io.mcpgen.processor.model.handler;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;

/**
 * One method of a handler interface as the user wrote it.
 *
 * @param kind what it serves
 * @param mirror its {@code @Tool}, {@code @Prompt} or {@code @Resource}; null for {@link Kind#NONE}
 * @param written the annotation's members as written, to point at one
 * @param name the tool or prompt name, or the resource's name
 * @param uri the resource's URI or URI template; null for tools and prompts
 * @param title the title, or null
 * @param description the description ({@code description} member, else the javadoc), or null
 * @param hints a tool's hints; null for prompts and resources
 * @param mimeType a resource's MIME type, or null
 * @param returns what it returns
 * @param extraKinds further MCP annotations on the same method (a mistake), by simple name
 * @param cache its {@code @Cached}, or null
 */
public record MethodModel(
    ExecutableElement element,
    Kind kind,
    AnnotationMirror mirror,
    Map<String, AnnotationValue> written,
    String name,
    String uri,
    String title,
    String description,
    ToolHints hints,
    String mimeType,
    List<ParameterModel> parameters,
    ValueType returns,
    List<String> extraKinds,
    CacheModel cache) {

  public MethodModel {
    written = written == null ? Map.of() : Map.copyOf(written);
    parameters = List.copyOf(parameters);
    extraKinds = List.copyOf(extraKinds);
  }

  /** What a method serves. */
  public enum Kind {
    TOOL("Tool", "tools/call"),
    PROMPT("Prompt", "prompts/get"),
    RESOURCE("Resource", "resources/read"),
    NONE("", "");

    private final String annotation;
    private final String method;

    Kind(String annotation, String method) {
      this.annotation = annotation;
      this.method = method;
    }

    /** The annotation's simple name. */
    public String annotation() {
      return annotation;
    }

    /** The protocol method that calls it. */
    public String method() {
      return method;
    }
  }

  /**
   * A tool's behaviour hints, as {@code @Tool} has them, the OAuth scopes it needs, and its task
   * support ({@code NONE}, {@code OPTIONAL} or {@code REQUIRED}: the constant's name).
   */
  public record ToolHints(boolean readOnly, boolean destructive, boolean idempotent, boolean openWorld,
      List<String> scopes, String task) {

    public ToolHints {
      scopes = List.copyOf(scopes);
    }

    /** A tool that never runs as a task. */
    public ToolHints(boolean readOnly, boolean destructive, boolean idempotent, boolean openWorld,
        List<String> scopes) {
      this(readOnly, destructive, idempotent, openWorld, scopes, "NONE");
    }

    /** True when the tool may run as a task. */
    public boolean supportsTasks() {
      return !"NONE".equals(task);
    }
  }

  /** The method's Java name. */
  public String javaName() {
    return element.getSimpleName().toString();
  }

  public boolean isAbstract() {
    return element.getModifiers().contains(Modifier.ABSTRACT);
  }

  public boolean isStatic() {
    return element.getModifiers().contains(Modifier.STATIC);
  }

  public boolean isGeneric() {
    return !element.getTypeParameters().isEmpty();
  }

  /** True when the method declares exceptions a caller must handle or pass on. */
  public boolean declaresExceptions() {
    return !element.getThrownTypes().isEmpty();
  }

  public List<ParameterModel.Argument> arguments() {
    return parametersOf(ParameterModel.Argument.class);
  }

  public List<ParameterModel.Input> inputs() {
    return parametersOf(ParameterModel.Input.class);
  }

  public List<ParameterModel.Exchange> exchanges() {
    return parametersOf(ParameterModel.Exchange.class);
  }

  /** True for a method that asks through the sequential exchange. */
  public boolean isSequential() {
    return !exchanges().isEmpty();
  }

  /** A resource with variables in its URI. */
  public boolean isTemplate() {
    return uri != null && uri.indexOf('{') >= 0;
  }

  private <T extends ParameterModel> List<T> parametersOf(Class<T> type) {
    List<T> found = new ArrayList<>();
    for (ParameterModel parameter : parameters) {
      if (type.isInstance(parameter)) {
        found.add(type.cast(parameter));
      }
    }
    return found;
  }
}
