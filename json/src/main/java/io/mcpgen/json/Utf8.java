package io.mcpgen.json;

import java.nio.charset.StandardCharsets;

/** UTF-8 encoding of text handed to the reader as a {@code String}. */
final class Utf8 {

  private Utf8() {}

  /**
   * The string of {@code length} ASCII bytes at {@code start}. The constructor used is the old one
   * that takes bytes as Latin-1 outright: a small one the compiler inlines, where the one taking a
   * charset is too big to inline and looks the charset up on every call.
   */
  @SuppressWarnings("deprecation")
  static String ascii(byte[] bytes, int start, int length) {
    return new String(bytes, 0, start, length);
  }

  /**
   * The UTF-8 bytes of the text, where a surrogate without its partner becomes U+FFFD, as the
   * reader reads such an escape ({@link String#getBytes} would make it {@code ?}).
   */
  static byte[] encode(String text) {
    int length = text.length();
    for (int i = 0; i < length; i++) {
      if (Character.isSurrogate(text.charAt(i))) {
        return encodeSurrogates(text);
      }
    }
    return text.getBytes(StandardCharsets.UTF_8);
  }

  private static byte[] encodeSurrogates(String text) {
    StringBuilder wellFormed = new StringBuilder(text.length());
    int length = text.length();
    for (int i = 0; i < length; i++) {
      char c = text.charAt(i);
      if (Character.isHighSurrogate(c) && i + 1 < length && Character.isLowSurrogate(text.charAt(i + 1))) {
        wellFormed.append(c).append(text.charAt(++i));
      } else if (Character.isSurrogate(c)) {
        wellFormed.append('\ufffd');
      } else {
        wellFormed.append(c);
      }
    }
    return wellFormed.toString().getBytes(StandardCharsets.UTF_8);
  }
}
