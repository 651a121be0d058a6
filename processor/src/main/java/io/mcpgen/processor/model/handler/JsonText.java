package io.mcpgen.processor.model.handler;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

/**
 * JSON written by the processor (schemas, definitions), built from plain Java values: a
 * {@code Map<String, Object>} (member order kept) is an object, a {@code List} an array, and
 * {@code String}, {@code Boolean}, {@code Long} and {@code BigDecimal} the scalars. Printed with
 * every character outside printable ASCII escaped, so generated sources stay ASCII.
 */
public final class JsonText {

  private JsonText() {}

  /** Two-space indented; arrays of scalars stay on one line. */
  public static String pretty(Object value) {
    StringBuilder out = new StringBuilder();
    write(out, value, 0);
    return out.toString();
  }

  /** One line, no spaces. */
  public static String compact(Object value) {
    StringBuilder out = new StringBuilder();
    write(out, value, -1);
    return out.toString();
  }

  private static void write(StringBuilder out, Object value, int indent) {
    if (value instanceof Map) {
      Map<?, ?> object = (Map<?, ?>) value;
      if (object.isEmpty()) {
        out.append("{}");
        return;
      }
      out.append('{');
      boolean first = true;
      for (Map.Entry<?, ?> member : object.entrySet()) {
        out.append(first ? "" : ",");
        first = false;
        newline(out, indent + 1);
        string(out, String.valueOf(member.getKey()));
        out.append(indent < 0 ? ":" : ": ");
        write(out, member.getValue(), indent < 0 ? -1 : indent + 1);
      }
      newline(out, indent);
      out.append('}');
    } else if (value instanceof List) {
      List<?> array = (List<?>) value;
      boolean flat = array.stream().noneMatch(item -> item instanceof Map || item instanceof List);
      out.append('[');
      for (int i = 0; i < array.size(); i++) {
        out.append(i == 0 ? "" : flat && indent >= 0 ? ", " : ",");
        if (!flat) {
          newline(out, indent + 1);
        }
        write(out, array.get(i), indent < 0 ? -1 : indent + 1);
      }
      if (!flat && !array.isEmpty()) {
        newline(out, indent);
      }
      out.append(']');
    } else if (value instanceof String) {
      string(out, (String) value);
    } else if (value instanceof Boolean || value instanceof Long || value instanceof Integer) {
      out.append(value);
    } else if (value instanceof BigDecimal) {
      out.append(((BigDecimal) value).toString());
    } else if (value == null) {
      out.append("null");
    } else {
      throw new IllegalArgumentException("not a JSON value: " + value.getClass().getName());
    }
  }

  private static void newline(StringBuilder out, int indent) {
    if (indent < 0) {
      return;
    }
    out.append('\n');
    for (int i = 0; i < indent; i++) {
      out.append("  ");
    }
  }

  private static void string(StringBuilder out, String text) {
    out.append('"');
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '"':
          out.append("\\\"");
          break;
        case '\\':
          out.append("\\\\");
          break;
        case '\n':
          out.append("\\n");
          break;
        case '\r':
          out.append("\\r");
          break;
        case '\t':
          out.append("\\t");
          break;
        default:
          if (c < 0x20 || c > 0x7e) {
            out.append(String.format("\\u%04x", (int) c));
          } else {
            out.append(c);
          }
      }
    }
    out.append('"');
  }
}
