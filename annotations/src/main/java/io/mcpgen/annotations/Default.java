package io.mcpgen.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The {@code default} of a component in the JSON schemas mcpgen writes, which clients use to fill
 * a form in advance. Written as text and checked against the component's type when the interface
 * compiles: a number for numbers, {@code true} or {@code false}, an enum constant's name, and for
 * a multi-select list one constant name per element.
 *
 * <pre>{@code
 * record Shipping(@Default("STANDARD") Speed speed, @Default("false") boolean giftWrap,
 *     @Default({"EMAIL", "SMS"}) List<Channel> notify) {}
 * }</pre>
 *
 * <p>The component is then not {@code required}: when a tool or prompt argument or a form field is
 * left out (or sent as {@code null}), the generated server fills the default in before the method
 * runs ({@code Optional.of(default)} for an {@code Optional} component). A value the client does
 * send is taken as sent.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
public @interface Default {

  /** The default value, or one per element for a list. */
  String[] value();
}
