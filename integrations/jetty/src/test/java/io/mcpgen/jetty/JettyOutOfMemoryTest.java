package io.mcpgen.jetty;

import io.mcpgen.testkit.attacks.HandlerOutOfMemory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** An endpoint throwing {@link OutOfMemoryError} on the Jetty server: answered, the connection released. */
class JettyOutOfMemoryTest {

  @Test
  @Timeout(60)
  void aHandlerOutOfMemoryIsAnsweredAndLeavesNoConnectionInCloseWait() throws Exception {
    try (JettyMcpServer server = JettyMcpServer.builder(HandlerOutOfMemory.endpoint()).start()) {
      HandlerOutOfMemory.assertAnsweredAndReleased(server.endpointUri());
    }
  }
}
