package io.mcpgen.jetty;

import java.io.IOException;
import org.eclipse.jetty.io.QuietException;

/**
 * Why an exchange was aborted (a body that did not arrive in time, a client gone): a
 * {@link QuietException}, which Jetty logs at {@code DEBUG} without a stack trace, because a
 * client's slowness is not a failure of the server and must not cost its log a 40-line trace each
 * time.
 */
final class AbortedExchange extends IOException implements QuietException {

  private static final long serialVersionUID = 1L;

  AbortedExchange() {
    super("the exchange was aborted");
  }
}
