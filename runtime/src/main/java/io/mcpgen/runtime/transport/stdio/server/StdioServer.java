package io.mcpgen.runtime.transport.stdio.server;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.jsonrpc.ErrorCodes;
import io.mcpgen.runtime.jsonrpc.InvalidMessageException;
import io.mcpgen.runtime.jsonrpc.JsonRpcError;
import io.mcpgen.runtime.jsonrpc.JsonRpcMessage;
import io.mcpgen.runtime.jsonrpc.JsonRpcMessages;
import io.mcpgen.runtime.jsonrpc.JsonRpcNotification;
import io.mcpgen.runtime.jsonrpc.JsonRpcRequest;
import io.mcpgen.runtime.jsonrpc.RequestId;
import io.mcpgen.runtime.log.LogText;
import io.mcpgen.runtime.mrtr.Cancellation;
import io.mcpgen.runtime.mrtr.McpMethods;
import io.mcpgen.runtime.server.McpEndpoint;
import io.mcpgen.runtime.server.RequestContext;
import io.mcpgen.runtime.server.ServerReply;
import io.mcpgen.runtime.server.SessionEra;
import io.mcpgen.runtime.transport.stdio.LineReader;
import io.mcpgen.runtime.transport.stdio.LineWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * Serves an {@link McpEndpoint} over stdio: reads one JSON-RPC message per line from an input
 * stream and writes one per line to an output stream (normally {@code System.in} and
 * {@code System.out}; logs go to {@code System.Logger}, i.e. stderr, never to the output).
 *
 * <pre>{@code
 * StdioServer.builder(engine).build().serve();   // returns when stdin ends
 * }</pre>
 *
 * <p>Requests run concurrently on a pool (at most {@code maxConcurrentRequests}; one more is
 * answered {@code -32603} at once), and each response is written as one whole line. A line that is not JSON
 * gets a {@code -32700} error and serving goes on. {@code notifications/cancelled} stops the
 * request it names: nothing more is written for it. At the end of the input, requests still
 * running get {@code shutdownGrace} to finish, then are cancelled, the output is closed and
 * {@link #serve} returns.
 *
 * <p>When the endpoint serves a session-based era too ({@link McpEndpoint#sessions()}: the 2025
 * revisions with {@code mcpgen-legacy}), the message that opens a session (an {@code initialize})
 * makes the connection that session: its requests to the client are written to the output, the
 * client's responses read from the input go back to it, and so do its messages of no request; a
 * request carrying the 2026-07-28 {@code _meta} stays stateless either way.
 */
public final class StdioServer implements AutoCloseable {

  private static final System.Logger LOG = System.getLogger(StdioServer.class.getName());

  private final McpEndpoint endpoint;
  private final InputStream input;
  private final LineWriter writer;
  private final String principal;
  private final int maxMessageBytes;
  private final Semaphore permits;
  private final int maxConcurrentRequests;
  private final Duration shutdownGrace;
  private final ExecutorService pool;
  private final ConcurrentHashMap<RequestId, Flight> running = new ConcurrentHashMap<>();
  /** The endpoint's session-based era, when sessions are served; null otherwise. */
  private final SessionEra era;
  private volatile SessionEra.Session session;
  private final AtomicInteger active = new AtomicInteger();
  private final Object idle = new Object();
  private volatile boolean stopped;

  private StdioServer(Builder builder) {
    this.endpoint = builder.endpoint;
    this.input = builder.input;
    this.writer = new LineWriter(builder.output);
    this.principal = builder.principal;
    this.maxMessageBytes = builder.maxMessageBytes;
    this.maxConcurrentRequests = builder.maxConcurrentRequests;
    this.permits = new Semaphore(builder.maxConcurrentRequests);
    this.shutdownGrace = builder.shutdownGrace;
    this.era = builder.legacySessions ? endpoint.sessions().orElse(null) : null;
    AtomicInteger threads = new AtomicInteger();
    this.pool = Executors.newCachedThreadPool(task -> {
      Thread thread = new Thread(task, "mcp-stdio-" + threads.incrementAndGet());
      thread.setDaemon(true);
      return thread;
    });
  }

  /** A builder serving {@code endpoint} on {@code System.in} and {@code System.out} by default. */
  public static Builder builder(McpEndpoint endpoint) {
    return new Builder(endpoint);
  }

  /**
   * Reads and answers messages until the input ends (or {@link #close} is called, or the output
   * breaks), then lets running requests finish within the grace period and cancels the rest.
   */
  public void serve() throws IOException {
    LineReader reader = new LineReader(input, maxMessageBytes);
    try {
      LineReader.Line line;
      while (!stopped && (line = reader.next()) != null) {
        if (line.tooLong()) {
          write(null, errorBody(null, ErrorCodes.INVALID_REQUEST,
              "Invalid Request: a message longer than " + maxMessageBytes + " bytes"));
        } else if (!line.isBlank()) {
          accept(line.bytes());
        }
      }
    } catch (IOException e) {
      if (!stopped) {
        throw e;
      }
    } finally {
      drain();
    }
  }

  /** Stops reading, cancels every running request, releases the threads and closes the output. */
  @Override
  public void close() {
    stopped = true;
    running.values().forEach(flight -> flight.cancel("the server is shutting down"));
    SessionEra.Session open = session;
    if (open != null) {
      open.close();
    }
    pool.shutdownNow();
    synchronized (writer) {
      try {
        writer.close();
      } catch (IOException e) {
        LOG.log(Level.DEBUG, "closing the output failed", e);
      }
    }
  }

  /** How many requests are running now. */
  public int runningRequests() {
    return active.get();
  }

  /** One line: parsed, classified once, and handed on by its kind. */
  private void accept(byte[] bytes) {
    JsonValue json;
    try {
      json = Json.parse(bytes);
    } catch (RuntimeException notJson) {
      write(null, ServerReply.parseError().body().orElseThrow());
      return;
    }
    JsonRpcMessage message;
    try {
      message = JsonRpcMessages.parse(json);
    } catch (InvalidMessageException invalid) {
      write(null, ServerReply.invalid(invalid).body().orElseThrow());
      return;
    }
    JsonObject raw = (JsonObject) json; // every message is an object
    if (message instanceof JsonRpcRequest) {
      request((JsonRpcRequest) message, raw);
    } else if (message instanceof JsonRpcNotification) {
      notification((JsonRpcNotification) message, raw);
    } else {
      response(message, raw);
    }
  }

  /** The client's answer to a request of its session; without one, the endpoint says what is wrong. */
  private void response(JsonRpcMessage message, JsonObject raw) {
    SessionEra.Session open = session;
    if (open != null) {
      if (!open.acceptResponse(raw)) {
        LOG.log(Level.DEBUG, "a response to no waiting request; ignored");
      }
      return;
    }
    try {
      endpoint.handle(message, RequestContext.builder().principal(principal).build())
          .whenComplete((reply, failure) -> {
            if (reply != null && reply.body().isPresent()) {
              write(null, reply.body().get());
            }
          });
    } catch (RuntimeException e) {
      LOG.log(Level.ERROR, "the endpoint failed on a message that is not a request", LogText.sanitized(e));
    }
  }

  private void notification(JsonRpcNotification notification, JsonObject raw) {
    if (McpMethods.NOTIFICATION_CANCELLED.equals(notification.method()) && notification.params() != null) {
      JsonObject params = notification.params();
      JsonValue id = params.get("requestId");
      // Unknown, finished or malformed targets are ignored, as the specification asks.
      if (id != null && RequestId.isValid(id)) {
        Flight flight = running.get(RequestId.from(id));
        if (flight != null) {
          JsonValue reason = params.get("reason");
          flight.cancel(reason instanceof JsonString ? reason.asString() : "cancelled by the client");
        }
      }
    }
    try {
      SessionEra.Session open = session;
      if (open != null && era.belongsToSession(raw)) {
        open.handle(raw, RequestContext.builder().principal(principal).build(), this::toClient, pool);
      } else {
        endpoint.handle(notification, RequestContext.builder().principal(principal).build());
      }
    } catch (RuntimeException e) {
      LOG.log(Level.WARNING, "the endpoint failed on a notification", LogText.sanitized(e));
    }
  }

  private void request(JsonRpcRequest request, JsonObject raw) {
    RequestId id = request.id();
    Flight flight = new Flight(id);
    if (running.putIfAbsent(id, flight) != null) {
      // Answered without an id: that id still belongs to the running request.
      write(null, errorBody(null, ErrorCodes.INVALID_REQUEST,
          "Invalid Request: a request with id " + id + " is already running"));
      return;
    }
    // Refused rather than waited for: a reader blocked here could not see the cancellations
    // that would free a place.
    if (!permits.tryAcquire()) {
      running.remove(id, flight);
      write(null, errorBody(id, ErrorCodes.INTERNAL_ERROR,
          "Internal error: " + maxConcurrentRequests + " requests are already running; try again later"));
      return;
    }
    active.incrementAndGet();
    Function<RequestContext, CompletionStage<ServerReply>> handler = handlerFor(request, raw);
    try {
      pool.execute(() -> run(flight, handler));
    } catch (RuntimeException rejected) { // the pool was shut down by close()
      finished(flight);
    }
  }

  /** The session for the message that opens it and for the session's messages; the endpoint otherwise. */
  private Function<RequestContext, CompletionStage<ServerReply>> handlerFor(JsonRpcRequest request, JsonObject raw) {
    SessionEra.Session open = session;
    if (era != null && open == null && era.opens(raw)) {
      synchronized (this) {
        if (session == null) {
          session = era.openSession(this::toClient);
        }
        open = session;
      }
    }
    if (open != null && era.belongsToSession(raw)) {
      SessionEra.Session chosen = open;
      return context -> chosen.handle(raw, context, this::toClient, pool);
    }
    return context -> endpoint.handle(request, context);
  }

  /** A message of the session to the client (an input request, a cancellation of one, an update). */
  private void toClient(JsonObject message) {
    write(null, message);
  }

  private void run(Flight flight, Function<RequestContext, CompletionStage<ServerReply>> handler) {
    RequestContext context = RequestContext.builder()
        .principal(principal)
        .cancellation(flight.cancellation)
        .notifications(notification -> write(flight, notification))
        .build();
    CompletionStage<ServerReply> reply;
    try {
      reply = handler.apply(context);
    } catch (RuntimeException e) {
      LOG.log(Level.ERROR, "the endpoint failed", LogText.sanitized(e));
      reply = CompletableFuture.completedFuture(ServerReply.error(flight.id,
          JsonRpcError.of(ErrorCodes.INTERNAL_ERROR, "Internal error")));
    }
    reply.whenComplete((done, failure) -> {
      try {
        if (failure != null) {
          LOG.log(Level.ERROR, "the endpoint's reply failed", LogText.sanitized(failure));
          write(flight, errorBody(flight.id, ErrorCodes.INTERNAL_ERROR, "Internal error"));
        } else if (done.kind() == ServerReply.Kind.RESPONSE) {
          write(flight, done.body().orElseThrow());
        }
      } finally {
        finished(flight);
      }
    });
  }

  private void finished(Flight flight) {
    running.remove(flight.id, flight);
    permits.release();
    synchronized (idle) {
      active.decrementAndGet();
      idle.notifyAll();
    }
  }

  /** Writes a line for {@code flight} (null: for no request) unless that request was cancelled. */
  private void write(Flight flight, JsonObject message) {
    synchronized (writer) {
      if (flight != null && flight.silenced) {
        return;
      }
      try {
        writer.write(message);
      } catch (IOException e) {
        if (!stopped) {
          LOG.log(Level.WARNING, "the output is closed; stopping", e);
        }
        stopped = true;
      }
    }
  }

  /** Waits up to the grace period for running requests, then cancels what is left. */
  private void drain() {
    long deadline = System.nanoTime() + shutdownGrace.toNanos();
    synchronized (idle) {
      long left;
      while (active.get() > 0 && (left = deadline - System.nanoTime()) > 0) {
        try {
          TimeUnit.NANOSECONDS.timedWait(idle, left);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          break;
        }
      }
    }
    close();
  }

  private static JsonObject errorBody(RequestId id, int code, String message) {
    return ServerReply.error(id, JsonRpcError.of(code, message)).body().orElseThrow();
  }

  /** One running request: its cancellation flag, and whether anything may still be written for it. */
  private final class Flight {
    final RequestId id;
    final Cancellation cancellation = Cancellation.create();
    /** Set under the writer's lock, so no line for this request starts after it is set. */
    boolean silenced;

    Flight(RequestId id) {
      this.id = id;
    }

    void cancel(String reason) {
      synchronized (writer) {
        silenced = true;
      }
      // Tripped outside the writer's lock: its callbacks wait for notifications being written.
      cancellation.cancel(reason);
    }
  }

  /** Builds a {@link StdioServer}. */
  public static final class Builder {
    private final McpEndpoint endpoint;
    private InputStream input = System.in;
    private OutputStream output = System.out;
    private String principal;
    private int maxMessageBytes = 4 * 1024 * 1024;
    private int maxConcurrentRequests = 64;
    private Duration shutdownGrace = Duration.ofSeconds(5);
    private boolean legacySessions = true;

    private Builder(McpEndpoint endpoint) {
      this.endpoint = Objects.requireNonNull(endpoint, "endpoint");
    }

    /** Where messages come from; default {@code System.in}. */
    public Builder input(InputStream input) {
      this.input = Objects.requireNonNull(input, "input");
      return this;
    }

    /** Where messages go; default {@code System.out}. Nothing else is ever written to it. */
    public Builder output(OutputStream output) {
      this.output = Objects.requireNonNull(output, "output");
      return this;
    }

    /** The principal every request of this connection carries; default none (anonymous). */
    public Builder principal(String principal) {
      this.principal = principal;
      return this;
    }

    /** The longest line accepted, in bytes (default 4 MiB); longer ones get {@code -32600}. */
    public Builder maxMessageBytes(int maxMessageBytes) {
      if (maxMessageBytes < 1024) {
        throw new IllegalArgumentException("maxMessageBytes must be at least 1024");
      }
      this.maxMessageBytes = maxMessageBytes;
      return this;
    }

    /**
     * How many requests may run at once (default 64); a request beyond them is answered
     * {@code -32603} at once, and reading goes on (so cancellations still arrive).
     */
    public Builder maxConcurrentRequests(int maxConcurrentRequests) {
      if (maxConcurrentRequests < 1) {
        throw new IllegalArgumentException("maxConcurrentRequests must be at least 1");
      }
      this.maxConcurrentRequests = maxConcurrentRequests;
      return this;
    }

    /** How long running requests may still finish once the input has ended (default 5 s). */
    public Builder shutdownGrace(Duration shutdownGrace) {
      this.shutdownGrace = Objects.requireNonNull(shutdownGrace, "shutdownGrace");
      return this;
    }

    /**
     * Whether the message that opens a session of the endpoint's session-based era (a 2025
     * {@code initialize}) opens one, when the endpoint serves such an era (default true); false
     * leaves it to the endpoint, which answers {@code -32601}.
     */
    public Builder legacySessions(boolean legacySessions) {
      this.legacySessions = legacySessions;
      return this;
    }

    public StdioServer build() {
      return new StdioServer(this);
    }
  }
}
