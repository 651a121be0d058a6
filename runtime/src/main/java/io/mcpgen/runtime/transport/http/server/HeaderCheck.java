package io.mcpgen.runtime.transport.http.server;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.mrtr.McpMeta;
import io.mcpgen.runtime.transport.http.HeaderValues;
import io.mcpgen.runtime.transport.http.McpHeaders;
import java.util.List;

/**
 * The server's check that the mirrored headers of a request agree with its body: {@code
 * MCP-Protocol-Version} with {@code _meta}'s protocol version, {@code Mcp-Method} with
 * {@code method}, {@code Mcp-Name} (base64 sentinel decoded first) with {@code params.name} or
 * {@code params.uri}. Each problem is a {@code -32020} message in the specification's wording.
 *
 * <p>When the body itself lacks the value (no {@code _meta} protocol version, no name), the header
 * is not compared: the engine answers the body's own problem ({@code -32602}, 400).
 */
final class HeaderCheck {

  private HeaderCheck() {}

  /**
   * The first disagreement between headers and body, or null when they agree.
   *
   * @param params the request's params, or null when it has none
   */
  static String problem(RequestHeaders headers, String method, JsonObject params) {
    JsonValue meta = params == null ? null : params.get("_meta");
    JsonValue version = meta instanceof JsonObject ? ((JsonObject) meta).get(McpMeta.PROTOCOL_VERSION) : null;

    String problem = compare(headers, McpHeaders.PROTOCOL_VERSION,
        version instanceof JsonString ? version.asString() : null, false);
    if (problem == null) {
      problem = compare(headers, McpHeaders.METHOD, method, false);
    }
    if (problem == null && params != null) {
      String member = McpHeaders.nameMember(method);
      JsonValue name = member == null ? null : params.get(member);
      if (name instanceof JsonString) {
        problem = compare(headers, McpHeaders.NAME, name.asString(), true);
      }
    }
    return problem;
  }

  /**
   * @param bodyValue the value in the body, or null when the body lacks it (then only the header's
   *     presence and form are checked)
   */
  private static String compare(RequestHeaders headers, String header, String bodyValue, boolean sentinel) {
    List<String> values = headers.all(header);
    if (values.isEmpty()) {
      return "Header mismatch: required header " + header + " is missing";
    }
    if (values.size() > 1) {
      return "Header mismatch: header " + header + " appears " + values.size() + " times";
    }
    String value;
    try {
      value = sentinel ? HeaderValues.decode(values.get(0)) : plain(values.get(0));
    } catch (IllegalArgumentException malformed) {
      return "Header mismatch: header " + header + " is malformed: " + malformed.getMessage();
    }
    if (bodyValue != null && !bodyValue.equals(value)) {
      return "Header mismatch: " + header + " header value '" + shorten(value) + "' does not match body value '"
          + shorten(bodyValue) + "'";
    }
    return null;
  }

  private static String plain(String value) {
    if (!HeaderValues.isPlain(value)) {
      throw new IllegalArgumentException("the value has characters a header may not carry");
    }
    return value;
  }

  private static String shorten(String value) {
    return value.length() <= 200 ? value : value.substring(0, 200) + "...";
  }
}
