package io.mcpgen.processor.model.handler;

import java.util.ArrayList;
import java.util.List;

/**
 * A message, prompt or URL template of a declared input, parsed and resolved against the method's
 * parameters: {@code "Confirm {order.quantity} x {order.sku}?"}. Either it has parts, or an error
 * saying what is wrong with it.
 *
 * @param source the template as written
 * @param parts text and values, in order; empty when there is an error
 * @param error what is wrong, or null
 */
public record Template(String source, List<Part> parts, String error) {

  public Template {
    parts = List.copyOf(parts);
  }

  /** A piece of a template. */
  public sealed interface Part {}

  /** Literal text, doubled braces already made single. */
  public record Text(String text) implements Part {}

  /**
   * A value: a parameter and the accessors called on it, in order.
   *
   * @param reference the path as written, e.g. {@code order.sku}
   * @param parameter the parameter's name
   * @param accessors the methods called one after the other ({@code sku} for a component)
   * @param primitive true when the value is a primitive (printed as it is, never null)
   */
  public record Value(String reference, String parameter, List<String> accessors, boolean primitive) implements Part {
    public Value {
      accessors = List.copyOf(accessors);
    }
  }

  public boolean isValid() {
    return error == null;
  }

  /** The template with no value in it, or null when it has one. */
  public String constantText() {
    StringBuilder text = new StringBuilder();
    for (Part part : parts) {
      if (!(part instanceof Text)) {
        return null;
      }
      text.append(((Text) part).text());
    }
    return text.toString();
  }

  static Template failed(String source, String error) {
    return new Template(source, List.of(), error);
  }

  /**
   * Splits a template into text and {@code {reference}} pieces; references are left unresolved
   * (parameter and accessors empty) for {@link TemplateResolver}.
   */
  static Template parse(String source) {
    List<Part> parts = new ArrayList<>();
    StringBuilder text = new StringBuilder();
    int i = 0;
    while (i < source.length()) {
      char c = source.charAt(i);
      if (c == '{' && i + 1 < source.length() && source.charAt(i + 1) == '{') {
        text.append('{');
        i += 2;
      } else if (c == '}' && i + 1 < source.length() && source.charAt(i + 1) == '}') {
        text.append('}');
        i += 2;
      } else if (c == '}') {
        return failed(source, "has a \"}\" at position " + i + " that closes nothing; write \"}}\" for a brace");
      } else if (c == '{') {
        int end = source.indexOf('}', i);
        if (end < 0) {
          return failed(source, "has a \"{\" at position " + i + " that is never closed; write \"{{\" for a brace");
        }
        String reference = source.substring(i + 1, end).strip();
        if (!reference.matches("[A-Za-z_$][A-Za-z0-9_$]*(\\.[A-Za-z_$][A-Za-z0-9_$]*)*")) {
          return failed(source, "refers to \"{" + source.substring(i + 1, end) + "}\", which is not a parameter name"
              + " followed by .member names");
        }
        if (text.length() > 0) {
          parts.add(new Text(text.toString()));
          text.setLength(0);
        }
        parts.add(new Value(reference, "", List.of(), false));
        i = end + 1;
      } else {
        text.append(c);
        i++;
      }
    }
    if (text.length() > 0) {
      parts.add(new Text(text.toString()));
    }
    return new Template(source, parts, null);
  }
}
