package io.mcpgen.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Mirrors a tool argument into the HTTP header {@code Mcp-Param-{value}}: mcpgen writes
 * {@code "x-mcp-header": value} into the tool's {@code inputSchema}, so Streamable HTTP clients
 * send the value as a header too (for load balancers and gateways that route on it), and the
 * server rejects a call whose header is missing or disagrees with the body ({@code -32020}).
 *
 * <pre>{@code
 * record Query(@Header("Region") String region, String sql) {}
 * }</pre>
 *
 * <p>Allowed on a component of a tool's argument record, or of a record reached from it through
 * record components alone (not inside a {@code List} or {@code Map}), whose type is
 * {@code String}, an enum, {@code int}, {@code long}, {@code boolean}, a box of one, or an
 * {@code Optional} of one. The name is an HTTP token (letters, digits and
 * {@code !#$%&'*+-.^_`|~}), unique ignoring case among the tool's headers. Anything else is a
 * compile error ({@code [McpBadHeader]}, {@code [McpDuplicateHeader]}).
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
public @interface Header {

  /** The name after {@code Mcp-Param-}, e.g. {@code "Region"} for {@code Mcp-Param-Region}. */
  String value();
}
