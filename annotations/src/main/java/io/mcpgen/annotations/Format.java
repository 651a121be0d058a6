package io.mcpgen.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The JSON Schema {@code format} of a {@code String} component. In a form only {@code email},
 * {@code uri}, {@code date} and {@code date-time} are allowed (the protocol's list); in a tool's
 * schemas any format is written as given.
 *
 * <pre>{@code
 * record Contact(@Format("email") String email) {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
public @interface Format {

  /** The format, e.g. {@code "email"}. */
  String value();
}
