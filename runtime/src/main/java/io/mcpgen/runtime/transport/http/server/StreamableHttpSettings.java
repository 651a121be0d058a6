package io.mcpgen.runtime.transport.http.server;

import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

/**
 * The protocol-level settings of a Streamable HTTP endpoint, the same whichever server carries it
 * (the Jetty server of {@code mcpgen-jetty}, a servlet container through {@code mcpgen-servlet}): who may call (origins, hosts, authenticator)
 * and the limits of one request. Immutable; made with {@link #builder()}.
 */
public final class StreamableHttpSettings {

  private final Set<String> allowedOrigins;
  private final Set<String> allowedHosts;
  private final boolean anyHost;
  private final HttpAuthenticator authenticator;
  private final long maxBodyBytes;
  private final long memoryBudget;
  private final Duration bodyReadTimeout;
  private final Duration requestTimeout;
  private final Duration keepAliveInterval;
  private final Duration closeProbeInterval;
  private final boolean legacySessions;
  private final int maxSessions;
  private final int maxSessionsPerPrincipal;
  private final Duration sessionIdleTimeout;
  private final int sessionReplayEvents;
  private final long sessionReplayBytes;

  private StreamableHttpSettings(Builder builder) {
    this.allowedOrigins = Set.copyOf(builder.allowedOrigins);
    this.allowedHosts = Set.copyOf(builder.allowedHosts);
    this.anyHost = builder.anyHost;
    this.authenticator = builder.authenticator;
    this.maxBodyBytes = builder.maxBodyBytes;
    this.memoryBudget = builder.memoryBudget;
    this.bodyReadTimeout = builder.bodyReadTimeout;
    this.requestTimeout = builder.requestTimeout;
    this.keepAliveInterval = builder.keepAliveInterval;
    this.closeProbeInterval = builder.closeProbeInterval;
    this.legacySessions = builder.legacySessions;
    this.maxSessions = builder.maxSessions;
    this.maxSessionsPerPrincipal = builder.maxSessionsPerPrincipal;
    this.sessionIdleTimeout = builder.sessionIdleTimeout;
    this.sessionReplayEvents = builder.sessionReplayEvents;
    this.sessionReplayBytes = builder.sessionReplayBytes;
  }

  /**
   * The defaults: localhost origins and hosts only, anonymous, 4 MiB, 30 s, 10 min, 15 s, and a
   * memory budget of a quarter of the maximum heap.
   */
  public static StreamableHttpSettings defaults() {
    return builder().build();
  }

  public static Builder builder() {
    return new Builder();
  }

  /** A builder holding these settings, to change some of them. */
  public Builder toBuilder() {
    Builder builder = new Builder();
    builder.allowedOrigins.addAll(allowedOrigins);
    builder.allowedHosts.addAll(allowedHosts);
    builder.anyHost = anyHost;
    builder.authenticator = authenticator;
    builder.maxBodyBytes = maxBodyBytes;
    builder.memoryBudget = memoryBudget;
    builder.bodyReadTimeout = bodyReadTimeout;
    builder.requestTimeout = requestTimeout;
    builder.keepAliveInterval = keepAliveInterval;
    builder.closeProbeInterval = closeProbeInterval;
    builder.legacySessions = legacySessions;
    builder.maxSessions = maxSessions;
    builder.maxSessionsPerPrincipal = maxSessionsPerPrincipal;
    builder.sessionIdleTimeout = sessionIdleTimeout;
    builder.sessionReplayEvents = sessionReplayEvents;
    builder.sessionReplayBytes = sessionReplayBytes;
    return builder;
  }

  /** Browser origins allowed besides localhost ones (on a loopback connection). */
  public Set<String> allowedOrigins() {
    return allowedOrigins;
  }

  /** Host names allowed in {@code Host} besides the connection's own address and localhost, lower case. */
  public Set<String> allowedHosts() {
    return allowedHosts;
  }

  /** Whether any {@code Host} is accepted (a proxy in front checks it). */
  public boolean anyHost() {
    return anyHost;
  }

  public HttpAuthenticator authenticator() {
    return authenticator;
  }

  public long maxBodyBytes() {
    return maxBodyBytes;
  }

  /** The bytes requests in flight and their unwritten replies may hold together. */
  public long memoryBudget() {
    return memoryBudget;
  }

  public Duration bodyReadTimeout() {
    return bodyReadTimeout;
  }

