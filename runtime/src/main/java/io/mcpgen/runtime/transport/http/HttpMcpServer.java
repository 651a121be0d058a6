package io.mcpgen.runtime.transport.http;

import com.sun.net.httpserver.HttpServer;
import io.mcpgen.runtime.mrtr.server.McpEndpoint;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Serves an {@link McpEndpoint} over Streamable HTTP (MCP 2026-07-28) on the JDK's built-in HTTP
 * server: no dependency beyond the JDK.
 *
 * <pre>{@code
 * try (HttpMcpServer server = HttpMcpServer.builder(engine).port(8080).start()) {
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
 * <p>Security defaults: bound to 127.0.0.1; browser origins other than localhost ones refused
 * (403); request bodies limited to 4 MiB (413) and read within 30 s; requests cancelled after
 * 10 minutes. The JDK's server reads request headers before any handler runs; the only bound on
 * that is the JVM-wide property {@code sun.net.httpserver.maxReqTime}, which {@link
 * Builder#start()} sets to the body read timeout when it is unset (the JDK reads it once, so
 * an application that started a JDK HTTP server earlier must set it itself). It sets
 * {@code sun.net.httpserver.nodelay} likewise.
 */
public final class HttpMcpServer implements AutoCloseable {

  private final HttpServer server;
  private final ThreadPoolExecutor workers;
  private final ThreadPoolExecutor timedWork;
  private final ScheduledExecutorService scheduler;
  private final String path;
  private final ExchangeHandler handler;

  private HttpMcpServer(McpEndpoint endpoint, Builder settings) throws IOException {
    Builder builder = settings.copy(); // the running server must not see later changes to the builder
    jdkServerDefaults(builder.bodyReadTimeout);
    InetAddress address = InetAddress.getByName(builder.host);
    this.path = builder.path;
    ScheduledThreadPoolExecutor timer = new ScheduledThreadPoolExecutor(1, daemons("mcp-http-timer"));
    // Every request arms a keep-alive and a deadline and cancels both when it ends: drop them at
    // once, or each would hold its exchange until its deadline passed.
    timer.setRemoveOnCancelPolicy(true);
    this.scheduler = timer;
    this.workers = new ThreadPoolExecutor(builder.workerThreads, builder.workerThreads, 60, TimeUnit.SECONDS,
        new ArrayBlockingQueue<>(builder.queuedConnections), daemons("mcp-http"));
    this.workers.allowCoreThreadTimeOut(true);
    Set<String> origins = builder.allowedOrigins;
    OriginPolicy policy = address.isLoopbackAddress() ? OriginPolicy.localhostAnd(origins) : OriginPolicy.only(origins);
    this.server = HttpServer.create(new InetSocketAddress(address, builder.port), builder.backlog);
    // The context matches by prefix; the handler answers 404 to anything but the exact path.
    // Keep-alives and deadlines run apart from the connection workers, which may all be busy in
    // handlers exactly when a deadline has to cancel one.
    this.timedWork = new ThreadPoolExecutor(4, 4, 30, TimeUnit.SECONDS, new LinkedBlockingQueue<>(),
        daemons("mcp-http-timeouts"));
    this.timedWork.allowCoreThreadTimeOut(true);
    this.handler = new ExchangeHandler(endpoint, builder, policy, scheduler, timedWork, ToolParamIndex.read(endpoint));
    server.createContext(builder.path, handler);
    server.setExecutor(workers);
    server.start();
  }

  /**
   * The JDK's server reads its settings from JVM-wide properties, once, when its classes load;
   * these two are set unless the application set them: a bound on reading request headers and
   * bodies, and TCP_NODELAY, without which a response's headers and body, written separately, wait
   * on the client's delayed acknowledgement (about 40 ms a response on Linux).
   */
  private static void jdkServerDefaults(Duration bodyReadTimeout) {
    if (System.getProperty("sun.net.httpserver.maxReqTime") == null) {
      System.setProperty("sun.net.httpserver.maxReqTime", String.valueOf(Math.max(1, bodyReadTimeout.toSeconds())));
    }
    if (System.getProperty("sun.net.httpserver.nodelay") == null) {
      System.setProperty("sun.net.httpserver.nodelay", "true");
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

  /** Stops listening, cancels the requests still running and drops the open connections. */
  @Override
  public void close() {
    handler.cancelAll();
    server.stop(0);
    workers.shutdownNow();
    timedWork.shutdownNow();
    scheduler.shutdownNow();
  }

  private static ThreadFactory daemons(String prefix) {
    AtomicInteger count = new AtomicInteger();
    return task -> {
      Thread thread = new Thread(task, prefix + "-" + count.incrementAndGet());
      thread.setDaemon(true);
      return thread;
    };
  }

  /** Builds and starts an {@link HttpMcpServer}. */
  public static final class Builder {
    private final McpEndpoint endpoint;
    String host = "127.0.0.1";
    int port;
    String path = "/mcp";
    final Set<String> allowedOrigins = new LinkedHashSet<>();
    HttpAuthenticator authenticator = HttpAuthenticator.ANONYMOUS;
    long maxBodyBytes = 4L * 1024 * 1024;
    Duration bodyReadTimeout = Duration.ofSeconds(30);
    Duration requestTimeout = Duration.ofMinutes(10);
    Duration keepAliveInterval = Duration.ofSeconds(15);
    int workerThreads = 32;
    int queuedConnections = 1024;
    int backlog = 128;

    private Builder(McpEndpoint endpoint) {
      this.endpoint = Objects.requireNonNull(endpoint, "endpoint");
    }

    private Builder copy() {
      Builder copy = new Builder(endpoint);
      copy.host = host;
      copy.port = port;
      copy.path = path;
      copy.allowedOrigins.addAll(allowedOrigins);
      copy.authenticator = authenticator;
      copy.maxBodyBytes = maxBodyBytes;
      copy.bodyReadTimeout = bodyReadTimeout;
      copy.requestTimeout = requestTimeout;
      copy.keepAliveInterval = keepAliveInterval;
      copy.workerThreads = workerThreads;
      copy.queuedConnections = queuedConnections;
      copy.backlog = backlog;
      return copy;
    }

    /**
     * The address to bind; default {@code 127.0.0.1}. Binding anything else exposes the server to
     * the network: put authentication in front ({@link #authenticator}).
     */
    public Builder host(String host) {
      this.host = Objects.requireNonNull(host, "host");
      return this;
    }

    /** The port; default 0, an ephemeral one (see {@link HttpMcpServer#port()}). */
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

    /**
     * Browser origins allowed besides the default ones, exactly as browsers send them
     * ({@code https://app.example.com}). A server bound to a loopback address also allows
     * localhost origins; one bound elsewhere allows only these.
     */
    public Builder allowedOrigins(String... origins) {
      this.allowedOrigins.addAll(List.of(origins));
      return this;
    }

    /** Who is calling: a principal from the headers, or 401. Default: everyone, anonymously. */
    public Builder authenticator(HttpAuthenticator authenticator) {
      this.authenticator = Objects.requireNonNull(authenticator, "authenticator");
      return this;
    }

    /** The largest request body accepted (default 4 MiB); larger ones get 413 unread. */
    public Builder maxBodyBytes(long maxBodyBytes) {
      if (maxBodyBytes < 1) {
        throw new IllegalArgumentException("maxBodyBytes must be positive");
      }
      this.maxBodyBytes = maxBodyBytes;
      return this;
    }

    /** How long a request body may take to arrive (default 30 s); then the connection is closed. */
    public Builder bodyReadTimeout(Duration timeout) {
      this.bodyReadTimeout = positive(timeout, "bodyReadTimeout");
      return this;
    }

    /**
     * How long one request may run (default 10 minutes); then it is cancelled and answered with
     * {@code -32603}. A round that waits for the user costs nothing here: under MRTR the server
     * answers and the client comes back with a new request.
     */
    public Builder requestTimeout(Duration timeout) {
      this.requestTimeout = positive(timeout, "requestTimeout");
      return this;
    }

    /**
     * How often a running request's response gets an SSE keep-alive comment (default 15 s). A
     * request that runs longer than this switches to an event stream, so a client that went away
     * is noticed and its request cancelled.
     */
    public Builder keepAliveInterval(Duration interval) {
      this.keepAliveInterval = positive(interval, "keepAliveInterval");
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

    /** Binds and starts the server. */
    public HttpMcpServer start() throws IOException {
      return new HttpMcpServer(endpoint, this);
    }

    private static Duration positive(Duration value, String name) {
      if (value.isNegative() || value.isZero()) {
        throw new IllegalArgumentException(name + " must be positive");
      }
      return value;
    }
  }
}
