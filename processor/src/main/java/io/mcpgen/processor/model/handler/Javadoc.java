package io.mcpgen.processor.model.handler;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Plain text from javadoc, as descriptions for models: the main description (before the block
 * tags) and the {@code @param} texts, with inline tags reduced to their text, HTML paragraphs
 * kept as blank lines and wrapped lines joined.
 */
final class Javadoc {

  private static final Pattern INLINE_TAG = Pattern.compile("\\{@(code|literal|link|linkplain|value)\\s+([^}]*)}");
  private static final Pattern HTML_TAG = Pattern.compile("</?[a-zA-Z][^>]*>");
  private static final Pattern PARAGRAPH = Pattern.compile("(?i)<p>|</p>");

  private Javadoc() {}

  /** The main description, or null when there is none. */
  static String description(String comment) {
    if (comment == null) {
      return null;
    }
    List<String> main = new ArrayList<>();
    for (String line : comment.split("\n", -1)) {
      if (line.strip().startsWith("@")) {
        break;
      }
      main.add(line);
    }
    return text(String.join("\n", main));
  }

  /** The text of each {@code @param}, by parameter or component name. */
  static Map<String, String> params(String comment) {
    Map<String, String> params = new LinkedHashMap<>();
    if (comment == null) {
      return params;
    }
    String name = null;
    StringBuilder text = new StringBuilder();
    for (String line : comment.split("\n", -1)) {
      String stripped = line.strip();
      if (stripped.startsWith("@")) {
        if (name != null) {
          params.put(name, text(text.toString()));
        }
        name = null;
        text.setLength(0);
        String[] words = stripped.split("\\s+", 3);
        if (words[0].equals("@param") && words.length >= 2) {
          name = words[1];
          text.append(words.length == 3 ? words[2] : "");
        }
      } else if (name != null) {
        text.append('\n').append(line);
      }
    }
    if (name != null) {
      params.put(name, text(text.toString()));
    }
    params.values().removeIf(value -> value == null);
    return params;
  }

  /** Javadoc markup to plain text: paragraphs separated by a blank line, lines of one joined. */
  static String text(String javadoc) {
    Matcher inline = INLINE_TAG.matcher(javadoc);
    StringBuilder out = new StringBuilder();
    while (inline.find()) {
      String content = inline.group(2).strip();
      if (inline.group(1).startsWith("link")) {
        int space = content.indexOf(' ');
        content = space > 0 ? content.substring(space + 1).strip()
            : content.replace('#', '.').replaceAll("^\\.", "");
      }
      inline.appendReplacement(out, Matcher.quoteReplacement(content));
    }
    inline.appendTail(out);
    String text = PARAGRAPH.matcher(out.toString()).replaceAll("\n\n");
    text = HTML_TAG.matcher(text).replaceAll("");
    text = text.replace("&lt;", "<").replace("&gt;", ">").replace("&#64;", "@").replace("&amp;", "&");
    List<String> paragraphs = new ArrayList<>();
    for (String paragraph : text.split("\\n\\s*\\n")) {
      String joined = String.join(" ", paragraph.strip().split("\\s*\\n\\s*")).strip();
      if (!joined.isEmpty()) {
        paragraphs.add(joined);
      }
    }
    return paragraphs.isEmpty() ? null : String.join("\n\n", paragraphs);
  }
}
