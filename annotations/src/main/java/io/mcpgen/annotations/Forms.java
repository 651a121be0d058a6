package io.mcpgen.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The form records a sequential handler may elicit through its
 * {@code io.mcpgen.runtime.typed.McpExchange}: each is checked like an {@link Elicit} form
 * when the interface compiles, and the typed client gets an answer hook for it.
 *
 * <pre>{@code
 * @Tool("resolve")
 * String resolve(Ticket ticket, @Forms({Resolution.class, Duplicate.class}) McpExchange exchange);
 *
 * // in the implementation:
 * Elicited<Resolution> resolution = exchange.elicit("resolution", "How was it resolved?", Resolution.class);
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.PARAMETER)
public @interface Forms {

  /** The form records. */
  Class<?>[] value();
}
