package io.mcpgen.runtime.skills;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonBoolean;
import io.mcpgen.json.JsonNull;
import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The YAML front matter of a {@code SKILL.md} as the JSON object SEP-2640 puts in a skill entry.
 * It reads the block-style subset skills are written in: mappings nested by indentation, lists of
 * scalars ({@code - item}), plain, single- and double-quoted scalars, comments; plain scalars are
 * typed as YAML's core schema types them ({@code true}, {@code null}, numbers). Anything else
 * (flow collections, block scalars, anchors, tabs in indentation) is refused with a
 * {@link FrontMatterException} naming the line, so both sides never silently disagree on a value.
 */
public final class FrontMatter {

  /** Front matter beyond this many characters is refused: a skill's metadata is small. */
  public static final int MAX_CHARS = 64 * 1024;
  private static final int MAX_DEPTH = 8;
  private static final Pattern OPENING = Pattern.compile("\\A---[ \\t]*\\r?\\n");
  private static final Pattern CLOSING = Pattern.compile("(?m)^---[ \\t]*(?:\\r?\\n|\\z)");
  private static final Pattern INTEGER = Pattern.compile("[-+]?[0-9]+");
  private static final Pattern DECIMAL = Pattern.compile("[-+]?(?:\\.[0-9]+|[0-9]+(?:\\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?");

  private final List<Line> lines = new ArrayList<>();
  private int next;

  private FrontMatter(String block) {
    String[] raw = block.split("\\r?\\n", -1);
    for (int i = 0; i < raw.length; i++) {
      String text = raw[i];
      String trimmed = text.strip();
      if (trimmed.isEmpty() || trimmed.startsWith("#")) {
        continue;
      }
      int indent = 0;
      while (indent < text.length() && text.charAt(indent) == ' ') {
        indent++;
      }
      if (indent < text.length() && text.charAt(indent) == '\t') {
        throw new FrontMatterException("front matter line " + (i + 2) + ": a tab in indentation");
      }
      lines.add(new Line(i + 2, indent, text.substring(indent).stripTrailing()));
    }
  }

  /**
   * The front matter of this {@code SKILL.md} text as a JSON object.
   *
   * @throws FrontMatterException when the text does not begin with a {@code ---} delimited block,
   *     or the block is not a mapping in the subset described above
   */
  public static JsonObject parse(String skillMd) {
    String text = skillMd.startsWith("\uFEFF") ? skillMd.substring(1) : skillMd;
    java.util.regex.Matcher opening = OPENING.matcher(text);
    if (!opening.lookingAt()) {
      throw new FrontMatterException("SKILL.md does not begin with a --- line opening its front matter");
    }
    java.util.regex.Matcher closing = CLOSING.matcher(text);
    if (!closing.find(opening.end())) {
      throw new FrontMatterException("SKILL.md has no --- line closing its front matter");
    }
    if (closing.start() - opening.end() > MAX_CHARS) {
      throw new FrontMatterException("front matter longer than " + MAX_CHARS + " characters");
    }
    String block = text.substring(opening.end(), Math.max(opening.end(), closing.start()));
    FrontMatter reader = new FrontMatter(block);
    if (reader.lines.isEmpty()) {
      return JsonObject.empty();
    }
    if (reader.lines.get(0).indent != 0) {
      throw new FrontMatterException("front matter line " + reader.lines.get(0).number + ": unexpected indentation");
    }
    return reader.mapping(0, 0);
  }

  private JsonObject mapping(int indent, int depth) {
    if (depth > MAX_DEPTH) {
      throw new FrontMatterException("front matter nested deeper than " + MAX_DEPTH + " levels");
    }
    Map<String, JsonValue> members = new LinkedHashMap<>();
    while (next < lines.size() && lines.get(next).indent == indent) {
      Line line = lines.get(next);
      if (line.text.startsWith("- ") || line.text.equals("-")) {
        throw line.error("a list item where a key was expected");
      }
      int colon = keyEnd(line);
      String key = line.text.substring(0, colon).strip();
      if (key.isEmpty() || key.startsWith("\"") || key.startsWith("'") || key.startsWith("?")) {
        throw line.error("keys must be plain, non-empty words");
      }
      if (members.containsKey(key)) {
        throw line.error("the key '" + key + "' appears twice");
      }
      String rest = line.text.substring(colon + 1).strip();
      next++;
      members.put(key, rest.isEmpty() ? nested(indent, depth) : scalar(rest, line));
    }
    if (next < lines.size() && lines.get(next).indent > indent) {
      throw lines.get(next).error("unexpected indentation");
    }
    return JsonObject.of(members);
  }

