package io.mcpgen.it.conformance;

import io.mcpgen.jetty.JettyMcpServer;
import java.io.IOException;
import java.net.URI;
import java.util.concurrent.CountDownLatch;

/**
 * The conformance jar's command line:
 *
 * <pre>
 * java -jar mcpgen-conformance.jar server --http PORT     (Jetty, 127.0.0.1, endpoint /mcp)
 * java -jar mcpgen-conformance.jar client URL             (the client the suite drives)
 * </pre>
 *
 * The client reads the scenario from {@code MCP_CONFORMANCE_SCENARIO}, as the suite sets it.
 */
public final class Main {

  private static final String USAGE = String.join("\n",
      "usage: java -jar mcpgen-conformance.jar server --http PORT",
      "       java -jar mcpgen-conformance.jar client URL");

  private Main() {}

  public static void main(String[] args) throws Exception {
    if (args.length == 3 && args[0].equals("server") && args[1].equals("--http")) {
      serveHttp(port(args[2]));
    } else if (args.length == 2 && args[0].equals("client")) {
      System.exit(ConformanceClient.run(URI.create(args[1]), System.getenv()));
    } else {
      usage();
    }
  }

  private static void serveHttp(int port) throws IOException, InterruptedException {
    JettyMcpServer server = JettyMcpServer.builder(ConformanceServer.engine()).port(port).start();
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      server.close();
      stopped.countDown();
    }));
    System.err.println("mcpgen conformance server listening on " + server.endpointUri());
    stopped.await();
  }

  private static int port(String text) {
    try {
      int port = Integer.parseInt(text);
      if (port < 0 || port > 65535) {
        throw new NumberFormatException();
      }
      return port;
    } catch (NumberFormatException e) {
      System.err.println("not a port: " + text);
      System.exit(2);
      return -1;
    }
  }

  private static void usage() {
    System.err.println(USAGE);
    System.exit(2);
  }
}
