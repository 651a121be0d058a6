package io.mcpgen.runtime.state;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Base64;
import java.util.Random;
import org.junit.jupiter.api.Test;

class Base64UrlTest {

  @Test
  void encodesAsJavasUnpaddedUrlEncoderAndDecodesBack() {
    Random random = new Random(42);
    for (int length = 0; length < 200; length++) {
      byte[] bytes = new byte[length];
      random.nextBytes(bytes);
      String text = Base64Url.encode(bytes);
      assertEquals(Base64.getUrlEncoder().withoutPadding().encodeToString(bytes), text);
      assertEquals(text.length(), Base64Url.encodedLength(length));
      assertArrayEquals(bytes, Base64Url.decode(text));
    }
  }

  /** Every character position of the eight-character loop and of the groups after it. */
  @Test
  void refusesAForeignCharacterAtEveryPosition() {
    String valid = Base64Url.encode(new byte[30]); // 40 characters: five wide steps
    for (int at = 0; at < valid.length(); at++) {
      for (char foreign : new char[] {'=', '+', '/', '.', ' ', '\0', 'é', '\u0141', '\uffff'}) {
        String text = valid.substring(0, at) + foreign + valid.substring(at + 1);
        assertNull(Base64Url.decode(text), "position " + at + ", char " + (int) foreign);
      }
    }
  }

  /** The decoder writes over its own input; every length and a slice of every offset decode right. */
  @Test
  void decodesInPlaceAtEveryLength() {
    Random random = new Random(7);
    for (int length = 0; length < 100; length++) {
      byte[] bytes = new byte[length];
      random.nextBytes(bytes);
      byte[] text = Base64Url.latin1(Base64Url.encode(bytes));
      int decoded = Base64Url.decodeInPlace(text, text.length);
      assertEquals(length, decoded);
      assertArrayEquals(bytes, java.util.Arrays.copyOf(text, decoded));
      for (int offset = 0; offset < Math.min(length, 9); offset++) {
        assertEquals(Base64.getUrlEncoder().withoutPadding().encodeToString(
            java.util.Arrays.copyOfRange(bytes, offset, length)), Base64Url.encode(bytes, offset, length - offset));
      }
    }
  }

  @Test
  void encodesASlice() {
    byte[] bytes = {9, 1, 2, 3, 4, 9};
    assertEquals("AQIDBA", Base64Url.encode(bytes, 1, 4));
  }

  @Test
  void refusesAnythingButTheCanonicalSpelling() {
    String[] refused = {
      "A",            // no byte count encodes to one character
      "AAAAA",
      "AB",           // 'B' has a low bit set among the 4 unused ones
      "AAB",          // 'B' has a low bit set among the 2 unused ones
      "AA==", "AAA=", "AAAA====",
      "AA+A", "AA/A", "AA A", "AA.A", "AA\nA", "AAA\u00e9", "AAA\u0100", "\u0000AAA",
    };
    for (String text : refused) {
      assertNull(Base64Url.decode(text), text);
    }
    assertArrayEquals(new byte[0], Base64Url.decode(""));
    assertArrayEquals(new byte[] {0}, Base64Url.decode("AA"));
    assertArrayEquals(new byte[] {0, 0}, Base64Url.decode("AAA"));
    assertArrayEquals(new byte[] {(byte) 0xfb, (byte) 0xff}, Base64Url.decode("-_8"));
  }

  @Test
  void everyNonCanonicalLastCharacterIsRefused() {
    String alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    for (int value = 0; value < 64; value++) {
      char c = alphabet.charAt(value);
      // After two characters the last one carries 4 unused bits, after three it carries 2.
      assertEquals((value & 0x0f) == 0, Base64Url.decode("Q" + c) != null, "Q" + c);
      assertEquals((value & 0x03) == 0, Base64Url.decode("QU" + c) != null, "QU" + c);
      assertEquals(true, Base64Url.decode("QUJ" + c) != null, "QUJ" + c);
    }
  }
}
