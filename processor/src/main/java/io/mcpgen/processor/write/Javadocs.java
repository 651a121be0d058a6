package io.mcpgen.processor.write;

/** Turns schema descriptions into javadoc text that cannot break the comment or the compile. */
final class Javadocs {

  private Javadocs() {}

  /**
   * Escapes what javadoc or javac would read as markup: {@code *}{@code /} would end the comment,
   * a backslash-u would be read as a unicode escape even inside a comment, {@code @} would start
   * a tag, and HTML's three specials.
   */
  static String escape(String text) {
    StringBuilder out = new StringBuilder(text.length() + 16);
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '&':
          out.append("&amp;");
          break;
        case '<':
          out.append("&lt;");
          break;
        case '>':
          out.append("&gt;");
          break;
        case '@':
          out.append("&#64;");
          break;
        case '\\':
          out.append("&#92;");
          break;
        case '/':
          out.append(i > 0 && text.charAt(i - 1) == '*' ? "&#47;" : "/");
          break;
        case '\r':
          break;
        default:
          out.append(c);
      }
    }
    return out.toString().strip();
  }

  /** The escaped description followed by a blank line, or nothing for no description. */
  static String paragraph(String description) {
    if (description == null || description.isBlank()) {
      return "";
    }
    return escape(description) + "\n\n";
  }

  /** A description as one javadoc line for a {@code @param}, or a fallback. */
  static String inline(String description, String fallback) {
    if (description == null || description.isBlank()) {
      return fallback;
    }
    return escape(description);
  }
}
