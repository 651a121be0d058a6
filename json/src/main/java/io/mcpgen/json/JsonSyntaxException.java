package io.mcpgen.json;

/** Text that is not well-formed JSON. */
public final class JsonSyntaxException extends JsonException {
  private static final long serialVersionUID = 1L;

  public JsonSyntaxException(String message, Throwable cause) {
    super(message, cause);
  }

  @Override
  public boolean isSyntaxError() {
    return true;
  }
}
