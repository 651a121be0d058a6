package io.mcpgen.runtime.transport.http;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonBoolean;
import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * The {@code x-mcp-header} annotations of one tool's {@code inputSchema}: which argument values
 * travel as {@code Mcp-Param-{name}} headers too. The client mirrors them
 * ({@link #headers(JsonObject)}); the server checks that they agree with the body
 * ({@link #problem(RequestHeaders, JsonObject)}).
 *
 * <p>An annotation is valid only on a property reached from the schema root through
 * {@code properties} alone, of type {@code string}, {@code integer} or {@code boolean}, with a name
 * that is an HTTP token, unique ignoring case. A schema breaking any rule makes the whole tool
 * invalid ({@link #of} throws), and clients drop such a tool from {@code tools/list}.
 */
public final class ParamHeaders {

  /** The prefix of the header names. */
  public static final String PREFIX = "Mcp-Param-";

  /** A tool without annotations. */
  public static final ParamHeaders NONE = new ParamHeaders(List.of());

  private static final String TOKEN_SYMBOLS = "!#$%&'*+-.^_`|~";
  private static final long MAX_SAFE_INTEGER = (1L << 53) - 1;
  private static final Set<String> TYPES = Set.of("string", "integer", "boolean");

  /** One annotated property. */
  private record Param(String header, List<String> path, String type) {}

  private final List<Param> params;

  private ParamHeaders(List<Param> params) {
    this.params = List.copyOf(params);
  }

  /**
   * Reads the annotations of an {@code inputSchema}.
   *
   * @throws IllegalArgumentException naming the rule an annotation breaks
   */
  public static ParamHeaders of(JsonValue inputSchema) {
    if (!(inputSchema instanceof JsonObject)) {
      return NONE;
    }
    List<Param> found = new ArrayList<>();
    collect((JsonObject) inputSchema, new ArrayList<>(), found);
    if (countEverywhere(inputSchema, false) != found.size()) {
      throw new IllegalArgumentException("x-mcp-header is allowed only on a property reached through properties alone");
    }
    Set<String> names = new HashSet<>();
    for (Param param : found) {
      if (!names.add(param.header().toLowerCase(Locale.ROOT))) {
        throw new IllegalArgumentException("x-mcp-header '" + param.header() + "' is used twice (ignoring case)");
      }
    }
    return found.isEmpty() ? NONE : new ParamHeaders(found);
  }

  public boolean isEmpty() {
    return params.isEmpty();
  }

  /**
   * The headers a client adds for these arguments: {@code Mcp-Param-{name}} for each annotated
   * value that is present and of its declared type, base64-sentinel encoded when needed.
   */
  public Map<String, String> headers(JsonObject arguments) {
    Map<String, String> headers = new LinkedHashMap<>();
    for (Param param : params) {
      String value = render(lookup(arguments, param.path()), param.type());
      if (value != null) {
        headers.put(PREFIX + param.header(), HeaderValues.encode(value));
      }
    }
    return headers;
  }

  /**
   * The first disagreement between the {@code Mcp-Param-*} headers and these arguments, or null:
   * a value present in the body needs its header, equal after decoding (integers compared as
   * numbers); a header present must be well formed. A value absent or null needs no header.
   *
   * @param headers every value of a request header, by name (case-insensitive)
   */
  public String problem(Function<String, List<String>> headers, JsonObject arguments) {
    for (Param param : params) {
      String name = PREFIX + param.header();
      List<String> values = headers.apply(name);
      if (values.size() > 1) {
        return "Header mismatch: header " + name + " appears " + values.size() + " times";
      }
      String header = null;
      if (values.size() == 1) {
        try {
          header = HeaderValues.decode(values.get(0));
        } catch (IllegalArgumentException malformed) {
          return "Header mismatch: header " + name + " is malformed: " + malformed.getMessage();
        }
      }
      String body = render(lookup(arguments, param.path()), param.type());
      if (body == null) {
        continue;
      }
      if (header == null) {
        return "Header mismatch: required header " + name + " is missing";
      }
      if (!same(header, body, param.type())) {
        return "Header mismatch: " + name + " header value '" + header + "' does not match body value '" + body + "'";
      }
    }
    return null;
  }

  private static boolean same(String header, String body, String type) {
    if (!type.equals("integer")) {
      return header.equals(body);
    }
    try {
      return new BigDecimal(header.trim()).compareTo(new BigDecimal(body)) == 0;
    } catch (NumberFormatException notANumber) {
      return false;
    }
  }

  /** The header text of a value, or null when it is absent, null, not of its type, or out of range. */
  private static String render(JsonValue value, String type) {
    if (value == null) {
      return null;
    }
    switch (type) {
      case "string":
        return value instanceof JsonString ? value.asString() : null;
      case "boolean":
        return value instanceof JsonBoolean ? String.valueOf(value.asBoolean()) : null;
      case "integer":
      default:
        if (value instanceof JsonNumber && ((JsonNumber) value).isIntegral()) {
          BigDecimal number = ((JsonNumber) value).bigDecimalValue();
          if (number.abs().compareTo(BigDecimal.valueOf(MAX_SAFE_INTEGER)) <= 0) {
            return number.toBigIntegerExact().toString();
          }
        }
        return null;
    }
  }

  private static JsonValue lookup(JsonObject arguments, List<String> path) {
    JsonValue at = arguments;
    for (String name : path) {
      if (!(at instanceof JsonObject)) {
        return null;
      }
      at = ((JsonObject) at).get(name);
    }
    return at == null || at.isNull() ? null : at;
  }

  private static void collect(JsonObject schema, List<String> path, List<Param> found) {
    JsonValue header = schema.get("x-mcp-header");
    if (header != null) {
      found.add(validate(header, path, schema));
    }
    if (schema.get("properties") instanceof JsonObject) {
      for (Map.Entry<String, JsonValue> property : ((JsonObject) schema.get("properties")).members().entrySet()) {
        if (property.getValue() instanceof JsonObject) {
          path.add(property.getKey());
          collect((JsonObject) property.getValue(), path, found);
          path.remove(path.size() - 1);
        }
      }
    }
  }

  private static Param validate(JsonValue header, List<String> path, JsonObject schema) {
    if (path.isEmpty()) {
      throw new IllegalArgumentException("x-mcp-header on the schema root names no parameter");
    }
    if (!(header instanceof JsonString) || header.asString().isEmpty()) {
      throw new IllegalArgumentException("x-mcp-header of " + path + " must be a non-empty string");
    }
    String name = header.asString();
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      boolean token = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
          || TOKEN_SYMBOLS.indexOf(c) >= 0;
      if (!token) {
        throw new IllegalArgumentException("x-mcp-header '" + name + "' is not an HTTP token");
      }
    }
    JsonValue type = schema.get("type");
    if (!(type instanceof JsonString) || !TYPES.contains(type.asString())) {
      throw new IllegalArgumentException("x-mcp-header '" + name + "' is on a property whose type is not string, "
          + "integer or boolean");
    }
    return new Param(name, List.copyOf(path), type.asString());
  }

  /** Every {@code x-mcp-header} member of a schema object, wherever it is. */
  private static int countEverywhere(JsonValue value, boolean nameMap) {
    int count = 0;
    if (value instanceof JsonObject) {
      JsonObject object = (JsonObject) value;
      if (!nameMap && object.has("x-mcp-header")) {
        count++;
      }
      for (Map.Entry<String, JsonValue> member : object.members().entrySet()) {
        // The members of "properties" are names, not keywords; their values are schemas again.
        count += countEverywhere(member.getValue(), !nameMap && member.getKey().equals("properties"));
      }
    } else if (value instanceof JsonArray) {
      for (JsonValue element : ((JsonArray) value).elements()) {
        count += countEverywhere(element, false);
      }
    }
    return count;
  }
}
