package io.mcpgen.runtime.server;

import io.mcpgen.json.JsonObject;
import java.util.Objects;

/**
 * The request cannot go on without a client capability it did not declare. Thrown by
 * {@link SequentialContext} when a handler asks a question the client cannot receive; a handler may catch it
 * and take another path. Uncaught, the request ends with {@code -32021}
 * (MissingRequiredClientCapabilityError, HTTP 400) whose {@code data.requiredCapabilities} is
 * {@link #requiredCapabilities()}.
 */
public class MissingCapabilityException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final transient JsonObject requiredCapabilities;

  public MissingCapabilityException(JsonObject requiredCapabilities) {
    super("the request did not declare the client capabilities " + requiredCapabilities);
    this.requiredCapabilities = Objects.requireNonNull(requiredCapabilities, "requiredCapabilities");
  }

  /** The missing capabilities, as a {@code ClientCapabilities}-shaped object. */
  public JsonObject requiredCapabilities() {
    return requiredCapabilities;
  }
}
