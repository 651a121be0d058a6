package io.mcpgen.testkit.attacks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The CLOSE-WAIT count the small-heap suite relies on, on a real connection the server side leaves open. */
class TcpStatesTest {

  @Test
  void aRowIsReadByItsLocalPortAndState() {
    String closeWait = "   3: 0100007F:A0F1 0100007F:D2B4 08 00000000:00000000 00:00000000 00000000     0        0 0 1";
    String established = "   4: 0100007F:A0F1 0100007F:D2B6 01 00000000:00000000 00:00000000 00000000     0        0 0 1";
    String v6 = "   0: 0000000000000000FFFF00000100007F:A0F1 0000000000000000FFFF00000100007F:D2B8 08 0:0 0:0 0 0 0 0";
    assertTrue(TcpStates.isCloseWaitOn(closeWait, 0xA0F1));
    assertFalse(TcpStates.isCloseWaitOn(closeWait, 0xD2B4), "the remote port is the client's");
    assertFalse(TcpStates.isCloseWaitOn(established, 0xA0F1));
    assertTrue(TcpStates.isCloseWaitOn(v6, 0xA0F1));
    assertFalse(TcpStates.isCloseWaitOn("  sl  local_address rem_address   st tx_queue rx_queue", 0xA0F1));
  }

  @Test
  @Timeout(30)
  void aConnectionTheClientClosedAndTheServerDidNotIsCountedUntilTheServerClosesIt() throws Exception {
    assumeTrue(TcpStates.available(), "Linux only");
    try (ServerSocket listener = new ServerSocket(0, 8, InetAddress.getLoopbackAddress())) {
      int port = listener.getLocalPort();
      Socket client = new Socket(InetAddress.getLoopbackAddress(), port);
      Socket accepted = listener.accept();
      assertEquals(0, TcpStates.closeWait(port));
      client.close();
      assertEquals(1, waitFor(port, 1));
      accepted.close();
      assertEquals(0, waitFor(port, 0));
    }
  }

  /** Polls (at most 10 s) until the count is {@code expected}; returns the last count. */
  private static int waitFor(int port, int expected) throws IOException, InterruptedException {
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    int count = TcpStates.closeWait(port);
    while (count != expected && System.nanoTime() < end) {
      Thread.sleep(50);
      count = TcpStates.closeWait(port);
    }
    return count;
  }
}
