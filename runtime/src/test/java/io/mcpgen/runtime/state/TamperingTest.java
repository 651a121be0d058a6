package io.mcpgen.runtime.state;

import static io.mcpgen.runtime.state.Fixtures.PAYLOAD;
import static io.mcpgen.runtime.state.Fixtures.booking;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.mcpgen.json.JsonString;
import java.util.Arrays;
import java.util.Base64;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Exhaustive tampering with real tokens: every bit of the bytes and of the text, every
 * truncation. Each altered token must be rejected, for the reason its position implies, and never
 * by an unexpected exception.
 */
class TamperingTest {

  private final TestClock clock = new TestClock();
  /** Two keys whose ids differ in one bit ('1' ^ 2 == '3'): a flipped key id can name a real key. */
  private final RequestStateCodec codec = Fixtures.builder(clock).key("k3", Fixtures.SECRET_B).build();
  private final RequestBinding binding = booking("alice");

  @ParameterizedTest
  @EnumSource(Protection.class)
  void everySingleBitFlipOfTheBytesIsRejected(Protection protection) throws StateRejectedException {
    String token = codec.mint(binding, 2, PAYLOAD, protection);
    byte[] bytes = Base64Url.decode(token);
    codec.verify(token, binding);
    int tokenIdOffset = TokenFormat.tokenIdOffset(2);
    Map<RejectionReason, Integer> seen = new EnumMap<>(RejectionReason.class);

    for (int i = 0; i < bytes.length; i++) {
      for (int bit = 0; bit < 8; bit++) {
        byte[] flipped = bytes.clone();
        flipped[i] ^= (byte) (1 << bit);
        RejectionReason reason = rejection(Base64Url.encode(flipped));
        seen.merge(reason, 1, Integer::sum);
        Set<RejectionReason> allowed;
        if (i < TokenFormat.KEY_ID_LENGTH_OFFSET) {
          allowed = EnumSet.of(RejectionReason.MALFORMED);          // version, mode
        } else if (i == TokenFormat.KEY_ID_LENGTH_OFFSET) {
          allowed = EnumSet.of(RejectionReason.MALFORMED, RejectionReason.UNKNOWN_KEY);
        } else if (i < tokenIdOffset) {
          allowed = EnumSet.of(RejectionReason.UNKNOWN_KEY, RejectionReason.BAD_TAG);  // "k3" is listed
        } else {
          allowed = EnumSet.of(RejectionReason.BAD_TAG);            // token id, body, tag
        }
        assertTrue(allowed.contains(reason), "byte " + i + " bit " + bit + ": " + reason);
      }
    }
    assertEquals(bytes.length * 8, seen.values().stream().mapToInt(Integer::intValue).sum());
    assertTrue(seen.get(RejectionReason.BAD_TAG) > bytes.length * 7, seen.toString());
  }

  @ParameterizedTest
  @EnumSource(Protection.class)
  void everySingleBitFlipOfTheTextIsRejected(Protection protection) {
    String token = codec.mint(binding, 2, PAYLOAD, protection);
    int flips = 0;
    for (int i = 0; i < token.length(); i++) {
      for (int bit = 0; bit < 16; bit++) {
        char[] text = token.toCharArray();
        text[i] ^= (char) (1 << bit);
        rejection(new String(text));
        flips++;
      }
    }
    assertEquals(token.length() * 16, flips);
  }

  @ParameterizedTest
  @EnumSource(Protection.class)
  void everyTruncationIsRejected(Protection protection) {
    String token = codec.mint(binding, 2, PAYLOAD, protection);
    for (int length = 0; length < token.length(); length++) {
      rejection(token.substring(0, length));
      rejection(token.substring(token.length() - length));
    }
    byte[] bytes = Base64Url.decode(token);
    for (int length = 0; length < bytes.length; length++) {
      byte[] prefix = Arrays.copyOf(bytes, length);
      rejection(Base64Url.encode(prefix));
    }
  }

  @ParameterizedTest
  @EnumSource(Protection.class)
  void appendedBytesAndCharactersAreRejected(Protection protection) {
    String token = codec.mint(binding, 2, PAYLOAD, protection);
    for (String suffix : new String[] {"A", "AA", "AAA", "AAAA", "=", "==", " ", "\n", "."}) {
      rejection(token + suffix);
      rejection(suffix + token);
    }
    byte[] bytes = Base64Url.decode(token);
    for (int extra = 1; extra <= 4; extra++) {
      byte[] longer = Arrays.copyOf(bytes, bytes.length + extra);
      assertEquals(RejectionReason.BAD_TAG, rejection(Base64Url.encode(longer)));
    }
  }

  /**
   * Java's decoder ignores the unused low bits of the last character, so a token has up to 16
   * spellings that decode to the same bytes; the codec accepts exactly one.
   */
  private static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

  @ParameterizedTest
  @EnumSource(Protection.class)
  void onlyTheCanonicalSpellingIsAccepted(Protection protection) throws StateRejectedException {
    Set<Integer> residues = new HashSet<>();
    for (int extra = 0; extra < 3; extra++) {
      String token = codec.mint(binding, 2, PAYLOAD.asObject().with("pad", JsonString.of("x".repeat(extra))),
          protection);
      int residue = token.length() % 4;
      residues.add(residue);
      codec.verify(token, binding);
      if (residue == 0) {
        continue;
      }
      int unusedBits = residue == 2 ? 4 : 2;
      char last = token.charAt(token.length() - 1);
      int value = ALPHABET.indexOf(last);
      assertEquals(0, value & ((1 << unusedBits) - 1), "the codec writes zero bits");
      for (int low = 1; low < 1 << unusedBits; low++) {
        String other = token.substring(0, token.length() - 1) + ALPHABET.charAt(value | low);
        assertNotEquals(token, other);
        assertArrayEquals(Base64.getUrlDecoder().decode(token), Base64.getUrlDecoder().decode(other),
            "Java's decoder maps both spellings to the same bytes");
        assertEquals(RejectionReason.MALFORMED, rejection(other));
      }
    }
    assertEquals(Set.of(0, 2, 3), residues, "all three residues were exercised");
  }

  @Test
  void paddingIsRejectedThoughJavaAcceptsIt() {
    String token = codec.mint(binding, 2, PAYLOAD, Protection.SIGNED);
    for (int extra = 1; token.length() % 4 == 0; extra++) {
      token = codec.mint(binding, 2, PAYLOAD.asObject().with("pad", JsonString.of("x".repeat(extra))),
          Protection.SIGNED);
    }
    String padded = token + "=".repeat(4 - token.length() % 4);
    assertArrayEquals(Base64.getUrlDecoder().decode(token), Base64.getUrlDecoder().decode(padded));
    assertEquals(RejectionReason.MALFORMED, rejection(padded));
  }

  @Test
  void standardBase64AlphabetIsRejected() {
    String token;
    do {
      token = codec.mint(binding, 2, PAYLOAD, Protection.SEALED);
    } while (token.indexOf('-') < 0 && token.indexOf('_') < 0);
    String standard = token.replace('-', '+').replace('_', '/');
    assertEquals(RejectionReason.MALFORMED, rejection(standard));
  }

  /** Verifies a token that must be rejected; returns the reason, failing on any other outcome. */
  private RejectionReason rejection(String token) {
    try {
      codec.verify(token, binding);
    } catch (StateRejectedException rejected) {
      assertNull(rejected.getCause(), "rejected by an unexpected exception");
      return rejected.reason();
    } catch (RuntimeException e) {
      throw new AssertionError("verify threw " + e + " for " + token, e);
    }
    return fail("accepted a tampered token: " + token);
  }
}