  public Duration requestTimeout() {
    return requestTimeout;
  }

  public Duration keepAliveInterval() {
    return keepAliveInterval;
  }

  /** See {@link Builder#closeProbeInterval}. */
  public Duration closeProbeInterval() {
    return closeProbeInterval;
  }

  /** Whether 2025-era clients get sessions (when the endpoint offers a session-based era). */
  public boolean legacySessions() {
    return legacySessions;
  }

  /** The most 2025-era sessions open at once. */
  public int maxSessions() {
    return maxSessions;
  }

  /**
   * The most 2025-era sessions one principal holds at once; an anonymous client counts by its
   * address (an IPv6 client by its /64).
   */
  public int maxSessionsPerPrincipal() {
    return maxSessionsPerPrincipal;
  }

  /** How long a 2025-era session may go unused before it ends. */
  public Duration sessionIdleTimeout() {
    return sessionIdleTimeout;
  }

  /** The most events one 2025-era session keeps of its POST response streams for a client to resume. */
  public int sessionReplayEvents() {
    return sessionReplayEvents;
  }

  /** The most bytes one 2025-era session keeps of its POST response streams for a client to resume. */
  public long sessionReplayBytes() {
    return sessionReplayBytes;
  }

  /** Builds {@link StreamableHttpSettings}. */
  public static final class Builder {
    private final Set<String> allowedOrigins = new LinkedHashSet<>();
    private final Set<String> allowedHosts = new LinkedHashSet<>();
    private boolean anyHost;
    private HttpAuthenticator authenticator = HttpAuthenticator.ANONYMOUS;
    private long maxBodyBytes = 4L * 1024 * 1024;
    private long memoryBudget = Runtime.getRuntime().maxMemory() / 4;
    private Duration bodyReadTimeout = Duration.ofSeconds(30);
    private Duration requestTimeout = Duration.ofMinutes(10);
    private Duration keepAliveInterval = Duration.ofSeconds(15);
    private Duration closeProbeInterval = Duration.ofSeconds(1);
    private boolean legacySessions = true;
    private int maxSessions = 1000;
    private int maxSessionsPerPrincipal = 32;
    private Duration sessionIdleTimeout = Duration.ofMinutes(30);
    private int sessionReplayEvents = 128;
    private long sessionReplayBytes = 256L * 1024;

    private Builder() {}

    /**
     * Browser origins allowed besides the default ones, exactly as browsers send them
     * ({@code https://app.example.com}). A request that arrives on a loopback address also
     * allows localhost origins; one that arrives elsewhere allows only these. Every
     * {@code Origin} header of a request must be allowed (403 otherwise).
     */
    public Builder allowedOrigins(String... origins) {
      this.allowedOrigins.addAll(List.of(origins));
      return this;
    }

    /**
     * Host names clients may put in {@code Host} ({@code mcp.example.com}; the port is not
     * compared), besides the address the connection arrived on (as an IP literal) and, on a
     * loopback connection, {@code localhost}. Any other {@code Host} gets 403: a DNS-rebinding
     * page, whose browser names the attacker's domain there, is refused even when it sends no
     * {@code Origin}. Behind a proxy that forwards the public name, list that name here.
     */
    public Builder allowedHosts(String... hosts) {
      for (String host : hosts) {
        this.allowedHosts.add(host.trim().toLowerCase(Locale.ROOT));
      }
      return this;
    }

    /** Accepts any {@code Host}: only when something in front (a proxy) checks it. */
    public Builder allowAnyHost() {
      this.anyHost = true;
      return this;
    }

    /** Who is calling: a principal from the headers, or 401. Default: everyone, anonymously. */
    public Builder authenticator(HttpAuthenticator authenticator) {
      this.authenticator = Objects.requireNonNull(authenticator, "authenticator");
      return this;
    }

    /**
     * The largest request body accepted (default 4 MiB). A larger declared {@code Content-Length}
     * gets 413 unread and the connection is closed; a chunked body gets 413 as soon as it passes.
     */
    public Builder maxBodyBytes(long maxBodyBytes) {
      if (maxBodyBytes < 1) {
        throw new IllegalArgumentException("maxBodyBytes must be positive");
      }
      this.maxBodyBytes = maxBodyBytes;
      return this;
    }

