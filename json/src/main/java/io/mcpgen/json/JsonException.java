package io.mcpgen.json;

/**
 * JSON that cannot be read (malformed text, or a value that does not fit the expected type), or a
 * value that cannot be written. The message says what was expected and where, as a JSON pointer
 * when the reader knows it.
 */
public class JsonException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final String pointer;
  private final String reason;

  public JsonException(String message) {
    this(message, null, null);
  }

  public JsonException(String message, Throwable cause) {
    this(message, null, cause);
  }

  /**
   * @param pointer where in the document, as a JSON pointer ({@code /params/arguments/0}), or null
   */
  public JsonException(String message, String pointer, Throwable cause) {
    super(pointer == null || pointer.isEmpty() ? message : message + " at " + pointer, cause);
    this.pointer = pointer;
    this.reason = message;
  }

  /**
   * What is wrong, without where: the message less its pointer, for a caller that names the place
   * itself (a call's arguments are at {@code /arguments} of the request's params).
   */
  public String reason() {
    return reason;
  }

  /** Where in the document the problem is, as a JSON pointer; null when unknown. */
  public String pointer() {
    return pointer;
  }

  /**
   * The message for a member name met twice in one object. Such an object is refused, as I-JSON
   * (RFC 7493, section 2.3) asks: readers disagree on which of the values it means (the first, the
   * last, an error), so accepting it would let two readers of one message act on different values.
   */
  static String duplicateMemberMessage(String name) {
    return "duplicate member name \"" + name + "\" (member names must be unique, RFC 7493: readers differ on"
        + " which value such an object means)";
  }

  /** True when the text is not JSON at all (JSON-RPC parse error), not merely the wrong shape. */
  public boolean isSyntaxError() {
    return false;
  }
}
