package io.mcpgen.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A form the user fills in before the method runs: a form-mode {@code elicitation/create}. The
 * parameter is an {@code Elicited<F>} (or {@code Optional<Elicited<F>>} when the method can do
 * without it) where {@code F} is a record whose components are the form's fields.
 *
 * <pre>{@code
 * @Tool("place_order")
 * Receipt placeOrder(PlaceOrder order,
 *     @Elicit(message = "Confirm the order of {order.quantity} x {order.sku}?") Elicited<Confirm> confirm);
 *
 * record Confirm(boolean confirmed, @Describe("Anything to tell the shop") Optional<String> note) {}
 * }</pre>
 *
 * <p>Every missing declared input of a call is asked in one round; the method runs once, when
 * all are answered, with the user's answer as {@code Elicited.Accepted} (holding the record),
 * {@code Declined} or {@code Cancelled}.
 *
 * <p><b>Fields</b> are what the protocol lets a form hold: {@code String} (with {@link Format}),
 * {@code boolean}, integral and floating numbers, enums (single select; {@link Describe} on a
 * constant gives its title) and {@code List} of an enum (multi select), each optional when
 * {@code Optional}, boxed or {@code @Nullable}, with {@link Describe} and {@link Default}.
 * Anything else (a nested record, a list of records, a map) is a compile error on that component.
 *
 * <p><b>Message templates</b> (here and in {@link ElicitUrl#url()}, {@link Sample#prompt()}):
 * {@code {name}} or {@code {name.member.member}}, where {@code name} is a parameter of the method
 * that is not an input (the argument record, or a variable of a resource template) and each
 * {@code member} is a record component or a no-argument method of the value before it. The
 * value must be a string, number, boolean, enum, or an {@code Optional} of one; absent and null
 * values print as nothing. <code>{{</code> and <code>}}</code> are literal braces. Templates are checked
 * when the interface compiles.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.PARAMETER)
public @interface Elicit {

  /** What the user is asked, shown with the form; a template (see above). Required for a server. */
  String message() default "";

  /** The input's key in {@code inputRequests}, unique within the method; empty means the parameter's name. */
  String key() default "";
}
