package io.mcpgen.testkit.attacks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.runtime.jsonrpc.JsonRpcRequest;
import io.mcpgen.runtime.server.McpEndpoint;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;

/**
 * An endpoint whose every {@code tools/call} throws {@link OutOfMemoryError}, and the check a server
 * must pass with it: the call is answered {@code -32603} within 5 s, whether its body came with the
 * head or later (then on the server's own thread that delivers it), and once the client closed, no
 * connection of the server is left in CLOSE-WAIT.
 */
public final class HandlerOutOfMemory {

  private static final long ANSWER_WITHIN_MILLIS = 5_000;

  private HandlerOutOfMemory() {}

  /** {@link EchoEndpoint}, but a {@code tools/call} throws {@link OutOfMemoryError} at once. */
  public static McpEndpoint endpoint() {
    McpEndpoint echo = EchoEndpoint.engine();
    return (message, context) -> {
      if (message instanceof JsonRpcRequest && "tools/call".equals(((JsonRpcRequest) message).method())) {
        throw new OutOfMemoryError("simulated: the handler ran out of memory");
      }
      return echo.handle(message, context);
    };
  }

  /** Calls the endpoint at {@code endpointUri} (served by {@link #endpoint()}) and checks the outcome. */
  public static void assertAnsweredAndReleased(URI endpointUri) throws Exception {
    RawHttp http = new RawHttp(endpointUri);
    for (boolean bodyLater : new boolean[] {false, true}) {
      try (Socket socket = new Socket()) {
        socket.connect(new InetSocketAddress(endpointUri.getHost(), endpointUri.getPort()), 5_000);
        byte[] body = RawHttp.echoCall(3, "out of memory");
        OutputStream out = socket.getOutputStream();
        out.write(http.head(body.length, false));
        if (bodyLater) {
          out.flush();
          Thread.sleep(300); // the server asks for the body, which its own thread then delivers
        }
        out.write(body);
        out.flush();
        RawHttp.Response answer = RawHttp.read(socket, System.nanoTime() + ANSWER_WITHIN_MILLIS * 1_000_000);
        String which = bodyLater ? "body sent later" : "body with the head";
        assertEquals(200, answer.status(), which + ": answered within 5 s: " + answer.head());
        assertTrue(answer.body().contains("-32603"), which + ": -32603: " + answer.body());
      }
    }
    if (CloseWait.countable()) {
      assertEquals(0, CloseWait.awaitNone(endpointUri.getPort(), 10_000), "connections left in CLOSE-WAIT");
    }
  }
}
