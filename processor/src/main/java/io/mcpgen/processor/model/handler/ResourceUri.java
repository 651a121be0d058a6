package io.mcpgen.processor.model.handler;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A resource's URI, or URI template: {@code {name}} stands for one path segment, {@code {+name}}
 * for anything (RFC 6570 simple and reserved expansion, the two the engine matches).
 *
 * @param source the URI as written
 * @param pieces literal text and variables, in order
 * @param error what is wrong with it, or null
 */
public record ResourceUri(String source, List<Piece> pieces, String error) {

  private static final Pattern VARIABLE = Pattern.compile("\\{(\\+?)([A-Za-z0-9_.]+)}");

  public ResourceUri {
    pieces = List.copyOf(pieces);
  }

  /** Literal text, or a variable ({@code name} non-null). */
  public record Piece(String text, String name, boolean reserved) {}

  public static ResourceUri parse(String source) {
    List<Piece> pieces = new ArrayList<>();
    Matcher matcher = VARIABLE.matcher(source);
    int last = 0;
    while (matcher.find()) {
      String literal = source.substring(last, matcher.start());
      if (literal.indexOf('{') >= 0 || literal.indexOf('}') >= 0) {
        return failed(source, literal);
      }
      if (!literal.isEmpty()) {
        pieces.add(new Piece(literal, null, false));
      }
      pieces.add(new Piece(null, matcher.group(2), !matcher.group(1).isEmpty()));
      last = matcher.end();
    }
    String tail = source.substring(last);
    if (tail.indexOf('{') >= 0 || tail.indexOf('}') >= 0) {
      return failed(source, tail);
    }
    if (!tail.isEmpty()) {
      pieces.add(new Piece(tail, null, false));
    }
    String example = example(pieces);
    try {
      if (!new URI(example).isAbsolute()) {
        return new ResourceUri(source, List.of(), "is not an absolute URI (it needs a scheme, such as"
            + " \"file:\" or \"orders:\")");
      }
    } catch (URISyntaxException e) {
      return new ResourceUri(source, List.of(), "is not a URI: " + e.getReason());
    }
    return new ResourceUri(source, pieces, null);
  }

  private static ResourceUri failed(String source, String near) {
    return new ResourceUri(source, List.of(), "has an expression mcpgen cannot match near \"" + near
        + "\"; use {name} for one path segment or {+name} for anything");
  }

  /** The URI with every variable filled in by a placeholder, to check it parses. */
  private static String example(List<Piece> pieces) {
    StringBuilder uri = new StringBuilder();
    for (Piece piece : pieces) {
      uri.append(piece.name() == null ? piece.text() : "x");
    }
    return uri.toString();
  }

  /** The variable names, in order. */
  public List<String> variables() {
    List<String> names = new ArrayList<>();
    for (Piece piece : pieces) {
      if (piece.name() != null) {
        names.add(piece.name());
      }
    }
    return names;
  }
}
