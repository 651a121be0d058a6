package io.mcpgen.testkit.attacks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** {@link CloseWait} sees a connection its server side never closed, and no longer once it did. */
class CloseWaitTest {

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
