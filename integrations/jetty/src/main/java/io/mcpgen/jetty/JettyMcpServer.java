package io.mcpgen.jetty;

import io.mcpgen.runtime.log.MalformedHeadLogFilter;
import io.mcpgen.runtime.server.McpEndpoint;
import io.mcpgen.runtime.transport.http.server.StreamableHttpService;
import io.mcpgen.runtime.transport.http.server.StreamableHttpSettings;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.Supplier;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.SecureRequestCustomizer;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.SslConnectionFactory;
import org.eclipse.jetty.server.handler.GracefulHandler;
import org.eclipse.jetty.server.handler.MinimumDataRateHandler;
import org.eclipse.jetty.util.VirtualThreads;
import org.eclipse.jetty.util.ssl.SslContextFactory;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.eclipse.jetty.util.thread.ThreadPool;
import org.eclipse.jetty.util.thread.VirtualThreadPool;

/**
 * Serves an {@link McpEndpoint} over Streamable HTTP (MCP 2026-07-28) on an embedded Jetty 12.1:
 * the server to expose beyond a single trusted client.
 *
 * <pre>{@code
 * try (JettyMcpServer server = JettyMcpServer.builder(engine).port(8080).start()) {
 *   System.out.println("MCP endpoint: " + server.endpointUri());   // http://127.0.0.1:8080/mcp
 *   ...
 * }
 * }</pre>
 *
 * <p>The protocol is the runtime's {@link StreamableHttpService} (the same checks, limits and
 * responses on every server mcpgen ships); this class adds what a server exposed to hostile
 * clients needs at the connection level, each with a default: an idle timeout (30 s), a write
 * timeout (10 s without progress while a response is written), minimum request and response data
 * rates (1 KiB/s once a second has passed), a request-head size (8 KiB, 431 beyond) and read
 * deadline (10 s), the body cap enforced before reading (413 and close), a bounded worker pool
 * (200 threads; virtual threads on JDK 21+) and a graceful shutdown that lets the requests in
 * flight finish (up to 30 s). Bodies are read and whole responses written without holding a
 * thread. Bound to 127.0.0.1 unless told otherwise; {@link Builder#tls} adds HTTPS.
 */
public final class JettyMcpServer implements AutoCloseable {

  private final Server server;
  private final ServerConnector connector;
  private final StreamableHttpService service;
  private final HeaderDeadline headerDeadline;
  private final String path;
  private final boolean secure;

  private JettyMcpServer(McpEndpoint endpoint, Builder builder) throws IOException {
    this.path = builder.path;
    this.secure = builder.keyStore != null;
    this.service = StreamableHttpService.create(endpoint, builder.settings);
    MalformedHeadLogFilter.install("Jetty", MalformedHeadLogFilter.JETTY); // a line per malformed Host becomes a summary
    this.server = new Server(threadPool(builder.maxThreads));
    server.setStopTimeout(builder.shutdownTimeout.toMillis());
    server.setStopAtShutdown(false);

    HttpConfiguration http = new HttpConfiguration();
    http.setIdleTimeout(builder.idleTimeout.toMillis());
    http.setRequestHeaderSize(builder.maxRequestHeaderBytes);
    http.setSendServerVersion(false);
    http.setSendXPoweredBy(false);
    HttpConnectionFactory httpFactory = new HttpConnectionFactory(http);
    if (secure) {
      http.addCustomizer(new SecureRequestCustomizer());
      SslContextFactory.Server tls = new SslContextFactory.Server();
      tls.setKeyStorePath(builder.keyStore.toString());
      tls.setKeyStorePassword(builder.keyStorePassword);
      tls.setKeyStoreType(builder.keyStoreType);
      this.connector = new ServerConnector(server, new SslConnectionFactory(tls, httpFactory.getProtocol()), httpFactory);
    } else {
      this.connector = new ServerConnector(server, httpFactory);
    }
    connector.setHost(builder.host);
    connector.setPort(builder.port);
    connector.setIdleTimeout(builder.idleTimeout.toMillis());
    connector.setAcceptQueueSize(builder.backlog);
    this.headerDeadline = new HeaderDeadline(builder.headerReadTimeout, connector.getScheduler());
    connector.addEventListener(headerDeadline);
    server.addConnector(connector);

    WriteTimeout writeTimeout = new WriteTimeout(builder.writeTimeout, builder.idleTimeout);
    McpHandler handler = new McpHandler(path, service, writeTimeout, headerDeadline, Map.copyOf(builder.documents));
    GracefulHandler graceful = new GracefulHandler(
        new MinimumDataRateHandler(handler, builder.minRequestDataRate, builder.minResponseDataRate));
    server.setHandler(graceful);
    server.setErrorHandler(new JsonErrorHandler());
    try {
      server.start();
    } catch (Exception e) {
      close();
      throw e instanceof IOException ? (IOException) e : new IOException("the Jetty server did not start", e);
    }
    headerDeadline.start();
  }

