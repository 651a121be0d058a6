package io.mcpgen.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Sends the user to a URL before the method runs: a URL-mode {@code elicitation/create}, for
 * what must not pass through the client (credentials, payment, third-party authorization). The
 * parameter is an {@code Elicited<Void>} (or {@code Optional<Elicited<Void>>}); {@code Accepted}
 * means the user consented to open the URL, not that the interaction finished: check that
 * yourself.
 *
 * <pre>{@code
 * @Tool("pay")
 * Receipt pay(Invoice invoice,
 *     @ElicitUrl(message = "Pay invoice {invoice.id}", url = "https://pay.example.com/i/{invoice.id}")
 *     Elicited<Void> payment);
 * }</pre>
 *
 * <p>Values put into the URL template are percent-encoded (everything but RFC 3986 unreserved
 * characters), so they can only fill a path segment or a query value.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.PARAMETER)
public @interface ElicitUrl {

  /** What the user is told; a template (see {@link Elicit}). Required for a server. */
  String message() default "";

  /** The absolute URL to open; a template (see {@link Elicit}). Required for a server. */
  String url() default "";

  /** The input's key, unique within the method; empty means the parameter's name. */
  String key() default "";
}
