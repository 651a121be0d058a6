package io.mcpgen.runtime.state;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.nio.charset.StandardCharsets;
import javax.crypto.Mac;
import org.junit.jupiter.api.Test;

/** What one pooled workspace lends: its buffer, a MAC per key of the ring, and when it lets a buffer go. */
class WorkspaceTest {

  private static final StateKey FIRST = StateKey.derive("k1", Fixtures.SECRET_A);
  private static final StateKey SECOND = StateKey.derive("k2", Fixtures.SECRET_B);

  @Test
  void eachKeyOfTheRingHasItsOwnMacMadeOnce() throws Exception {
    Workspace workspace = new Workspace(2);
    PrekeyedHmac first = workspace.mac(0, FIRST);
    assertSame(first, workspace.mac(0, FIRST));
    PrekeyedHmac second = workspace.mac(1, SECOND);
    assertNotSame(first, second);

    byte[] data = "claims and payload".getBytes(StandardCharsets.US_ASCII);
    assertArrayEquals(jca(FIRST, data), mac(first, data));
    assertArrayEquals(jca(SECOND, data), mac(second, data));
  }

  private static byte[] mac(PrekeyedHmac hmac, byte[] data) {
    byte[] out = new byte[PrekeyedHmac.LENGTH];
    hmac.mac(data, 0, data.length, out, 0);
    return out;
  }

  private static byte[] jca(StateKey key, byte[] data) throws Exception {
    Mac mac = Mac.getInstance("HmacSHA256");
    mac.init(key.macKey);
    return mac.doFinal(data);
  }

  @Test
  void theBufferIsEmptyWhenLent() {
    Workspace workspace = new Workspace(1);
    workspace.buffer().write(new byte[100]);
    assertEquals(0, workspace.buffer().size());
  }

  @Test
  void aBufferThatGrewLargeIsNotKept() {
    Workspace workspace = new Workspace(1);
    TokenBuffer small = workspace.buffer();
    small.write(new byte[Workspace.MAX_KEPT_BUFFER / 2]);
    assertSame(small, workspace.trimmed().buffer(), "kept up to the limit");

    small.write(new byte[Workspace.MAX_KEPT_BUFFER + 1]);
    TokenBuffer after = workspace.trimmed().buffer();
    assertNotSame(small, after);
    assertEquals(1024, after.array().length);
  }
}
