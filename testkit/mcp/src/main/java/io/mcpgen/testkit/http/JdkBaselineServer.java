package io.mcpgen.testkit.http;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.mcpgen.runtime.server.McpEndpoint;
import io.mcpgen.runtime.transport.http.server.HttpAuthenticator;
import io.mcpgen.runtime.transport.http.server.StreamableHttpService;
import io.mcpgen.runtime.transport.http.server.StreamableHttpSettings;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Serves an {@link McpEndpoint} over Streamable HTTP on the JDK's built-in HTTP server. <b>A test
 * fixture and benchmark baseline, not shipped:</b> the JDK's server reads request heads and bodies
 * on its worker threads, cannot time out a response write, and keeps the descriptor and buffers of
 * every aborted reply, so it fails every attack of the suite in {@code io.mcpgen.testkit.attacks}
 * (see docs/transports.md). Serve with {@code io.mcpgen.jetty.JettyMcpServer} or {@code
 * io.mcpgen.servlet.McpServlet} instead. The runtime's transport contract tests run on it, so the
 * protocol of {@link StreamableHttpService} is tested in this module without third-party code,
 * and the load benchmark measures it beside the Jetty server ({@code server --http-jdk}).
 *
 * <pre>{@code
 * try (JdkBaselineServer server = JdkBaselineServer.builder(engine).port(8080).start()) {
 *   System.out.println("MCP endpoint: " + server.endpointUri());   // http://127.0.0.1:8080/mcp
 *   ...
 * }
 * }</pre>
 *
 * <p>One POST per message. A request is answered with {@code application/json}, or with a
 * {@code text/event-stream} when something must be sent before its result (its progress or log
 * notifications, or a keep-alive comment while it runs long); the result is then the last event
 * and the stream closes. A notification gets 202. Closing the event stream cancels the request.
 *
 * <p>The protocol is {@link StreamableHttpService}'s; this class adapts the JDK's server to it.
 * Security defaults: bound to 127.0.0.1; browser origins and {@code Host} names other than
 * localhost ones refused (403); request bodies limited to 4 MiB (413) and read within 30 s;
 * requests cancelled after 10 minutes. The JDK's server reads request headers before any handler
 * runs; the only bound on that is the JVM-wide property {@code sun.net.httpserver.maxReqTime},
 * which {@link Builder#start()} sets to the body read timeout when it is unset (the JDK reads it
 * once, so an application that started a JDK HTTP server earlier must set it itself). It sets
 * {@code sun.net.httpserver.nodelay} and {@code sun.net.httpserver.drainAmount} (0: a refused
 * body is not read) likewise.
 */
public final class JdkBaselineServer implements AutoCloseable {

  private final HttpServer server;
  private final ThreadPoolExecutor workers;
  private final String path;
  private final StreamableHttpService service;

  private JdkBaselineServer(McpEndpoint endpoint, Builder builder) throws IOException {
    jdkServerDefaults(builder.settings.bodyReadTimeout());
    InetAddress address = InetAddress.getByName(builder.host);
    this.path = builder.path;
    this.workers = new ThreadPoolExecutor(builder.workerThreads, builder.workerThreads, 60, TimeUnit.SECONDS,
        new ArrayBlockingQueue<>(builder.queuedConnections), daemons("mcp-http"));
    this.workers.allowCoreThreadTimeOut(true);
    this.service = StreamableHttpService.create(endpoint, builder.settings);
    this.server = HttpServer.create(new InetSocketAddress(address, builder.port), builder.backlog);
    // The context matches by prefix; the handler answers 404 to anything but the exact path.
    server.createContext(builder.path, this::handle);
    server.setExecutor(workers);
    server.start();
  }

  private void handle(HttpExchange exchange) {
    if (!path.equals(exchange.getRequestURI().getPath())) {
      try {
        // Its body stays unread, so the JDK (drainAmount 0) closes the connection after the reply:
        // say so, or the client pools the connection and its next request finds it closed.
        exchange.getResponseHeaders().set("Connection", "close");
        exchange.sendResponseHeaders(404, -1);
      } catch (IOException e) {
        // the client left; closing below ends the exchange either way
      } finally {
        exchange.close();
      }
      return;
    }
    service.serve(new JdkExchange(exchange));
  }

  /**
   * The JDK's server reads its settings from JVM-wide properties, once, when its classes load;
   * these are set unless the application set them: a bound on reading request headers and
   * bodies; TCP_NODELAY, without which a response's headers and body, written separately, wait
   * on the client's delayed acknowledgement (about 40 ms a response on Linux); and no draining of
   * a request body the server refused (the connection is closed instead).
   */
  public static void jdkServerDefaults(Duration bodyReadTimeout) {
    if (System.getProperty("sun.net.httpserver.maxReqTime") == null) {
      System.setProperty("sun.net.httpserver.maxReqTime", String.valueOf(Math.max(1, bodyReadTimeout.toSeconds())));
    }
    if (System.getProperty("sun.net.httpserver.nodelay") == null) {
      System.setProperty("sun.net.httpserver.nodelay", "true");
    }
    if (System.getProperty("sun.net.httpserver.drainAmount") == null) {
      System.setProperty("sun.net.httpserver.drainAmount", "0");
    }
  }

  /** A builder serving {@code endpoint} on 127.0.0.1, an ephemeral port, at {@code /mcp}. */
  public static Builder builder(McpEndpoint endpoint) {
    return new Builder(endpoint);
  }

