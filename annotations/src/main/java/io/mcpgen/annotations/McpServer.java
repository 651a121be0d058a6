package io.mcpgen.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Makes an interface an MCP server: mcpgen writes {@code <Interface>McpServer}, which serves an
 * implementation of the interface through the stateless MRTR engine, and
 * {@code <Interface>McpClient}, a typed client for it.
 *
 * <pre>{@code
 * @McpServer(name = "orders", version = "1.0")
 * public interface Orders {
 *   // (javadoc here: the tool's description)
 *   @Tool("place_order")
 *   Receipt placeOrder(PlaceOrder order,
 *       @Elicit(message = "Confirm the order of {order.quantity} x {order.sku}?") Elicited<Confirm> confirm);
 * }
 *
 * McpServerEngine engine = OrdersMcpServer.builder(new MyOrders()).requestState(codec).build();
 * }</pre>
 *
 * <p>Every abstract method is a {@link Tool}, a {@link Prompt}, a {@link Resource} or a
 * {@link Complete} (completion of a prompt argument or template variable); default methods
 * without one of these annotations are helpers and are left alone. {@link Cached} on the
 * interface sets the cache hints of its lists. A method takes at
 * most one argument record (its fields are the tool's or prompt's arguments), declared inputs
 * ({@link Elicit}, {@link ElicitUrl}, {@link Sample}, {@link Roots}) or one sequential exchange
 * ({@code io.mcpgen.runtime.typed.McpExchange}), and the engine's
 * {@code RoundContext} for progress and logs.
 *
 * <p>The Spring Boot starter serves the annotation's name, version, title and instructions too;
 * its {@code mcpgen.server.*} properties override each part only when set.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface McpServer {

  /** The server's name, sent as {@code serverInfo.name} with every result. */
  String name();

  /** The server's version, sent as {@code serverInfo.version}. */
  String version() default "1.0.0";

  /** A human-readable name for display ({@code serverInfo.title}); empty for none. */
  String title() default "";

  /** Guidance for models, sent by {@code server/discover}; empty for none. */
  String instructions() default "";
}
