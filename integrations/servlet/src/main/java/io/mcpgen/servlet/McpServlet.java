package io.mcpgen.servlet;

import io.mcpgen.runtime.log.LogText;
import io.mcpgen.runtime.log.MalformedHeadLogFilter;
import io.mcpgen.runtime.server.McpEndpoint;
import io.mcpgen.runtime.transport.http.server.StreamableHttpService;
import io.mcpgen.runtime.transport.http.server.StreamableHttpSettings;
import jakarta.servlet.AsyncContext;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Serves an {@link McpEndpoint} over Streamable HTTP (MCP 2026-07-28) in a Jakarta Servlet 6.1
 * container, with the same checks, statuses, limits and event-stream responses as the built-in
 * server ({@link StreamableHttpService}). Register it for the endpoint's path, async-supported:
 *
 * <pre>{@code
 * ServletRegistration.Dynamic mcp = context.addServlet("mcp", McpServlet.builder(engine)
 *     .settings(StreamableHttpSettings.builder().allowedHosts("mcp.example.com").build())
 *     .build());
 * mcp.setAsyncSupported(true);
 * mcp.addMapping("/mcp");
 * }</pre>
 *
 * <p>Every request to the mapping is answered here, whatever its method (405 for all but POST).
 * With async support the container thread is released while a round runs, and the body is read
 * and the response written without blocking (a response that makes no progress for the write
 * timeout drops the connection); without it the thread waits for the round and writes blocking.
 * {@link #destroy()} cancels the rounds still running.
 */
public final class McpServlet extends HttpServlet {

  private static final long serialVersionUID = 1L;
  private static final System.Logger LOG = System.getLogger(McpServlet.class.getName());

  private final transient StreamableHttpService service;
  private final transient ResponseWrites writes;

  private McpServlet(StreamableHttpService service, ResponseWrites writes) {
    this.service = service;
    this.writes = writes;
    // Jetty's and Tomcat's line per malformed request head becomes a summary (whichever runs us).
    MalformedHeadLogFilter.install("Jetty", MalformedHeadLogFilter.JETTY);
    MalformedHeadLogFilter.install("Tomcat", MalformedHeadLogFilter.TOMCAT);
  }

  /** A builder for a servlet serving {@code endpoint} with the default settings. */
  public static Builder builder(McpEndpoint endpoint) {
    return new Builder(endpoint);
  }

  @Override
  protected void service(HttpServletRequest request, HttpServletResponse response) {
    if (request.isAsyncSupported()) {
      ServletExchange exchange;
      try {
        AsyncContext async = request.startAsync();
        async.setTimeout(0); // the service keeps its own deadline (requestTimeout)
        exchange = new ServletExchange(request, response, async, writes);
      } catch (IOException | RuntimeException | Error failure) { // e.g. out of memory: the container's thread goes on
        refuse(request, response, failure);
        return;
      }
      serve(exchange);
      return;
    }
    ServletExchange exchange;
    try {
      exchange = new ServletExchange(request, response, null, writes);
    } catch (IOException | RuntimeException | Error failure) {
      refuse(request, response, failure);
      return;
    }
    serve(exchange);
    long limit = service.settings().requestTimeout().plus(service.settings().bodyReadTimeout()).toMillis() + 5_000;
    try {
      exchange.ended().get(limit, TimeUnit.MILLISECONDS);
    } catch (InterruptedException interrupted) {
      Thread.currentThread().interrupt();
      exchange.abort();
    } catch (ExecutionException | TimeoutException neverEnded) {
      LOG.log(Level.WARNING, "a request was still unanswered after its deadline; ending it");
      exchange.abort();
    }
  }

  /** The service never throws but for an {@link Error}; that must not reach the container's thread. */
  private void serve(ServletExchange exchange) {
    exchange.inContainer();
    try {
      service.serve(exchange);
    } catch (Error failure) {
      LOG.log(Level.ERROR, "unexpected failure serving a request", LogText.sanitized(failure));
      exchange.abort();
    } finally {
      exchange.leftContainer();
    }
  }

  private static void refuse(HttpServletRequest request, HttpServletResponse response, Throwable failure) {
    LOG.log(Level.ERROR, "unexpected failure starting a request", LogText.sanitized(failure));
    try {
      response.setHeader("Connection", "close");
      response.setStatus(HttpServletResponse.SC_INTERNAL_SERVER_ERROR);
      if (request.isAsyncStarted()) {
        request.getAsyncContext().complete();
      }
    } catch (RuntimeException committed) {
      // the container answers as it can
    }
  }

  /**
   * The bytes requests in flight and their unwritten replies hold now, of the settings'
   * {@code memoryBudget} ({@link StreamableHttpService#memoryInUse()}): a figure for metrics.
   */
  public long memoryInUse() {
    return service.memoryInUse();
  }

  /** Cancels the rounds still running and stops the service's timers. */
  @Override
  public void destroy() {
    service.close();
    writes.close();
  }

  /** Builds an {@link McpServlet}. */
  public static final class Builder {
    private final McpEndpoint endpoint;
    private StreamableHttpSettings settings = StreamableHttpSettings.defaults();
    private Duration writeTimeout = Duration.ofSeconds(10);

    private Builder(McpEndpoint endpoint) {
      this.endpoint = Objects.requireNonNull(endpoint, "endpoint");
    }

    /** Origins, hosts, authenticator and limits (default {@link StreamableHttpSettings#defaults()}). */
    public Builder settings(StreamableHttpSettings settings) {
      this.settings = Objects.requireNonNull(settings, "settings");
      return this;
    }

    /**
     * How long a response written without blocking (with async support) may make no progress
     * before the connection is dropped and its round cancelled (default 10 s, as
     * {@code JettyMcpServer}'s).
     */
    public Builder writeTimeout(Duration timeout) {
      Objects.requireNonNull(timeout, "writeTimeout");
      if (timeout.isZero() || timeout.isNegative()) {
        throw new IllegalArgumentException("writeTimeout must be positive: " + timeout);
      }
      this.writeTimeout = timeout;
      return this;
    }

    /** The servlet, ready to register; it reads the endpoint's tool list now. */
    public McpServlet build() {
      return new McpServlet(StreamableHttpService.create(endpoint, settings), new ResponseWrites(writeTimeout));
    }
  }
}
