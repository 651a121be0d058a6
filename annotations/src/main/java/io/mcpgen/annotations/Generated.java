package io.mcpgen.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a type written by the mcpgen annotation processor.
 *
 * <p>mcpgen's own annotation rather than {@code javax.annotation.processing.Generated}, which
 * lives in the {@code java.compiler} module and would force modular users to require it. CLASS
 * retention, so coverage tools (which skip classes carrying an annotation named "Generated") see
 * it; no date, so the output of two runs is byte-identical.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.TYPE, ElementType.METHOD, ElementType.CONSTRUCTOR, ElementType.FIELD})
public @interface Generated {
  /** The processor that wrote the type. */
  String value();
}
