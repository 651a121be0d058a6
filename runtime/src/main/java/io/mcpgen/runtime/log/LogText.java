package io.mcpgen.runtime.log;

import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Makes client-supplied text safe to log. A client controls tool names, resource URIs, header
 * values and the messages of exceptions built from them; written to a log as they are, a CR or LF
 * in one starts a forged record ({@code "\nSEVERE: ..."}), and other control characters can
 * rewrite a terminal. Every such value goes through {@link #escape} first, and every exception
 * whose message may hold one through {@link #sanitized}.
 */
public final class LogText {

  /** The longest escaped value written; the rest is replaced by a count, so one value cannot flood a log. */
  public static final int MAX_CHARS = 512;

  private static final char[] HEX = "0123456789abcdef".toCharArray();

  private LogText() {
  }

  /**
   * The value with every control character escaped ({@code \r}, {@code \n}, {@code \t} by name,
   * the rest of C0, DEL, C1, the line and paragraph separators and the bidirectional controls as a
   * backslash, {@code u} and four hex digits), a backslash doubled so an escape cannot be forged
   * either, and cut at
   * {@link #MAX_CHARS} characters. {@code null} becomes {@code "null"}.
   */
  public static String escape(CharSequence value) {
    if (value == null) {
      return "null";
    }
    int length = value.length();
    int shown = Math.min(length, MAX_CHARS);
    if (shown == length && isClean(value)) {
      return value.toString();
    }
    StringBuilder out = new StringBuilder(shown + 16);
    for (int i = 0; i < shown; i++) {
      char c = value.charAt(i);
      switch (c) {
        case '\r':
          out.append("\\r");
          break;
        case '\n':
          out.append("\\n");
          break;
        case '\t':
          out.append("\\t");
          break;
        case '\\':
          out.append("\\\\");
          break;
        default:
          if (needsEscape(c)) {
            out.append("\\u").append(HEX[c >> 12 & 0xf]).append(HEX[c >> 8 & 0xf])
                .append(HEX[c >> 4 & 0xf]).append(HEX[c & 0xf]);
          } else {
            out.append(c);
          }
      }
    }
    if (shown < length) {
      out.append("...(").append(length - shown).append(" more chars)");
    }
    return out.toString();
  }

  /**
   * A stand-in for {@code failure} to pass to a logger: the same class name, stack frames, cause
   * chain and suppressed exceptions, with every message {@linkplain #escape escaped}. Log this
   * instead of the original whenever the message may carry client text.
   */
  public static Throwable sanitized(Throwable failure) {
    if (failure == null) {
      return null;
    }
    return copy(failure, new IdentityHashMap<>());
  }

  private static Throwable copy(Throwable original, Map<Throwable, Throwable> done) {
    Throwable seen = done.get(original);
    if (seen != null) {
      return seen; // a cycle in the cause chain: link to the copy already made
    }
    LoggedFailure copy = new LoggedFailure(original.getClass().getName(),
        original.getMessage() == null ? null : escape(original.getMessage()));
    done.put(original, copy);
    copy.setStackTrace(original.getStackTrace());
    Throwable cause = original.getCause();
    if (cause != null && cause != original) {
      copy.initCause(copy(cause, done));
    }
    for (Throwable suppressed : original.getSuppressed()) {
      copy.addSuppressed(copy(suppressed, done));
    }
    return copy;
  }

  private static boolean isClean(CharSequence value) {
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (c == '\\' || needsEscape(c) || c == '\r' || c == '\n' || c == '\t') {
        return false;
      }
    }
    return true;
  }

  private static boolean needsEscape(char c) {
    return c < 0x20 || (c >= 0x7f && c <= 0x9f)
        || c == '\u2028' || c == '\u2029' // line and paragraph separators
        || (c >= '\u202a' && c <= '\u202e') || (c >= '\u2066' && c <= '\u2069') // bidi embeddings, isolates
        || c == '\u200e' || c == '\u200f' || c == '\u061c'; // bidi marks
  }

  /**
   * Carries a logged exception's text under its original class name: loggers print {@code
   * toString()} and the frames, which is all a reader of the log needs.
   */
  private static final class LoggedFailure extends Throwable {
    private static final long serialVersionUID = 1L;
    private final String originalClass;

    LoggedFailure(String originalClass, String escapedMessage) {
      super(escapedMessage); // leaves the cause unset, so initCause can link the copied chain
      this.originalClass = originalClass;
    }

    @Override
    public synchronized Throwable fillInStackTrace() {
      return this; // the original's frames are copied in
    }

    @Override
    public String toString() {
      String message = getLocalizedMessage();
      return message == null ? originalClass : originalClass + ": " + message;
    }
  }
}