  /** Virtual threads where the JDK has them (21+), at most {@code maxThreads} at once; else a pool. */
  private static ThreadPool threadPool(int maxThreads) {
    if (VirtualThreads.areSupported()) {
      VirtualThreadPool pool = new VirtualThreadPool(maxThreads);
      pool.setName("mcp-jetty");
      return pool;
    }
    QueuedThreadPool pool = new QueuedThreadPool(maxThreads, Math.min(8, maxThreads));
    pool.setName("mcp-jetty");
    pool.setDaemon(true);
    return pool;
  }

  /** A builder serving {@code endpoint} on 127.0.0.1, an ephemeral port, at {@code /mcp}. */
  public static Builder builder(McpEndpoint endpoint) {
    return new Builder(endpoint);
  }

  /** The address the server listens on. */
  public InetSocketAddress address() {
    return new InetSocketAddress(connector.getHost(), connector.getLocalPort());
  }

  /** The port the server listens on (the one chosen, when it was 0). */
  public int port() {
    return connector.getLocalPort();
  }

  /** The MCP endpoint's URL, e.g. {@code http://127.0.0.1:8080/mcp} ({@code https} with TLS). */
  public URI endpointUri() {
    String host = connector.getHost();
    if (host.contains(":")) {
      host = "[" + host + "]";
    }
    return URI.create((secure ? "https" : "http") + "://" + host + ":" + port() + path);
  }

  /**
   * The bytes requests in flight and their unwritten replies hold now, of the settings'
   * {@code memoryBudget} ({@link StreamableHttpService#memoryInUse()}).
   */
  public long memoryInUse() {
    return service.memoryInUse();
  }

  /**
   * Stops gracefully: no new connections or requests, the requests in flight finish (up to the
   * shutdown timeout), then whatever still runs is cancelled and the connections are closed.
   */
  @Override
  public void close() {
    headerDeadline.stop();
    service.endSessionStreams(); // they never end by themselves: a graceful stop would wait them out
    try {
      server.stop();
    } catch (Exception e) {
      // stopping is best effort: what did not stop in time is dropped below
    } finally {
      service.close();
    }
  }

  /** Builds and starts a {@link JettyMcpServer}. */
  public static final class Builder {
    private final McpEndpoint endpoint;
    private String host = "127.0.0.1";
    private int port;
    private String path = "/mcp";
    private StreamableHttpSettings settings = StreamableHttpSettings.defaults();
    private Duration idleTimeout = Duration.ofSeconds(30);
    private Duration writeTimeout = Duration.ofSeconds(10);
    private Duration headerReadTimeout = Duration.ofSeconds(10);
    private Duration shutdownTimeout = Duration.ofSeconds(30);
    private long minRequestDataRate = 1024;
    private long minResponseDataRate = 1024;
    private int maxRequestHeaderBytes = 8 * 1024;
    private int maxThreads = 200;
    private int backlog = 128;
    private Path keyStore;
    private String keyStorePassword;
    private String keyStoreType = "PKCS12";
    private final Map<String, Supplier<byte[]>> documents = new LinkedHashMap<>();

    private Builder(McpEndpoint endpoint) {
      this.endpoint = Objects.requireNonNull(endpoint, "endpoint");
    }

    /**
     * The address to bind; default {@code 127.0.0.1}. Binding anything else exposes the server to
     * the network: put authentication in front (the settings' authenticator) and list the names
     * clients use in the settings' allowed hosts.
     */
    public Builder host(String host) {
      this.host = Objects.requireNonNull(host, "host");
      return this;
    }

    /** The port; default 0, an ephemeral one (see {@link JettyMcpServer#port()}). */
    public Builder port(int port) {
      if (port < 0 || port > 65535) {
        throw new IllegalArgumentException("port out of range: " + port);
      }
      this.port = port;
      return this;
    }

    /** The MCP endpoint's path; default {@code /mcp}. Other paths get 404. */
    public Builder path(String path) {
      if (!path.startsWith("/")) {
        throw new IllegalArgumentException("the path must start with /");
      }
      this.path = path;
      return this;
    }

    /**
     * A JSON document answered to {@code GET path}, e.g. the OAuth protected resource metadata at
     * {@code /.well-known/oauth-protected-resource/mcp}; it must not be the MCP path.
     */
    public Builder document(String path, byte[] json) {
      byte[] copy = json.clone();
      return document(path, () -> copy);
    }

