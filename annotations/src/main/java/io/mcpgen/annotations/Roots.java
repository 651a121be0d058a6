package io.mcpgen.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Asks the client for its roots ({@code roots/list}) before the method runs. The parameter is a
 * {@code List<Root>} of the protocol's {@code Root} (or {@code Optional<List<Root>>}).
 *
 * <pre>{@code
 * @Tool("index")
 * Report index(@Roots List<Root> roots);
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.PARAMETER)
public @interface Roots {

  /** The input's key, unique within the method; empty means the parameter's name. */
  String key() default "";
}
