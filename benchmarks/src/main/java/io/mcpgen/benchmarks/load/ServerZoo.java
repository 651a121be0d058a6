package io.mcpgen.benchmarks.load;

import io.mcpgen.it.interop.InteropServer;
import io.mcpgen.jetty.JettyMcpServer;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.state.RequestStateCodec;
import io.mcpgen.servlet.McpServlet;
import jakarta.servlet.http.HttpServlet;
import java.security.SecureRandom;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * Starts one of the HTTP load benchmark's servers on 127.0.0.1, an ephemeral port, path {@code /mcp},
 * prints {@code NAME listening on URL} to stderr and serves until the process is stopped. One server
 * per JVM (benchmarks/load-http.sh starts each in its own), so no server's JIT profile, garbage or
 * threads mix with another's.
 *
 * <pre>
 * java -cp benchmarks.jar io.mcpgen.benchmarks.load.ServerZoo mcpgen-jetty|mcpgen-servlet|sdk-servlet|ceiling-jetty|ceiling-servlet
 * </pre>
 *
 * <ul>
 *   <li>{@code mcpgen-jetty}: the interop sample's server on mcpgen's default server ({@link JettyMcpServer},
 *       a native Jetty 12.1 handler), exactly as {@code mcpgen-interop.jar server --http} runs it.
 *   <li>{@code mcpgen-servlet}: the same server in mcpgen's {@link McpServlet} on Jetty 12.1's ee10
 *       servlet container.
 *   <li>{@code sdk-servlet}: the same tool on MCP Java SDK 2.2.0's modern server
 *       ({@link SdkConfirmOrderServer}) in its servlet, on the same container.
 *   <li>{@code ceiling-jetty}, {@code ceiling-servlet}: the transport ceilings, a fixed reply
 *       ({@link CeilingHandler}, {@link CeilingServlet}) on each of the two stacks.
 * </ul>
 *
 * Every Jetty here has the same thread pool (200 platform threads, 8 kept; what {@link JettyMcpServer}
 * uses on JDK 17) and HTTP configuration; the servlet container runs with its defaults otherwise.
 */
public final class ServerZoo {

  static final List<String> NAMES = List.of("mcpgen-jetty", "mcpgen-servlet", "sdk-servlet", "ceiling-jetty",
      "ceiling-servlet");

  private ServerZoo() {}

  public static void main(String[] args) throws Exception {
    if (args.length != 1 || !NAMES.contains(args[0])) {
      System.err.println("usage: ServerZoo " + String.join("|", NAMES));
      System.exit(2);
    }
    String name = args[0];
    byte[] key = new byte[32];
    new SecureRandom().nextBytes(key);
    AutoCloseable server;
    String url;
    if (name.equals("mcpgen-jetty")) {
      JettyMcpServer jetty = JettyMcpServer.builder(interop(key)).start();
      server = jetty;
      url = jetty.endpointUri().toString();
    } else if (name.equals("ceiling-jetty")) {
      Server jetty = jetty(new CeilingHandler());
      server = jetty::stop;
      url = url(jetty);
    } else {
      HttpServlet servlet = name.equals("mcpgen-servlet") ? McpServlet.builder(interop(key)).build()
          : name.equals("sdk-servlet") ? SdkConfirmOrderServer.servlet(key)
          : new CeilingServlet();
      ServletContextHandler context = new ServletContextHandler("/");
      ServletHolder holder = new ServletHolder(servlet);
      holder.setAsyncSupported(true);
      context.addServlet(holder, "/mcp");
      Server jetty = jetty(context);
      server = jetty::stop;
      url = url(jetty);
    }
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      try {
        server.close();
      } catch (Exception e) {
        // stopping anyway
      }
      stopped.countDown();
    }));
    System.err.println(name + " listening on " + url);
    stopped.await();
  }

  /** The interop sample's engine, as {@code mcpgen-interop.jar server --http} builds it. */
  private static McpServerEngine interop(byte[] key) {
    return InteropServer.engine(RequestStateCodec.builder().audience("mcpgen-interop").key("interop", key).build(),
        Runnable::run);
  }

  private static Server jetty(Handler handler) throws Exception {
    QueuedThreadPool pool = new QueuedThreadPool(200, 8);
    pool.setName("bench-jetty");
    pool.setDaemon(true);
    Server server = new Server(pool);
    HttpConfiguration http = new HttpConfiguration();
    http.setIdleTimeout(30_000);
    http.setSendServerVersion(false);
    http.setSendXPoweredBy(false);
    ServerConnector connector = new ServerConnector(server, new HttpConnectionFactory(http));
    connector.setHost("127.0.0.1");
    connector.setPort(0);
    connector.setIdleTimeout(30_000);
    server.addConnector(connector);
    server.setHandler(handler);
    server.start();
    return server;
  }

  private static String url(Server server) {
    return "http://127.0.0.1:" + ((ServerConnector) server.getConnectors()[0]).getLocalPort() + "/mcp";
  }
}
