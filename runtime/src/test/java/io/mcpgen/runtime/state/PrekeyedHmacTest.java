package io.mcpgen.runtime.state;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.Random;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

/** The token HMAC with its pads hashed once gives exactly what the JCA's HmacSHA256 gives. */
class PrekeyedHmacTest {

  private static byte[] jca(byte[] key, byte[] data, int offset, int length) throws Exception {
    Mac mac = Mac.getInstance("HmacSHA256");
    mac.init(new SecretKeySpec(key, "HmacSHA256"));
    mac.update(data, offset, length);
    return mac.doFinal();
  }

  @Test
  void agreesWithTheJcaForEveryMessageLengthAroundTheBlockBoundariesAndEveryKeyLength() throws Exception {
    Random random = new Random(11);
    byte[] data = new byte[1100];
    random.nextBytes(data);
    for (int keyLength : new int[] {1, 31, 32, 33, 63, 64}) {
      byte[] key = new byte[keyLength];
      random.nextBytes(key);
      PrekeyedHmac prekeyed = PrekeyedHmac.of(key);
      PrekeyedHmac fallback = PrekeyedHmac.withJcaMac(key);
      // Every length up to three blocks and past the padding edges, then some long ones; each
      // MAC reuses the same instance, so nothing of one message may leak into the next.
      for (int length = 0; length <= 1024; length = length < 200 ? length + 1 : length + 41) {
        int offset = length % 7;
        byte[] expected = jca(key, data, offset, length);
        byte[] out = new byte[40];
        prekeyed.mac(data, offset, length, out, 5);
        assertArrayEquals(expected, Arrays.copyOfRange(out, 5, 37), "key " + keyLength + ", length " + length);
        fallback.mac(data, offset, length, out, 3);
        assertArrayEquals(expected, Arrays.copyOfRange(out, 3, 35), "fallback, key " + keyLength + ", length " + length);
      }
    }
  }

  /** The codec writes the tag right after the bytes it covers, in the same array. */
  @Test
  void theTagMayFollowTheMessageInItsOwnArray() throws Exception {
    byte[] key = Fixtures.secret('k');
    byte[] buffer = new byte[300 + PrekeyedHmac.LENGTH];
    new Random(5).nextBytes(buffer);
    byte[] expected = jca(key, buffer, 0, 300);
    PrekeyedHmac.of(key).mac(buffer, 0, 300, buffer, 300);
    assertArrayEquals(expected, Arrays.copyOfRange(buffer, 300, buffer.length));
  }

  @Test
  void keysLongerThanABlockAreNotTaken() {
    assertThrows(IllegalArgumentException.class, () -> PrekeyedHmac.of(new byte[65]));
  }
}