  /** The address the server listens on. */
  public InetSocketAddress address() {
    return server.getAddress();
  }

  /** The port the server listens on (the one chosen, when it was 0). */
  public int port() {
    return server.getAddress().getPort();
  }

  /** The MCP endpoint's URL, e.g. {@code http://127.0.0.1:8080/mcp}. */
  public URI endpointUri() {
    InetSocketAddress address = server.getAddress();
    String host = address.getAddress().getHostAddress();
    if (host.contains(":")) {
      host = "[" + host + "]";
    }
    return URI.create("http://" + host + ":" + address.getPort() + path);
  }

  /** What requests in flight and unwritten replies hold now ({@link StreamableHttpService#memoryInUse()}). */
  public long memoryInUse() {
    return service.memoryInUse();
  }

  /** Stops listening, cancels the requests still running and drops the open connections. */
  @Override
  public void close() {
    service.close();
    server.stop(0);
    workers.shutdownNow();
  }

  private static ThreadFactory daemons(String prefix) {
    AtomicInteger count = new AtomicInteger();
    return task -> {
      Thread thread = new Thread(task, prefix + "-" + count.incrementAndGet());
      thread.setDaemon(true);
      return thread;
    };
  }

  /**
   * Builds and starts an {@link JdkBaselineServer}: where it listens, its threads, and the protocol
   * settings ({@link StreamableHttpSettings}), which can be set one by one here or all at once.
   */
  public static final class Builder {
    private final McpEndpoint endpoint;
    private String host = "127.0.0.1";
    private int port;
    private String path = "/mcp";
    private StreamableHttpSettings settings = StreamableHttpSettings.defaults();
    private int workerThreads = 32;
    private int queuedConnections = 1024;
    private final int backlog = 128;

    private Builder(McpEndpoint endpoint) {
      this.endpoint = Objects.requireNonNull(endpoint, "endpoint");
    }

    /**
     * The address to bind; default {@code 127.0.0.1}. Binding anything else exposes the server to
     * the network: put authentication in front ({@link #authenticator}) and list the names clients
     * use for it ({@link #allowedHosts}).
     */
    public Builder host(String host) {
      this.host = Objects.requireNonNull(host, "host");
      return this;
    }

    /** The port; default 0, an ephemeral one (see {@link JdkBaselineServer#port()}). */
    public Builder port(int port) {
      if (port < 0 || port > 65535) {
        throw new IllegalArgumentException("port out of range: " + port);
      }
      this.port = port;
      return this;
    }

    /** The MCP endpoint's path; default {@code /mcp}. */
    public Builder path(String path) {
      if (!path.startsWith("/")) {
        throw new IllegalArgumentException("the path must start with /");
      }
      this.path = path;
      return this;
    }

    /** Replaces every protocol setting (origins, hosts, authenticator, limits) with these. */
    public Builder settings(StreamableHttpSettings settings) {
      this.settings = Objects.requireNonNull(settings, "settings");
      return this;
    }

    /** See {@link StreamableHttpSettings.Builder#allowedOrigins}. */
    public Builder allowedOrigins(String... origins) {
      settings = settings.toBuilder().allowedOrigins(origins).build();
      return this;
    }

    /** See {@link StreamableHttpSettings.Builder#allowedHosts}. */
    public Builder allowedHosts(String... hosts) {
      settings = settings.toBuilder().allowedHosts(hosts).build();
      return this;
    }

    /** See {@link StreamableHttpSettings.Builder#allowAnyHost}. */
    public Builder allowAnyHost() {
      settings = settings.toBuilder().allowAnyHost().build();
      return this;
    }

    /** Who is calling: a principal from the headers, or 401. Default: everyone, anonymously. */
    public Builder authenticator(HttpAuthenticator authenticator) {
      settings = settings.toBuilder().authenticator(authenticator).build();
      return this;
    }

    /** The largest request body accepted (default 4 MiB); larger ones get 413 unread. */
    public Builder maxBodyBytes(long maxBodyBytes) {
      settings = settings.toBuilder().maxBodyBytes(maxBodyBytes).build();
      return this;
    }

    /** How long a request body may take to arrive (default 30 s); then the connection is closed. */
    public Builder bodyReadTimeout(Duration timeout) {
      settings = settings.toBuilder().bodyReadTimeout(timeout).build();
      return this;
    }

    /** See {@link StreamableHttpSettings.Builder#requestTimeout}. */
    public Builder requestTimeout(Duration timeout) {
      settings = settings.toBuilder().requestTimeout(timeout).build();
      return this;
    }

    /** See {@link StreamableHttpSettings.Builder#keepAliveInterval}. */
    public Builder keepAliveInterval(Duration interval) {
      settings = settings.toBuilder().keepAliveInterval(interval).build();
      return this;
    }

    /** Threads serving connections (default 32) and connections that may wait for one (default 1024). */
    public Builder workers(int threads, int queuedConnections) {
      if (threads < 1 || queuedConnections < 1) {
        throw new IllegalArgumentException("threads and queuedConnections must be positive");
      }
      this.workerThreads = threads;
      this.queuedConnections = queuedConnections;
      return this;
    }

    /** Binds and starts the server; later changes to this builder do not reach it. */
    public JdkBaselineServer start() throws IOException {
      return new JdkBaselineServer(endpoint, this);
    }
  }
}
