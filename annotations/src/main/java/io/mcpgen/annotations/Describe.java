package io.mcpgen.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The description (and title) of a record component in the JSON schemas mcpgen writes: a tool's
 * {@code inputSchema} and {@code outputSchema}, a form's {@code requestedSchema}, a prompt's
 * arguments. Without it, the component's {@code @param} in the record's javadoc is the
 * description. On an enum constant, the value is the constant's title in a form's select list.
 *
 * <pre>{@code
 * record PlaceOrder(@Describe("Stock keeping unit") String sku, @Describe(value = "How many", title = "Quantity") int quantity) {}
 * enum Size { @Describe("Small") S, @Describe("Large") L }
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
public @interface Describe {

  /** The description; on an enum constant, its title. */
  String value() default "";

  /** A short human-readable name ({@code title}); empty for none. */
  String title() default "";
}
