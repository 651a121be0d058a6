package io.mcpgen.processor.model.handler;

import java.util.List;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.TypeElement;

/**
 * A handler interface as the user wrote it: an {@code @McpServer} (server stub and typed client)
 * or an {@code @McpClient} (typed client only).
 *
 * @param element the annotated type (an interface when all is well)
 * @param role which annotation made it one
 * @param mirror that annotation
 * @param name {@code @McpServer(name)}; empty for a client
 * @param version {@code @McpServer(version)}
 * @param title {@code @McpServer(title)}, or null
 * @param instructions {@code @McpServer(instructions)}, or null
 * @param packageName the package generated code goes into
 * @param methods every method declared in the type, in source order, but those that only
 *     complete ({@code @Complete} without a {@code @Tool}, {@code @Prompt} or {@code @Resource})
 * @param completions the {@code @Complete} methods, in source order
 * @param listCache the interface's {@code @Cached} (the hints of its lists), or null
 * @param unresolved types javac could not resolve yet (each as written); the interface waits for
 *     a later round while there are any
 */
public record HandlerModel(
    TypeElement element,
    Role role,
    AnnotationMirror mirror,
    String name,
    String version,
    String title,
    String instructions,
    String packageName,
    List<MethodModel> methods,
    List<CompletionModel> completions,
    CacheModel listCache,
    List<String> unresolved) {

  public HandlerModel {
    methods = List.copyOf(methods);
    completions = List.copyOf(completions);
    unresolved = List.copyOf(unresolved);
  }

  /** Which annotation an interface carries. */
  public enum Role {
    SERVER("McpServer"),
    CLIENT("McpClient");

    private final String annotation;

    Role(String annotation) {
      this.annotation = annotation;
    }

    public String annotation() {
      return annotation;
    }
  }

  /** The interface's simple names from the top-level type inward. */
  public List<String> simpleNames() {
    return TypeReader.simpleNames(element);
  }

  /** The methods that serve something (tools, prompts, resources), in source order. */
  public List<MethodModel> handlers() {
    return methods.stream().filter(method -> method.kind() != MethodModel.Kind.NONE).toList();
  }
}
