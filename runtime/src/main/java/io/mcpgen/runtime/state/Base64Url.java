package io.mcpgen.runtime.state;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Unpadded base64url (RFC 4648 §5) in its one canonical spelling.
 *
 * <p>The decoder refuses padding, any character outside the alphabet, a length that no byte
 * count encodes to, and a last character whose unused low bits are not zero. Java's own decoder
 * accepts such a last character and ignores the bits, which would give one token several
 * spellings (and several replay-guard identities for a client to try).
 */
final class Base64Url {

  private static final byte[] ALPHABET =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".getBytes(StandardCharsets.US_ASCII);

  /** The 6-bit value of each ASCII character, or -1 outside the alphabet. */
  private static final byte[] VALUES = new byte[128];

  static {
    Arrays.fill(VALUES, (byte) -1);
    for (int i = 0; i < ALPHABET.length; i++) {
      VALUES[ALPHABET[i]] = (byte) i;
    }
  }

  private Base64Url() {}

  /** The number of characters that {@code byteCount} bytes encode to. */
  static int encodedLength(int byteCount) {
    return byteCount / 3 * 4 + (byteCount % 3 == 0 ? 0 : byteCount % 3 + 1);
  }

  /** The text of {@code length} bytes from {@code offset}. */
  static String encode(byte[] bytes, int offset, int length) {
    byte[] text = new byte[encodedLength(length)];
    int in = offset;
    int out = 0;
    int end = offset + length - length % 3;
    while (in < end) {
      int bits = (bytes[in] & 0xff) << 16 | (bytes[in + 1] & 0xff) << 8 | bytes[in + 2] & 0xff;
      in += 3;
      text[out] = ALPHABET[bits >>> 18];
      text[out + 1] = ALPHABET[bits >>> 12 & 0x3f];
      text[out + 2] = ALPHABET[bits >>> 6 & 0x3f];
      text[out + 3] = ALPHABET[bits & 0x3f];
      out += 4;
    }
    int rest = length % 3;
    if (rest == 1) {
      int bits = bytes[in] & 0xff;
      text[out] = ALPHABET[bits >>> 2];
      text[out + 1] = ALPHABET[bits << 4 & 0x3f];
    } else if (rest == 2) {
      int bits = (bytes[in] & 0xff) << 8 | bytes[in + 1] & 0xff;
      text[out] = ALPHABET[bits >>> 10];
      text[out + 1] = ALPHABET[bits >>> 4 & 0x3f];
      text[out + 2] = ALPHABET[bits << 2 & 0x3f];
    }
    return new String(text, StandardCharsets.ISO_8859_1);
  }

  /** The text of a whole array. */
  static String encode(byte[] bytes) {
    return encode(bytes, 0, bytes.length);
  }

  /** The bytes of a canonical unpadded base64url text, or null when the text is anything else. */
  static byte[] decode(String text) {
    int length = text.length();
    int rest = length & 3;
    if (rest == 1) {
      return null;
    }
    byte[] bytes = new byte[length / 4 * 3 + (rest == 0 ? 0 : rest - 1)];
    int end = length - rest;
    int out = 0;
    // Any invalid character makes its value negative; OR-ing them all keeps the sign to the end.
    int invalid = 0;
    for (int in = 0; in < end; in += 4) {
      int a = value(text.charAt(in));
      int b = value(text.charAt(in + 1));
      int c = value(text.charAt(in + 2));
      int d = value(text.charAt(in + 3));
      invalid |= a | b | c | d;
      int bits = a << 18 | b << 12 | c << 6 | d;
      bytes[out] = (byte) (bits >> 16);
      bytes[out + 1] = (byte) (bits >> 8);
      bytes[out + 2] = (byte) bits;
      out += 3;
    }
    // The last character's unused low bits must be zero: 4 of them after 2 characters, 2 after 3.
    if (rest == 2) {
      int a = value(text.charAt(end));
      int b = value(text.charAt(end + 1));
      invalid |= a | b;
      if ((b & 0x0f) != 0) {
        return null;
      }
      bytes[out] = (byte) (a << 2 | b >> 4);
    } else if (rest == 3) {
      int a = value(text.charAt(end));
      int b = value(text.charAt(end + 1));
      int c = value(text.charAt(end + 2));
      invalid |= a | b | c;
      if ((c & 0x03) != 0) {
        return null;
      }
      bytes[out] = (byte) (a << 2 | b >> 4);
      bytes[out + 1] = (byte) (b << 4 | c >> 2);
    }
    return invalid < 0 ? null : bytes;
  }

  /** The 6-bit value of a character, or -1 outside the alphabet. */
  private static int value(char c) {
    return c < VALUES.length ? VALUES[c] : -1;
  }
}