    /** A JSON document answered to {@code GET path}, asked of {@code json} for every request. */
    public Builder document(String path, Supplier<byte[]> json) {
      if (!path.startsWith("/") || path.equals(this.path)) {
        throw new IllegalArgumentException("a document path must start with / and differ from the MCP path");
      }
      documents.put(path, Objects.requireNonNull(json, "json"));
      return this;
    }

    /**
     * The protocol-level settings: allowed origins and hosts, authenticator, body cap (4 MiB),
     * body read timeout (30 s), request timeout (10 min), keep-alive interval (15 s).
     */
    public Builder settings(StreamableHttpSettings settings) {
      this.settings = Objects.requireNonNull(settings, "settings");
      return this;
    }

    /** How long a connection may sit idle, or a read make no progress (default 30 s). */
    public Builder idleTimeout(Duration timeout) {
      this.idleTimeout = positive(timeout, "idleTimeout");
      return this;
    }

    /** How long a response write may make no progress before the connection is dropped (default 10 s). */
    public Builder writeTimeout(Duration timeout) {
      this.writeTimeout = positive(timeout, "writeTimeout");
      return this;
    }

    /**
     * How long a request head may take once its first byte arrived (default 10 s, checked once a
     * second); then the connection is closed.
     */
    public Builder headerReadTimeout(Duration timeout) {
      this.headerReadTimeout = positive(timeout, "headerReadTimeout");
      return this;
    }

    /** The largest request head, request line and headers (default 8 KiB); larger ones get 431. */
    public Builder maxRequestHeaderBytes(int bytes) {
      if (bytes < 1024) {
        throw new IllegalArgumentException("maxRequestHeaderBytes must be at least 1024");
      }
      this.maxRequestHeaderBytes = bytes;
      return this;
    }

    /**
     * The slowest a request body may arrive, in bytes a second averaged since the request began
     * (default 1024; 0 turns the check off); a slower one fails and the connection is dropped.
     */
    public Builder minRequestDataRate(long bytesPerSecond) {
      this.minRequestDataRate = notNegative(bytesPerSecond, "minRequestDataRate");
      return this;
    }

    /**
     * The slowest a client may take a whole response, as {@link #minRequestDataRate} (default
     * 1024). Event streams are exempt: they pause while their round works, so the write timeout
     * guards them instead.
     */
    public Builder minResponseDataRate(long bytesPerSecond) {
      this.minResponseDataRate = notNegative(bytesPerSecond, "minResponseDataRate");
      return this;
    }

    /**
     * The most threads serving requests at once (default 200): virtual threads on JDK 21+, else
     * a pool of platform threads that also runs Jetty's selector and acceptor.
     */
    public Builder maxThreads(int maxThreads) {
      if (maxThreads < 8) {
        throw new IllegalArgumentException("maxThreads must be at least 8");
      }
      this.maxThreads = maxThreads;
      return this;
    }

    /** Connections the operating system may queue before they are accepted (default 128). */
    public Builder backlog(int backlog) {
      if (backlog < 1) {
        throw new IllegalArgumentException("backlog must be positive");
      }
      this.backlog = backlog;
      return this;
    }

    /** How long {@link JettyMcpServer#close()} waits for the requests in flight (default 30 s). */
    public Builder shutdownTimeout(Duration timeout) {
      this.shutdownTimeout = positive(timeout, "shutdownTimeout");
      return this;
    }

    /**
     * Serves HTTPS with the key and certificate in a PKCS#12 key store (for another type see
     * {@link #tls(Path, String, String)}).
     */
    public Builder tls(Path keyStore, String password) {
      return tls(keyStore, password, "PKCS12");
    }

    /** Serves HTTPS with the key and certificate in {@code keyStore}, of the given type (e.g. JKS). */
    public Builder tls(Path keyStore, String password, String type) {
      this.keyStore = Objects.requireNonNull(keyStore, "keyStore");
      this.keyStorePassword = Objects.requireNonNull(password, "password");
      this.keyStoreType = Objects.requireNonNull(type, "type");
      return this;
    }

    /** Binds and starts the server. */
    public JettyMcpServer start() throws IOException {
      return new JettyMcpServer(endpoint, this);
    }

    private static Duration positive(Duration value, String name) {
      if (value.isNegative() || value.isZero()) {
        throw new IllegalArgumentException(name + " must be positive");
      }
      return value;
    }

    private static long notNegative(long value, String name) {
      if (value < 0) {
        throw new IllegalArgumentException(name + " must not be negative");
      }
      return value;
    }
  }
}
