package io.mcpgen.runtime.typed;

import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * How values appear in the message, prompt and URL templates of declared inputs
 * ({@code "Confirm the order of {order.quantity} x {order.sku}?"}): generated code concatenates the
 * template's text with these.
 */
public final class Templates {

  private static final char[] HEX = "0123456789ABCDEF".toCharArray();

  private Templates() {}

  /** The value as text: null and an empty {@code Optional} print as nothing. */
  public static String text(Object value) {
    Object shown = value instanceof Optional ? ((Optional<?>) value).orElse(null) : value;
    return shown == null ? "" : String.valueOf(shown);
  }

  /**
   * The value as text, percent-encoded for a URL: every character but the RFC 3986 unreserved ones
   * ({@code A-Z a-z 0-9 - . _ ~}) is written as its UTF-8 bytes in {@code %XX} form.
   */
  public static String uriComponent(Object value) {
    return encoded(text(value), "");
  }

  /**
   * The value as text for an RFC 6570 reserved expansion ({@code {+path}}): as
   * {@link #uriComponent}, but the reserved characters ({@code :/?#[]@!$&'()*+,;=}) and {@code %}
   * stay as they are.
   */
  public static String uriReserved(Object value) {
    return encoded(text(value), ":/?#[]@!$&'()*+,;=%");
  }

  private static String encoded(String text, String kept) {
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    StringBuilder out = new StringBuilder(bytes.length);
    for (byte b : bytes) {
      char c = (char) (b & 0xff);
      if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')
          || c == '-' || c == '.' || c == '_' || c == '~' || (c < 0x80 && kept.indexOf(c) >= 0)) {
        out.append(c);
      } else {
        out.append('%').append(HEX[(b >> 4) & 0xf]).append(HEX[b & 0xf]);
      }
    }
    return out.toString();
  }
}
