package io.mcpgen.runtime.server;

/**
 * An answer in {@code inputResponses} that cannot be used: not the result of the method that was
 * asked under its key, or form values that do not fit the schema shown. The request ends with
 * {@code -32602}.
 */
public final class InvalidInputResponseException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final String key;

  InvalidInputResponseException(String key, String problem) {
    super("Invalid input response for '" + key + "': " + problem);
    this.key = key;
  }

  /** The {@code inputResponses} key of the faulty answer. */
  public String key() {
    return key;
  }
}
