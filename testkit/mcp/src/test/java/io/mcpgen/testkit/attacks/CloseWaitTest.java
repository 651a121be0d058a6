package io.mcpgen.testkit.attacks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** {@link CloseWait} sees a connection its server side never closed, and no longer once it did. */
class CloseWaitTest {

  @Test
  void aRowIsReadByItsLocalPortAndState() {
    String closeWait = "   3: 0100007F:A0F1 0100007F:D2B4 08 00000000:00000000 00:00000000 00000000     0        0 0 1";
    String established = "   4: 0100007F:A0F1 0100007F:D2B6 01 00000000:00000000 00:00000000 00000000     0        0 0 1";
    String v6 = "   0: 0000000000000000FFFF00000100007F:A0F1 0000000000000000FFFF00000100007F:D2B8 08 0:0 0:0 0 0 0 0";
    assertTrue(CloseWait.isCloseWaitOn(closeWait, 0xA0F1));
    assertFalse(CloseWait.isCloseWaitOn(closeWait, 0xD2B4), "the remote port is the client's");
    assertFalse(CloseWait.isCloseWaitOn(established, 0xA0F1));
    assertTrue(CloseWait.isCloseWaitOn(v6, 0xA0F1));
    assertFalse(CloseWait.isCloseWaitOn("  sl  local_address rem_address   st tx_queue rx_queue", 0xA0F1));
  }

  @Test
  @Timeout(20)
  void countsAServerConnectionWhoseClientClosedUntilTheServerClosesItToo() throws Exception {
    assumeTrue(CloseWait.countable(), "Linux only");
    try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      int port = server.getLocalPort();
      Socket client = new Socket(InetAddress.getLoopbackAddress(), port);
      Socket accepted = server.accept();
      try {
        assertEquals(0, CloseWait.count(port));
        client.close();
        long end = System.nanoTime() + 5_000_000_000L;
        while (CloseWait.count(port) == 0 && System.nanoTime() < end) {
          Thread.sleep(20);
        }
        assertEquals(1, CloseWait.count(port), "the accepted side waits to be closed");
      } finally {
        accepted.close();
      }
      assertEquals(0, CloseWait.awaitNone(port, 5_000));
    }
  }
}
