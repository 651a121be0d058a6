package io.mcpgen.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A resource ({@code resources/read}) at a fixed URI, or a resource template when the URI holds
 * RFC 6570 variables ({@code {id}} for one path segment, {@code {+path}} for anything): then the
 * method takes one {@code String} parameter per variable, named like it.
 *
 * <pre>{@code
 * @Resource(uri = "orders://{id}", mimeType = "application/json")
 * String order(String id, @Elicit(message = "Show order {id}?") Elicited<Confirm> confirm);
 * }</pre>
 *
 * <p>Returns: a {@code String} (text contents), a {@code byte[]} (blob contents) or the
 * protocol's {@code ReadResourceResult}.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface Resource {

  /** The resource's URI, or a URI template with {@code {name}} and {@code {+name}} variables. */
  String uri();

  /** The resource's name; empty means the method's name. */
  String name() default "";

  /** A human-readable name for display; empty for none. */
  String title() default "";

  /** What the resource holds; empty means the method's javadoc (its main description). */
  String description() default "";

  /** The MIME type of its contents; empty for none. */
  String mimeType() default "";
}
