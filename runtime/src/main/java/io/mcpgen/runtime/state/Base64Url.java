package io.mcpgen.runtime.state;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Unpadded base64url (RFC 4648 §5) in its one canonical spelling.
 *
 * <p>The decoder refuses padding, any character outside the alphabet, a length that no byte
 * count encodes to, and a last character whose unused low bits are not zero. Java's own decoder
 * accepts such a last character and ignores the bits, which would give one token several
 * spellings (and several replay-guard identities for a client to try).
 *
 * <p>Both directions work on two groups at a time through tables: the encoder looks up two
 * characters per 12 bits, the decoder 12 bits per two characters, each with eight-byte loads and
 * stores; the decoder works in place.
 */
final class Base64Url {

  private static final byte[] ALPHABET =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".getBytes(StandardCharsets.US_ASCII);

  /** The two characters of each 12-bit value, first in the high byte. */
  private static final short[] PAIRS = new short[1 << 12];

  /**
   * The value of a character at each of the four places of a group, shifted into place; -1 (all
   * bits set) for a byte outside the alphabet, which makes the OR of a group negative.
   */
  private static final int[] PLACE0 = new int[256];
  private static final int[] PLACE1 = new int[256];
  private static final int[] PLACE2 = new int[256];
  private static final int[] PLACE3 = new int[256];

  /**
   * The 12-bit value of each pair of characters (the first in the high byte), or -1 when either
   * byte is outside the alphabet: the decoder's main loop looks up two characters at once. 128 KiB,
   * of which the 4,096 valid pairs touch about 32 KiB.
   */
  private static final short[] PAIR_VALUES = new short[1 << 16];

  private static final VarHandle INT_BIG_ENDIAN =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
  private static final VarHandle LONG_BIG_ENDIAN =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

