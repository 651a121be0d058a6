package io.mcpgen.cli;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import java.util.Map;

/** JSON with two-space indentation and members in their order, so a snapshot diffs well in review. */
final class PrettyJson {

  private PrettyJson() {}

  static String write(JsonValue value) {
    StringBuilder out = new StringBuilder();
    write(value, 0, out);
    return out.append('\n').toString();
  }

  private static void write(JsonValue value, int depth, StringBuilder out) {
    if (value instanceof JsonObject && !((JsonObject) value).isEmpty()) {
      out.append('{');
      String separator = "\n";
      for (Map.Entry<String, JsonValue> member : ((JsonObject) value).members().entrySet()) {
        out.append(separator);
        indent(depth + 1, out);
        out.append(Json.stringify(io.mcpgen.json.JsonString.of(member.getKey()))).append(": ");
        write(member.getValue(), depth + 1, out);
        separator = ",\n";
      }
      out.append('\n');
      indent(depth, out);
      out.append('}');
    } else if (value instanceof JsonArray && !((JsonArray) value).isEmpty()) {
      out.append('[');
      String separator = "\n";
      for (JsonValue element : ((JsonArray) value).elements()) {
        out.append(separator);
        indent(depth + 1, out);
        write(element, depth + 1, out);
        separator = ",\n";
      }
      out.append('\n');
      indent(depth, out);
      out.append(']');
    } else {
      out.append(Json.stringify(value));
    }
  }

  private static void indent(int depth, StringBuilder out) {
    out.append("  ".repeat(depth));
  }
}