    /**
     * The bytes that requests in flight and their replies not yet written may hold together
     * (default a quarter of the JVM's maximum heap). A request counts its body as it arrives, then
     * four times its body while it runs (its text, parsed tree, the arguments' canonical JSON and
     * the reply being built), then its reply's encoded bytes until they are written. A request
     * whose declared {@code Content-Length} would not fit in what is left gets 503 with
     * {@code Retry-After} unread (the connection is closed); so does one whose body, as it arrives
     * or once read, no longer fits. A reply is counted in full even past the budget: it exists
     * already, and new requests wait until it is written. With a budget below four times
     * {@link #maxBodyBytes}, the largest bodies are refused with 503 even on an idle server.
     */
    public Builder memoryBudget(long bytes) {
      if (bytes < 1) {
        throw new IllegalArgumentException("memoryBudget must be positive");
      }
      this.memoryBudget = bytes;
      return this;
    }

    /** How long a request body may take to arrive (default 30 s); then the exchange is aborted. */
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

    /**
     * How often a running request's open event stream gets a probe comment on a server that does
     * not see its client close the connection (default 1 s). The servlet containers tell only when
     * a write fails, and the first write after a close still succeeds: a client that left an event
     * stream is then noticed within about two probes, rather than two keep-alives. Jetty's own
     * server ({@code JettyMcpServer}) sees the close itself and sends no probes.
     */
    public Builder closeProbeInterval(Duration interval) {
      this.closeProbeInterval = positive(interval, "closeProbeInterval");
      return this;
    }

    /**
     * Whether the endpoint's session-based era is served: an {@code initialize} request opens a
     * 2025-era session ({@code Mcp-Session-Id}) when the endpoint offers one
     * ({@code McpEndpoint.sessions()}, e.g. an engine with {@code mcpgen-legacy} on the class path).
     * Default true. False answers every request as a 2026-07-28 server does: an {@code initialize}
     * without the 2026 headers gets HTTP 400 with {@code -32020}, and no session is opened.
     */
    public Builder legacySessions(boolean legacySessions) {
      this.legacySessions = legacySessions;
      return this;
    }

    /**
     * The most 2025-era sessions open at once (default 1000). An {@code initialize} beyond them
     * ends the least recently used idle session (no request running) of the principal holding the
     * most sessions, so no one principal can keep the table full against another; it gets 503
     * only when no session that may be ended is idle.
     */
    public Builder maxSessions(int maxSessions) {
      if (maxSessions < 1) {
        throw new IllegalArgumentException("maxSessions must be at least 1");
      }
      this.maxSessions = maxSessions;
      return this;
    }

    /**
     * The most 2025-era sessions one principal holds at once (default 32); an anonymous client
     * counts by its remote address (an IPv6 client by its /64 prefix). An {@code initialize} beyond
     * it ends that principal's own least recently used idle session to make room, or gets 503
     * when all of them are running a request. Behind a proxy every anonymous client has the
     * proxy's address: authenticate them, or raise this limit.
     */
    public Builder maxSessionsPerPrincipal(int maxSessionsPerPrincipal) {
      if (maxSessionsPerPrincipal < 1) {
        throw new IllegalArgumentException("maxSessionsPerPrincipal must be at least 1");
      }
      this.maxSessionsPerPrincipal = maxSessionsPerPrincipal;
      return this;
    }

    /**
     * How long a 2025-era session may go without a request (default 30 min); then it ends and its
     * id gets 404. A session with a request running does not idle; an open GET stream alone does.
     */
    public Builder sessionIdleTimeout(Duration timeout) {
      this.sessionIdleTimeout = positive(timeout, "sessionIdleTimeout");
      return this;
    }

    /**
     * What one 2025-era session keeps of the events of its POST response streams, so that a client
     * whose stream broke can resume it with {@code Last-Event-ID} (defaults: 128 events, 256 KiB).
     * Streams that have ended are forgotten first to make room; a stream no client is connected to
     * that does not fit is dropped (logged once per session), and resuming it gets 404.
     */
    public Builder sessionReplay(int events, long bytes) {
      if (events < 1 || bytes < 1) {
        throw new IllegalArgumentException("sessionReplay needs at least 1 event and 1 byte");
      }
      this.sessionReplayEvents = events;
      this.sessionReplayBytes = bytes;
      return this;
    }

    public StreamableHttpSettings build() {
      return new StreamableHttpSettings(this);
    }

    private static Duration positive(Duration value, String name) {
      if (value.isNegative() || value.isZero()) {
        throw new IllegalArgumentException(name + " must be positive");
      }
      return value;
    }
  }
}
