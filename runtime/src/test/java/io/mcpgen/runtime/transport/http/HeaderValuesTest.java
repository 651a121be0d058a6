package io.mcpgen.runtime.transport.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The base64 sentinel, with the specification's examples. */
class HeaderValuesTest {

  @Test
  void theSpecificationsExamplesEncodeAsShown() {
    String[][] examples = {
        {"us-west1", "us-west1"},
        {"Hello, \u4e16\u754c", "=?base64?SGVsbG8sIOS4lueVjA==?="},
        {" padded ", "=?base64?IHBhZGRlZCA=?="},
        {"line1\nline2", "=?base64?bGluZTEKbGluZTI=?="},
        {"=?base64?literal?=", "=?base64?PT9iYXNlNjQ/bGl0ZXJhbD89?="}};
    for (String[] example : examples) {
      assertEquals(example[1], HeaderValues.encode(example[0]), example[0]);
      assertEquals(example[0], HeaderValues.decode(example[1]), example[1]);
    }
  }

  @Test
  void spacesInsideStayPlainButTabsAndControlsAreEncoded() {
    assertEquals("a b", HeaderValues.encode("a b"));
    assertEquals("=?base64?YQli?=", HeaderValues.encode("a\tb"));
    assertEquals("=?base64?YQ1i?=", HeaderValues.encode("a\rb"));
  }

  @Test
  void malformedValuesAreRefused() {
    assertThrows(IllegalArgumentException.class, () -> HeaderValues.decode("=?base64?***?="));
    assertThrows(IllegalArgumentException.class, () -> HeaderValues.decode("=?base64?SGVsbG8?=")); // unpadded
    assertThrows(IllegalArgumentException.class, () -> HeaderValues.decode("=?base64?SGVs!!!bG8=?="));
    // Without the whole sentinel around it, a value is literal text.
    assertEquals("=?base64?SGVsbG8=", HeaderValues.decode("=?base64?SGVsbG8="));
    assertEquals("SGVsbG8=", HeaderValues.decode("SGVsbG8="));
    assertThrows(IllegalArgumentException.class, () -> HeaderValues.decode("=?base64?/w==?=")); // 0xFF is not UTF-8
    assertThrows(IllegalArgumentException.class, () -> HeaderValues.decode("caf\u00e9"));
    assertThrows(IllegalArgumentException.class, () -> HeaderValues.decode("a\nb"));
  }

  @Test
  void anyStringSurvivesEncodeThenDecode() {
    Random random = new Random(20260728);
    for (int i = 0; i < 2000; i++) {
      StringBuilder value = new StringBuilder();
      int length = random.nextInt(12);
      for (int j = 0; j < length; j++) {
        int kind = random.nextInt(4);
        value.appendCodePoint(kind == 0 ? random.nextInt(0x80) : kind == 1 ? 0x20 + random.nextInt(0x5f)
            : kind == 2 ? 0xa0 + random.nextInt(0x3000) : 0x1f600 + random.nextInt(0x40));
      }
      String text = value.toString();
      String header = HeaderValues.encode(text);
      assertEquals(true, HeaderValues.isPlain(header), header);
      assertEquals(text, HeaderValues.decode(header), "seed case " + i);
    }
  }
}