  /** The value of a key with nothing after its colon: a nested mapping, a list, or null. */
  private JsonValue nested(int parentIndent, int depth) {
    if (next >= lines.size()) {
      return JsonNull.INSTANCE;
    }
    Line first = lines.get(next);
    boolean listItem = first.text.startsWith("- ") || first.text.equals("-");
    if (listItem && first.indent >= parentIndent) {
      return list(first.indent);
    }
    if (first.indent > parentIndent) {
      return mapping(first.indent, depth + 1);
    }
    return JsonNull.INSTANCE;
  }

  private JsonArray list(int indent) {
    JsonArray.Builder items = JsonArray.builder();
    while (next < lines.size() && lines.get(next).indent == indent
        && (lines.get(next).text.startsWith("- ") || lines.get(next).text.equals("-"))) {
      Line line = lines.get(next);
      String item = line.text.substring(1).strip();
      if (item.isEmpty()) {
        throw line.error("an empty list item (nested lists are not read)");
      }
      if (keyEndOrMinus(item) >= 0) {
        throw line.error("a mapping inside a list item (not read)");
      }
      items.add(scalar(item, line));
      next++;
    }
    return items.build();
  }

  private static int keyEnd(Line line) {
    int colon = keyEndOrMinus(line.text);
    if (colon < 0) {
      throw line.error("expected 'key: value'");
    }
    return colon;
  }

  /** Where a plain {@code key:} ends (a colon followed by a blank or the line's end), or -1. */
  private static int keyEndOrMinus(String text) {
    if (text.startsWith("\"") || text.startsWith("'")) {
      return -1;
    }
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) == ':' && (i + 1 == text.length() || text.charAt(i + 1) == ' ')) {
        return i;
      }
      if (text.charAt(i) == '#' && i > 0 && text.charAt(i - 1) == ' ') {
        return -1;
      }
    }
    return -1;
  }

  private static JsonValue scalar(String text, Line line) {
    char first = text.charAt(0);
    if (first == '"') {
      return JsonString.of(doubleQuoted(text, line));
    }
    if (first == '\'') {
      return JsonString.of(singleQuoted(text, line));
    }
    if ("[{|>&*!%@`".indexOf(first) >= 0) {
      throw line.error("'" + first + "' starts YAML this reader does not accept (flow collections, block scalars,"
          + " anchors, tags); quote the value");
    }
    String plain = withoutComment(text);
    if (keyEndOrMinus(plain) >= 0) {
      throw line.error("a plain value containing ': '; quote the value");
    }
    return typed(plain);
  }

  private static JsonValue typed(String plain) {
    switch (plain) {
      case "true": case "True": case "TRUE":
        return JsonBoolean.TRUE;
      case "false": case "False": case "FALSE":
        return JsonBoolean.FALSE;
      case "null": case "Null": case "NULL": case "~":
        return JsonNull.INSTANCE;
      default:
        break;
    }
    if (INTEGER.matcher(plain).matches()) {
      return JsonNumber.of(new java.math.BigInteger(plain.startsWith("+") ? plain.substring(1) : plain));
    }
    if (DECIMAL.matcher(plain).matches()) {
      return JsonNumber.of(new java.math.BigDecimal(plain.startsWith("+") ? plain.substring(1) : plain));
    }
    return JsonString.of(plain);
  }

  private static String withoutComment(String text) {
    int hash = text.indexOf(" #");
    return (hash < 0 ? text : text.substring(0, hash)).strip();
  }

  private static String doubleQuoted(String text, Line line) {
    StringBuilder value = new StringBuilder();
    for (int i = 1; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '"') {
        requireOnlyComment(text.substring(i + 1), line);
        return value.toString();
      }
      if (c == '\\') {
        if (++i >= text.length()) {
          break;
        }
        char escaped = text.charAt(i);
        switch (escaped) {
          case 'n': value.append('\n'); break;
          case 't': value.append('\t'); break;
          case 'r': value.append('\r'); break;
          case '0': value.append('\0'); break;
          case '"': case '\\': case '/': value.append(escaped); break;
          default: throw line.error("the escape \\" + escaped + " is not read");
        }
      } else {
        value.append(c);
      }
    }
    throw line.error("an unterminated double-quoted value");
  }

  private static String singleQuoted(String text, Line line) {
    StringBuilder value = new StringBuilder();
    for (int i = 1; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\'') {
        if (i + 1 < text.length() && text.charAt(i + 1) == '\'') {
          value.append('\'');
          i++;
          continue;
        }
        requireOnlyComment(text.substring(i + 1), line);
        return value.toString();
      }
      value.append(c);
    }
    throw line.error("an unterminated single-quoted value");
  }

  private static void requireOnlyComment(String after, Line line) {
    String rest = after.strip();
    if (!rest.isEmpty() && !rest.startsWith("#")) {
      throw line.error("text after a quoted value");
    }
  }

  /** One meaningful line of the block: its number in SKILL.md, indentation and content. */
  private record Line(int number, int indent, String text) {
    FrontMatterException error(String problem) {
      return new FrontMatterException("front matter line " + number + ": " + problem);
    }
  }
}
