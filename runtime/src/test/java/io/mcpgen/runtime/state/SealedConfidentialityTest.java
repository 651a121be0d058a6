package io.mcpgen.runtime.state;

import static io.mcpgen.runtime.state.Fixtures.booking;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonValue;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A sealed token holds no readable fragment of its payload: not in its text, not in its decoded
 * bytes, and not the payload's own base64url at any of the three byte alignments. The same search
 * finds fragments in a signed token of the same payload, so it is able to fail.
 */
class SealedConfidentialityTest {

  /** 8 base64url characters (48 bits) and 6 bytes: long enough that chance matches are negligible. */
  private static final int TEXT_WINDOW = 8;
  private static final int BYTE_WINDOW = 6;

  private final RequestStateCodec codec = Fixtures.codec(new TestClock());

  private static final List<JsonValue> PAYLOADS = List.of(
      Fixtures.PAYLOAD,
      Json.parse("{\"answers\":{\"card\":{\"action\":\"accept\",\"content\":{\"holder\":\"Alice Liddell\","
          + "\"last4\":\"4242\",\"zip\":\"75001\"}}},\"step\":2}"),
      Json.parse("\"" + "secret ".repeat(60) + "\""),
      Json.parse("[" + "0,".repeat(150) + "0]"));

  @Test
  void aSealedTokenHasNoFragmentOfItsPayload() {
    for (JsonValue payload : PAYLOADS) {
      for (int i = 0; i < 20; i++) {
        String token = codec.mint(booking("alice"), 1, payload, Protection.SEALED);
        List<String> found = fragments(token, payload);
        assertTrue(found.isEmpty(), "sealed token shows " + found);
      }
    }
  }

  @Test
  void theSearchFindsFragmentsInASignedToken() {
    for (JsonValue payload : PAYLOADS) {
      String token = codec.mint(booking("alice"), 1, payload, Protection.SIGNED);
      List<String> found = fragments(token, payload);
      assertTrue(found.contains("bytes"), found.toString());
      assertTrue(found.contains("base64"), found.toString());
    }
  }

  @Test
  void sealedTokensOfTheSamePayloadShareNothingButTheHeader() {
    byte[] first = Base64Url.decode(codec.mint(booking("alice"), 1, Fixtures.PAYLOAD, Protection.SEALED));
    byte[] second = Base64Url.decode(codec.mint(booking("alice"), 1, Fixtures.PAYLOAD, Protection.SEALED));
    int header = TokenFormat.tokenIdOffset(2);
    assertEquals(first.length, second.length);
    assertTrue(Arrays.equals(first, 0, header, second, 0, header));
    int equalBytes = 0;
    for (int i = header; i < first.length; i++) {
      equalBytes += first[i] == second[i] ? 1 : 0;
    }
    // Independent random bytes agree at about 1 position in 256.
    assertTrue(equalBytes < (first.length - header) / 32, equalBytes + " equal bytes");
  }

  /**
   * Which kinds of payload fragment the token shows: windows of the payload's JSON text and of its
   * binary form (what a token carries), as bytes, as text, and as base64url at each alignment.
   */
  private static List<String> fragments(String token, JsonValue payload) {
    byte[] bytes = Base64Url.decode(token);
    TokenBuffer binary = new TokenBuffer(64);
    BinaryJson.write(payload, binary);
    List<String> found = new ArrayList<>();
    for (byte[] source : List.of(Json.stringify(payload).getBytes(StandardCharsets.UTF_8),
        Arrays.copyOf(binary.array(), binary.size()))) {
      if (anyWindowIn(new String(source, StandardCharsets.ISO_8859_1), token)) {
        found.add("text");
      }
      if (anyByteWindowIn(source, bytes)) {
        found.add("bytes");
      }
      for (int shift = 0; shift < 3; shift++) {
        byte[] shifted = new byte[shift + source.length];
        System.arraycopy(source, 0, shifted, shift, source.length);
        String encoded = Base64Url.encode(shifted);
        // Only characters that depend on payload bytes alone: skip the first and the last group.
        if (anyWindowIn(encoded.substring(4, encoded.length() - 4), token)) {
          found.add("base64");
        }
      }
    }
    return found;
  }

  private static boolean anyWindowIn(String source, String haystack) {
    for (int i = 0; i + TEXT_WINDOW <= source.length(); i++) {
      if (haystack.contains(source.substring(i, i + TEXT_WINDOW))) {
        return true;
      }
    }
    return false;
  }

  private static boolean anyByteWindowIn(byte[] source, byte[] haystack) {
    for (int i = 0; i + BYTE_WINDOW <= source.length; i++) {
      for (int j = 0; j + BYTE_WINDOW <= haystack.length; j++) {
        if (Arrays.equals(source, i, i + BYTE_WINDOW, haystack, j, j + BYTE_WINDOW)) {
          return true;
        }
      }
    }
    return false;
  }
}
