package io.mcpgen.runtime.state;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

class KeyDerivationTest {

  private static final HexFormat HEX = HexFormat.of();

  /** RFC 5869, appendix A.1 (SHA-256). */
  @Test
  void hkdfMatchesRfc5869TestCase1() {
    byte[] ikm = HEX.parseHex("0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b");
    byte[] salt = HEX.parseHex("000102030405060708090a0b0c");
    byte[] info = HEX.parseHex("f0f1f2f3f4f5f6f7f8f9");
    assertArrayEquals(HEX.parseHex("3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf"
        + "34007208d5b887185865"), Hkdf.derive(salt, ikm, info, 42));
  }

  /** RFC 5869, appendix A.3: no salt, no info. */
  @Test
  void hkdfMatchesRfc5869TestCase3() {
    byte[] ikm = HEX.parseHex("0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b");
    assertArrayEquals(HEX.parseHex("8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec3454e5f3c738d2d"
        + "9d201395faa4b61a96c8"), Hkdf.derive(new byte[0], ikm, new byte[0], 42));
  }

  @Test
  void eachPurposeAndEachIdGetsItsOwnKey() {
    byte[] secret = Fixtures.secret('s');
    StateKey a = StateKey.derive("a", secret);
    StateKey b = StateKey.derive("b", secret);
    List<byte[]> keys = List.of(a.macKey.getEncoded(), a.encryptionKey.getEncoded(), a.principalKey.getEncoded(),
        b.macKey.getEncoded(), b.encryptionKey.getEncoded(), b.principalKey.getEncoded(), secret);
    for (int i = 0; i < keys.size(); i++) {
      for (int j = i + 1; j < keys.size(); j++) {
        assertFalse(Arrays.equals(keys.get(i), keys.get(j)), i + " vs " + j);
      }
    }
    for (byte[] key : keys) {
      assertEquals(32, key.length);
    }
    assertArrayEquals(a.macKey.getEncoded(), StateKey.derive("a", secret.clone()).macKey.getEncoded(),
        "derivation is deterministic, so replicas with the same secret agree");
  }
}
