package io.mcpgen.it.interop;

import io.mcpgen.jetty.JettyMcpServer;
import io.mcpgen.redis.RedisReplayGuard;
import io.mcpgen.runtime.client.ClientTransport;
import io.mcpgen.runtime.server.McpEndpoint;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.state.KeyRingFile;
import io.mcpgen.runtime.transport.http.client.StreamableHttpClientTransport;
import io.mcpgen.runtime.transport.stdio.client.StdioClientTransport;
import io.mcpgen.runtime.transport.stdio.server.StdioServer;
import io.mcpgen.testkit.http.JdkBaselineServer;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;

/**
 * The interop jar's command line:
 *
 * <pre>
 * java -jar mcpgen-interop.jar server --stdio
 * java -jar mcpgen-interop.jar server --http PORT          (Jetty, 127.0.0.1, endpoint /mcp)
 * java -jar mcpgen-interop.jar server --http-jdk PORT      (the JDK-based server, a benchmark baseline only)
 * java -jar mcpgen-interop.jar client --stdio "COMMAND LINE"
 * java -jar mcpgen-interop.jar client --url URL
 * java -jar mcpgen-interop.jar load --url URL [--seconds N] [--concurrency N] [--once URL,URL]
 * </pre>
 *
 * The client prints one JSON line per call and exits with 1 when a call failed. {@code server
 * --http} also runs as one replica of several ({@link ReplicaSettings}); {@code load} drives runs
 * of every kind of call, each on a fresh client that probes the era, through a load balancer
 * ({@link LoadDriver}).
 */
public final class Main {

  private static final String USAGE = String.join("\n",
      "usage: java -jar mcpgen-interop.jar server --stdio",
      "       java -jar mcpgen-interop.jar server --http PORT",
      "       java -jar mcpgen-interop.jar server --http-jdk PORT",
      "       java -jar mcpgen-interop.jar client --stdio \"COMMAND LINE\"",
      "       java -jar mcpgen-interop.jar client --url URL",
      "       java -jar mcpgen-interop.jar load --url URL [--seconds N] [--concurrency N] [--once URL,URL]");

  private Main() {}

  public static void main(String[] args) throws Exception {
    if (args.length < 2) {
      usage();
    }
    String mode = args[0] + " " + args[1];
    switch (mode) {
      case "server --stdio":
        serveStdio();
        break;
      case "server --http":
        serveHttp(args.length > 2 ? port(args[2]) : 0);
        break;
      case "server --http-jdk":
        serveJdkBaseline(args.length > 2 ? port(args[2]) : 0);
        break;
      case "client --stdio":
        if (args.length < 3) {
          usage();
        }
        System.exit(runClient(StdioClientTransport.start(CommandLine.split(args[2]))));
        break;
      case "load --url":
        if (args.length < 3) {
          usage();
        }
        System.exit(LoadDriver.run(LoadDriver.Settings.parse(args)));
        break;
      case "client --url":
        if (args.length < 3) {
          usage();
        }
        System.exit(runClient(StreamableHttpClientTransport.connect(URI.create(args[2]))));
        break;
      default:
        usage();
    }
  }

  private static McpServerEngine engine() {
    return InteropServer.engine(StateKeys.codec(System.getenv(StateKeys.VARIABLE)), Runnable::run);
  }

  private static void serveStdio() throws IOException {
    // stdout carries protocol messages only: anything else printed by mistake goes to stderr.
    PrintStream protocol = System.out;
    System.setOut(new PrintStream(System.err, true, StandardCharsets.UTF_8));
    try (StdioServer server = StdioServer.builder(engine()).output(protocol).build()) {
      server.serve();
    }
  }

  private static void serveHttp(int port) throws IOException, InterruptedException {
    ReplicaSettings replica = ReplicaSettings.from(System.getenv());
    KeyRingFile keys = replica.keyRing();
    String key = System.getenv(StateKeys.VARIABLE);
    // The guard first: a replica that listens is a replica that is ready.
    RedisReplayGuard guard = replica.oncePort() >= 0 ? connectGuard(replica.redisUri()) : null;
    JettyMcpServer server = JettyMcpServer.builder(tagged(InteropServer.engine(replica.codec(keys, key, null),
        Runnable::run), replica)).port(port).start();
    JettyMcpServer once = null;
    if (guard != null) {
      once = JettyMcpServer.builder(tagged(InteropServer.engine(replica.codec(keys, key, guard), Runnable::run),
          replica)).port(replica.oncePort()).start();
      System.err.println("mcpgen interop server: single-use requestState on " + once.endpointUri());
    }
    JettyMcpServer singleUse = once;
    RedisReplayGuard redis = guard;
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      server.close();
      if (singleUse != null) {
        singleUse.close();
        redis.close();
      }
      if (keys != null) {
        keys.close();
      }
      stopped.countDown();
    }));
    System.err.println("mcpgen interop server listening on " + server.endpointUri()
        + (replica.replica() != null ? " as replica " + replica.replica() : ""));
    stopped.await();
  }

  /**
   * The shared replay guard. Generous timeouts, and a few attempts: on a busy machine the first
   * connection waits for the Redis client's classes to load. Once built, the guard fails closed
   * whenever Redis does not answer.
   */
  private static RedisReplayGuard connectGuard(String uri) throws InterruptedException {
    for (int attempt = 1; ; attempt++) {
      try {
        return RedisReplayGuard.builder(uri).connectTimeout(Duration.ofSeconds(10))
            .commandTimeout(Duration.ofSeconds(2)).build();
      } catch (RuntimeException e) {
        if (attempt == 5) {
          throw e;
        }
        System.err.println("mcpgen interop server: Redis at " + uri + " did not answer (" + e.getClass().getSimpleName()
            + "); trying again");
        Thread.sleep(1000);
      }
    }
  }

  private static McpEndpoint tagged(McpServerEngine engine, ReplicaSettings replica) {
    return replica.replica() == null ? engine : new ReplicaTag(engine, replica.replica());
  }

  /**
   * The JDK-based server, kept only as the load benchmark's baseline: it fails the attack suite
   * (docs/transports.md), so nothing else should serve on it.
   */
  private static void serveJdkBaseline(int port) throws IOException, InterruptedException {
    JdkBaselineServer server = JdkBaselineServer.builder(engine()).port(port).start();
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      server.close();
      stopped.countDown();
    }));
    System.err.println("mcpgen interop server listening on " + server.endpointUri());
    stopped.await();
  }

  private static int runClient(ClientTransport transport) {
    try (transport) {
      List<CallReport> reports = new InteropClient(transport).callAll();
      boolean allOk = true;
      for (CallReport report : reports) {
        System.out.println(report.toJsonLine());
        allOk &= report.ok();
      }
      System.out.flush();
      return allOk ? 0 : 1;
    }
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
