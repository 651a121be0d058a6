package io.mcpgen.json;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class CanonicalJsonTest {

  private static String canonical(String json) {
    return CanonicalJson.string(Json.parse(json));
  }

  @Test
  void sortsMembersByUtf16CodeUnitsAndDropsWhitespace() {
    assertEquals("{\"A\":1,\"a\":[1,2],\"b\":{\"x\":null,\"y\":true}}",
        canonical("{ \"b\": {\"y\": true, \"x\": null}, \"a\": [1, 2], \"A\": 1 }"));
    // U+20AC (euro) sorts before U+1F600 (a surrogate pair starting 0xD83D) in UTF-16 order.
    assertEquals("{\"\u20ac\":1,\"\ud83d\ude00\":2}", canonical("{\"\ud83d\ude00\":2,\"\u20ac\":1}"));
  }

  @Test
  void numbersAreSpelledByTheirExactValue() {
    assertEquals("[1,1,1,1.5,0,0,-2,100,1e+21,123.45,0.001,0.000001,1e-7,12345678901234567890]",
        canonical("[1,1.0,1e0,1.50,0,-0.0,-2.000,1e2,1e21,123.450,1e-3,0.0000010,1E-7,12345678901234567890]"));
  }

  @Test
  void escapesOnlyWhatMustBeEscaped() {
    assertEquals("\"a\\\"b\\\\c\\n\\t\\u0001\u00e9/\"", canonical("\"a\\\"b\\\\c\\n\\t\\u0001\\u00e9\\/\""));
  }

  @Test
  void keyOrderAndNumberSpellingDoNotChangeTheBytes() {
    assertArrayEquals(
        CanonicalJson.bytes(Json.parse("{\"qty\":1,\"sku\":\"A-1\",\"opts\":{\"gift\":false,\"n\":2.50}}")),
        CanonicalJson.bytes(Json.parse("{\"opts\":{\"n\":2.5,\"gift\":false},\"sku\":\"A-1\",\"qty\":1.0}")));
  }
}
