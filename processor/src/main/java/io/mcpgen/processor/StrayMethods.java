package io.mcpgen.processor;

import io.mcpgen.processor.check.Message;
import io.mcpgen.processor.model.handler.HandlerAnnotations;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * Warns on a {@code @Tool}, {@code @Prompt} or {@code @Resource} method whose type has neither
 * {@code @McpServer} nor {@code @McpClient}: nothing is generated for it, and without a word the
 * user meets only javac's "cannot find symbol" for the server or client they expected.
 */
final class StrayMethods {

  private static final List<String> KINDS = List.of(HandlerAnnotations.TOOL, HandlerAnnotations.PROMPT,
      HandlerAnnotations.RESOURCE);

  private final Elements elements;
  private final Diagnostics diagnostics;

  StrayMethods(Elements elements, Diagnostics diagnostics) {
    this.elements = elements;
    this.diagnostics = diagnostics;
  }

  /** Warns on the stray methods among this round's elements. */
  void check(RoundEnvironment round) {
    List<Element> methods = new ArrayList<>();
    for (String kind : KINDS) {
      TypeElement annotation = elements.getTypeElement(kind);
      if (annotation != null) {
        methods.addAll(round.getElementsAnnotatedWith(annotation));
      }
    }
    // Sorted, so that warnings come out in the same order on every run.
    methods.sort(Comparator.comparing(method -> method.getEnclosingElement() + "." + method));
    for (Element method : methods) {
      Element owner = method.getEnclosingElement();
      if (method.getKind() != ElementKind.METHOD || HandlerAnnotations.find(owner, HandlerAnnotations.MCP_SERVER)
          .isPresent() || HandlerAnnotations.find(owner, HandlerAnnotations.MCP_CLIENT).isPresent()) {
        continue;
      }
      diagnostics.warnOn(method, Message.NOT_IN_HANDLER.format(method.getSimpleName() + "() carries @"
          + annotationOf(method) + ", but " + owner.getSimpleName() + " has neither @McpServer nor @McpClient, so"
          + " mcpgen generates nothing for it (and serves no inherited methods either): put @McpServer (or"
          + " @McpClient) on " + owner.getSimpleName()));
    }
  }

  private static String annotationOf(Element method) {
    for (String kind : KINDS) {
      if (HandlerAnnotations.find(method, kind).isPresent()) {
        return kind.substring(kind.lastIndexOf('.') + 1);
      }
    }
    return "Tool";
  }
}
