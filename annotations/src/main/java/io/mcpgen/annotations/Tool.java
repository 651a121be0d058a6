package io.mcpgen.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A tool ({@code tools/call}). Its {@code inputSchema} comes from the method's argument record,
 * its {@code outputSchema} from the record it returns, its description from the method's javadoc.
 *
 * <pre>{@code
 * // (javadoc here: the tool's description)
 * @Tool(value = "place_order", idempotent = true)
 * Receipt placeOrder(PlaceOrder order, @Elicit(message = "Confirm?") Elicited<Confirm> confirm);
 * }</pre>
 *
 * <p>Returns: a record ({@code structuredContent} plus its JSON as text), a {@code String} (text
 * content), {@code void} (no content), or the protocol's {@code CallToolResult} as it is. An
 * exception thrown by the method is a result with {@code isError: true} and its message.
 *
 * <p>The hints are sent in {@code annotations} only where they differ from the protocol's
 * defaults; clients must treat them as untrusted.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface Tool {

  /**
   * The tool's name: 1 to 128 characters among {@code A-Z a-z 0-9 _ - .}. Empty means the
   * method's name.
   */
  String value() default "";

  /** A human-readable name for display; empty for none. */
  String title() default "";

  /** What the tool does; empty means the method's javadoc (its main description). */
  String description() default "";

  /** {@code readOnlyHint}: the tool does not change its environment. */
  boolean readOnly() default false;

  /** {@code destructiveHint}: the tool may destroy or overwrite (meaningful when not read-only). */
  boolean destructive() default true;

  /** {@code idempotentHint}: calling it again with the same arguments changes nothing more. */
  boolean idempotent() default false;

  /** {@code openWorldHint}: the tool reaches beyond a closed set of things (the web, say). */
  boolean openWorld() default true;

  /**
   * The OAuth scopes a call of this tool needs, besides those every request needs (each an OAuth
   * scope token: printable ASCII without spaces, quotes or backslashes). They are not sent to
   * clients: the generated server lists them in its {@code TOOL_SCOPES}, for the authenticator
   * (e.g. {@code ProtectedResource.Builder.toolScopes(Map)} of {@code mcpgen-oauth}), which answers
   * {@code 403 insufficient_scope} to a token without them.
   */
  String[] scopes() default {};

  /**
   * Whether the tool may run as a task of the {@code io.modelcontextprotocol/tasks} extension: with
   * {@link TaskSupport#OPTIONAL} or {@link TaskSupport#REQUIRED}, a request that declares the
   * extension gets a {@code CreateTaskResult} at once and the method runs in the background; what
   * it asks ({@code @Elicit}, {@code @Sample}, {@code @Roots}, or an exchange) is asked through
   * the task's {@code inputRequests}. Not sent to clients in {@code tools/list}.
   */
  TaskSupport task() default TaskSupport.NONE;
}
