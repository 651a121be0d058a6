package io.mcpgen.runtime.transport.stdio.client;

import io.mcpgen.runtime.transport.stdio.server.StdioServer;
import io.mcpgen.testkit.TestServer;
import java.time.Duration;

/**
 * A child process for {@link StdioClientTransportTest}: {@code serve} serves the test tools on
 * stdio; {@code stubborn} ignores the end of its input; {@code die} exits with code 3 after reading
 * one line.
 */
public final class StdioTestServerMain {

  private StdioTestServerMain() {}

  public static void main(String[] args) throws Exception {
    switch (args[0]) {
      case "serve":
        StdioServer.builder(new TestServer().engine()).shutdownGrace(Duration.ofSeconds(1)).build().serve();
        break;
      case "stubborn":
        System.in.readAllBytes();
        Thread.sleep(120_000);
        break;
      case "die":
        while (System.in.read() != '\n') {
          // read one line
        }
        System.exit(3);
        break;
      default:
        throw new IllegalArgumentException(args[0]);
    }
  }
}
