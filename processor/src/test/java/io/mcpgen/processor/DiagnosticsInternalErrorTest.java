package io.mcpgen.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import javax.annotation.processing.Messager;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.tools.Diagnostic;
import org.junit.jupiter.api.Test;

/**
 * A bug in mcpgen (an exception nobody expected) is one compile error with its id, on the element
 * being processed when there is one, naming the exception and where it was thrown: never a stack
 * trace thrown at javac. No source can cause it on purpose, so this drives {@link Diagnostics}
 * directly.
 */
class DiagnosticsInternalErrorTest {

  private record Printed(Diagnostic.Kind kind, String text, Element element) {}

  private static final class RecordingMessager implements Messager {
    final List<Printed> printed = new ArrayList<>();

    @Override
    public void printMessage(Diagnostic.Kind kind, CharSequence msg) {
      printed.add(new Printed(kind, msg.toString(), null));
    }

    @Override
    public void printMessage(Diagnostic.Kind kind, CharSequence msg, Element e) {
      printed.add(new Printed(kind, msg.toString(), e));
    }

    @Override
    public void printMessage(Diagnostic.Kind kind, CharSequence msg, Element e, AnnotationMirror a) {
      printed.add(new Printed(kind, msg.toString(), e));
    }

    @Override
    public void printMessage(Diagnostic.Kind kind, CharSequence msg, Element e, AnnotationMirror a, AnnotationValue v) {
      printed.add(new Printed(kind, msg.toString(), e));
    }
  }

  @Test
  void anUnexpectedExceptionIsOneErrorNamingItAndWhereItWasThrown() {
    RecordingMessager messager = new RecordingMessager();
    IllegalStateException bug = new IllegalStateException("no model for Foo");
    new Diagnostics(messager).internalError(null, bug);

    assertEquals(1, messager.printed.size());
    Printed error = messager.printed.get(0);
    assertEquals(Diagnostic.Kind.ERROR, error.kind());
    assertNull(error.element());
    assertTrue(error.text().startsWith("[McpInternalError] mcpgen failed unexpectedly (java.lang.IllegalStateException:"
        + " no model for Foo) at " + bug.getStackTrace()[0] + "; this is a bug in mcpgen"), error.text());
    assertFalse(error.text().contains("\n"), "one line, not a stack trace: " + error.text());
  }

  @Test
  void itStandsOnTheElementBeingProcessed() {
    RecordingMessager messager = new RecordingMessager();
    Element element = (Element) java.lang.reflect.Proxy.newProxyInstance(Element.class.getClassLoader(),
        new Class<?>[] {Element.class}, (proxy, method, args) -> method.getName().equals("toString") ? "Api" : null);
    new Diagnostics(messager).internalError(element, new NullPointerException());

    assertEquals(1, messager.printed.size());
    assertSame(element, messager.printed.get(0).element());
    assertTrue(messager.printed.get(0).text().startsWith("[McpInternalError] "), messager.printed.get(0).text());
  }
}
