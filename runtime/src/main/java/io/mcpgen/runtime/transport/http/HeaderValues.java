package io.mcpgen.runtime.transport.http;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * The value encoding of the mirrored MCP headers ({@code Mcp-Name}, {@code Mcp-Param-*}): plain
 * when the value is visible ASCII (spaces allowed inside), otherwise the base64 sentinel
 * {@code =?base64?<base64 of the UTF-8 bytes>?=}. A plain value that looks like the sentinel is
 * encoded too, so decoding is never ambiguous.
 */
public final class HeaderValues {

  private static final String PREFIX = "=?base64?";
  private static final String SUFFIX = "?=";

  private HeaderValues() {}

  /** The header value for {@code value}: as is when it is safe, else the base64 sentinel. */
  public static String encode(String value) {
    if (!needsEncoding(value)) {
      return value;
    }
    return PREFIX + Base64.getEncoder().encodeToString(value.getBytes(StandardCharsets.UTF_8)) + SUFFIX;
  }

  /** Whether {@link #encode} would use the sentinel for this value. */
  public static boolean needsEncoding(String value) {
    if (value.isEmpty()) {
      return false;
    }
    if (value.charAt(0) == ' ' || value.charAt(value.length() - 1) == ' ' || looksEncoded(value)) {
      return true;
    }
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (c < 0x20 || c > 0x7e) {
        return true;
      }
    }
    return false;
  }

  /**
   * The value a header carries: the decoded text of a sentinel, or the plain value.
   *
   * @throws IllegalArgumentException when the value has characters a header may not carry, or the
   *     sentinel holds invalid base64 (unpadded included) or invalid UTF-8
   */
  public static String decode(String header) {
    if (looksEncoded(header)) {
      String payload = header.substring(PREFIX.length(), header.length() - SUFFIX.length());
      // The JDK's decoder accepts missing padding; the sentinel carries standard, padded base64.
      if (payload.length() % 4 != 0) {
        throw new IllegalArgumentException("the base64 sentinel is not padded to a multiple of 4 characters");
      }
      byte[] bytes;
      try {
        bytes = Base64.getDecoder().decode(payload);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("the base64 sentinel does not hold valid base64");
      }
      try {
        return StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT)
            .decode(ByteBuffer.wrap(bytes)).toString();
      } catch (CharacterCodingException e) {
        throw new IllegalArgumentException("the base64 sentinel does not hold valid UTF-8");
      }
    }
    if (!isPlain(header)) {
      throw new IllegalArgumentException("the value has characters a header may not carry");
    }
    return header;
  }

  /** Visible ASCII, spaces and tabs only: what RFC 9110 allows in a field value. */
  public static boolean isPlain(String value) {
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if ((c < 0x20 && c != '\t') || c > 0x7e) {
        return false;
      }
    }
    return true;
  }

  private static boolean looksEncoded(String value) {
    return value.length() >= PREFIX.length() + SUFFIX.length() && value.startsWith(PREFIX) && value.endsWith(SUFFIX);
  }
}