  static {
    for (int i = 0; i < PAIRS.length; i++) {
      PAIRS[i] = (short) (ALPHABET[i >>> 6] << 8 | ALPHABET[i & 0x3f]);
    }
    Arrays.fill(PLACE0, -1);
    Arrays.fill(PLACE1, -1);
    Arrays.fill(PLACE2, -1);
    Arrays.fill(PLACE3, -1);
    Arrays.fill(PAIR_VALUES, (short) -1);
    for (int i = 0; i < ALPHABET.length; i++) {
      for (int j = 0; j < ALPHABET.length; j++) {
        PAIR_VALUES[ALPHABET[i] << 8 | ALPHABET[j]] = (short) (i << 6 | j);
      }
    }
    for (int i = 0; i < ALPHABET.length; i++) {
      PLACE0[ALPHABET[i]] = i << 18;
      PLACE1[ALPHABET[i]] = i << 12;
      PLACE2[ALPHABET[i]] = i << 6;
      PLACE3[ALPHABET[i]] = i;
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
    encode(bytes, offset, length, text, 0);
    return new String(text, StandardCharsets.ISO_8859_1);
  }

  /**
   * Writes the text of {@code length} bytes from {@code offset} into {@code text} from
   * {@code textOffset}, which needs room for {@link #encodedLength} characters there (and must not
   * overlap the bytes).
   */
  static void encode(byte[] bytes, int offset, int length, byte[] text, int textOffset) {
    int in = offset;
    int out = textOffset;
    int end = offset + length - length % 3;
    // Two groups at a time: one eight-byte load (six bytes used), four lookups, one eight-byte store.
    int wideEnd = offset + length - 8;
    while (in <= wideEnd) {
      long bits = (long) LONG_BIG_ENDIAN.get(bytes, in);
      int first = (int) (bits >>> 40);
      int second = (int) (bits >>> 16) & 0xffffff;
      long chars = (long) (PAIRS[first >>> 12] << 16 | PAIRS[first & 0xfff] & 0xffff) << 32
          | (PAIRS[second >>> 12] << 16 | PAIRS[second & 0xfff] & 0xffff) & 0xffffffffL;
      LONG_BIG_ENDIAN.set(text, out, chars);
      in += 6;
      out += 8;
    }
    while (in < end) {
      int bits = (bytes[in] & 0xff) << 16 | (bytes[in + 1] & 0xff) << 8 | bytes[in + 2] & 0xff;
      INT_BIG_ENDIAN.set(text, out, PAIRS[bits >>> 12] << 16 | PAIRS[bits & 0xfff] & 0xffff);
      in += 3;
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
  }

  /** The text of a whole array. */
  static String encode(byte[] bytes) {
    return encode(bytes, 0, bytes.length);
  }

  /** The bytes of a canonical unpadded base64url text, or null when the text is anything else. */
  static byte[] decode(String text) {
    byte[] bytes = latin1(text);
    int length = decodeInPlace(bytes, bytes.length);
    return length < 0 ? null : Arrays.copyOf(bytes, length);
  }

  /**
   * The text's characters as bytes, one each: a copy for the decoder to work in. A character
   * beyond Latin-1 becomes {@code '?'}, which is outside the alphabet, so it is still refused.
   */
  static byte[] latin1(String text) {
    return text.getBytes(StandardCharsets.ISO_8859_1);
  }

  /**
   * Decodes the first {@code length} bytes of {@code text} (ASCII characters) into the start of
   * the same array, since every four characters make at most three bytes.
   *
   * @return the number of bytes decoded, or -1 when the text is not canonical unpadded base64url
   */
  static int decodeInPlace(byte[] text, int length) {
    int rest = length & 3;
    if (rest == 1) {
      return -1;
    }
    int end = length - rest;
    int out = 0;
    // A byte outside the alphabet makes its group negative; OR-ing them all keeps the sign.
    int invalid = 0;
    int in = 0;
    // Two groups at a time: one eight-byte load, four pair lookups, one eight-byte store of six
    // bytes and two that the next store (or the groups after the loop) overwrite. The store never
    // reaches characters not yet read: it ends at out + 8 = 6k + 8, the loads at in + 8 = 8k + 8.
    for (; in + 8 <= end; in += 8) {
      long chars = (long) LONG_BIG_ENDIAN.get(text, in);
      int a = PAIR_VALUES[(int) (chars >>> 48)];
      int b = PAIR_VALUES[(int) (chars >>> 32) & 0xffff];
      int c = PAIR_VALUES[(int) (chars >>> 16) & 0xffff];
      int d = PAIR_VALUES[(int) chars & 0xffff];
      invalid |= a | b | c | d;
      LONG_BIG_ENDIAN.set(text, out, ((long) a << 36 | (long) b << 24 | (long) c << 12 | d) << 16);
      out += 6;
    }
    for (; in < end; in += 4) {
      int bits = PLACE0[text[in] & 0xff] | PLACE1[text[in + 1] & 0xff] | PLACE2[text[in + 2] & 0xff]
          | PLACE3[text[in + 3] & 0xff];
      invalid |= bits;
      // Every character of the group was read above, so writing over the start is safe.
      text[out] = (byte) (bits >> 16);
      text[out + 1] = (byte) (bits >> 8);
      text[out + 2] = (byte) bits;
      out += 3;
    }
    // The last character's unused low bits must be zero: 4 of them after 2 characters, 2 after 3.
    if (rest == 2) {
      int bits = PLACE0[text[end] & 0xff] | PLACE1[text[end + 1] & 0xff];
      invalid |= bits;
      if ((bits & 0xf000) != 0) {
        return -1;
      }
      text[out++] = (byte) (bits >> 16);
    } else if (rest == 3) {
      int bits = PLACE0[text[end] & 0xff] | PLACE1[text[end + 1] & 0xff] | PLACE2[text[end + 2] & 0xff];
      invalid |= bits;
      if ((bits & 0xc0) != 0) {
        return -1;
      }
      text[out++] = (byte) (bits >> 16);
      text[out++] = (byte) (bits >> 8);
    }
    return invalid < 0 ? -1 : out;
  }
}
