package io.mcpgen.runtime.transport.stdio;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.jsonrpc.ErrorCodes;
import io.mcpgen.runtime.jsonrpc.JsonRpcError;
import io.mcpgen.runtime.jsonrpc.RequestId;
import io.mcpgen.runtime.log.LogText;
import io.mcpgen.runtime.mrtr.Cancellation;
import io.mcpgen.runtime.mrtr.McpMethods;
import io.mcpgen.runtime.server.McpEndpoint;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.mrtr.session.LegacyEra;
import io.mcpgen.runtime.mrtr.session.LegacySession;
import io.mcpgen.runtime.server.RequestContext;
import io.mcpgen.runtime.server.ServerReply;
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
 * <p>Serving an {@link McpServerEngine}, it also serves a 2025-era client (2025-11-25, 2025-06-18)
 * from the same handlers: an {@code initialize} request makes the connection a {@link LegacySession},
 * whose input requests go to the client as JSON-RPC requests on the output and whose answers come
 * back on the input; a request carrying the 2026-07-28 {@code _meta} stays stateless either way.
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
  private final LegacyEra era;
  private volatile LegacySession session;
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
    this.era = builder.legacyEra != null ? builder.legacyEra
        : builder.legacySessions && endpoint instanceof McpServerEngine ? LegacyEra.of((McpServerEngine) endpoint)
        : null;
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
    // One Subscriptions.resourceUpdated(uri) reaches a 2025-era session that subscribed, too.
    Runnable stopObserving = era == null || !(endpoint instanceof McpServerEngine) ? () -> { }
        : ((McpServerEngine) endpoint).subscriptions()
            .map(updates -> updates.observeResourceUpdates(this::resourceUpdated)).orElse(() -> { });
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
      stopObserving.run();
      drain();
    }
  }

  /** Stops reading, cancels every running request, releases the threads and closes the output. */
  @Override
  public void close() {
    stopped = true;
    running.values().forEach(flight -> flight.cancel("the server is shutting down"));
    LegacySession legacy = session;
    if (legacy != null) {
      legacy.close();
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

  /**
   * Tells a 2025-era client subscribed to {@code uri} that the resource changed
   * ({@code notifications/resources/updated}).
   *
   * @return whether the client was subscribed (and so told)
   */
  public boolean resourceUpdated(String uri) {
    LegacySession legacy = session;
    if (legacy == null || !legacy.subscriptions().contains(uri)) {
      return false;
    }
    toClient(JsonObject.builder().put("jsonrpc", "2.0").put("method", "notifications/resources/updated")
        .put("params", JsonObject.of("uri", JsonString.of(uri))).build());
    return true;
  }

  /** How many requests are running now. */
  public int runningRequests() {
    return active.get();
  }

  private void accept(byte[] bytes) {
    JsonValue message;
    try {
      message = Json.parse(bytes);
    } catch (RuntimeException notJson) {
      write(null, ServerReply.parseError().body().orElseThrow());
      return;
    }
    LegacySession legacy = session;
    if (legacy != null && isResponse(message)) {
      if (!legacy.acceptResponse((JsonObject) message)) {
        LOG.log(Level.DEBUG, "a response to no waiting request; ignored");
      }
      return;
    }
    if (!(message instanceof JsonObject) || !((JsonObject) message).has("method")) {
      answerAtOnce(message); // batches, responses and other shapes: the endpoint says what is wrong
      return;
    }
    JsonObject object = (JsonObject) message;
    if (!object.has("id")) {
      notification(object);
    } else if (RequestId.isValid(object.get("id"))) {
      request(object, RequestId.from(object.get("id")));
    } else {
      answerAtOnce(object);
    }
  }

  private void notification(JsonObject notification) {
    if (JsonString.of(McpMethods.NOTIFICATION_CANCELLED).equals(notification.get("method"))
        && notification.get("params") instanceof JsonObject) {
      JsonObject params = (JsonObject) notification.get("params");
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
      LegacySession legacy = session;
      if (legacy != null && LegacyEra.isLegacy(notification)) {
        legacy.handle(notification, RequestContext.builder().principal(principal).build(), this::toClient, pool);
      } else {
        endpoint.handle(notification, RequestContext.builder().principal(principal).build());
      }
    } catch (RuntimeException e) {
      LOG.log(Level.WARNING, "the endpoint failed on a notification", LogText.sanitized(e));
    }
  }

  private void request(JsonObject request, RequestId id) {
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
    Function<RequestContext, CompletionStage<ServerReply>> handler = handlerFor(request);
    try {
      pool.execute(() -> run(request, flight, handler));
    } catch (RuntimeException rejected) { // the pool was shut down by close()
      finished(flight);
    }
  }

  /** The 2025-era session for {@code initialize} and the session's messages; the endpoint otherwise. */
  private Function<RequestContext, CompletionStage<ServerReply>> handlerFor(JsonObject request) {
    LegacySession legacy = session;
    if (era != null && legacy == null && LegacyEra.isInitialize(request)) {
      synchronized (this) {
        if (session == null) {
          session = era.openSession();
        }
        legacy = session;
      }
    }
    if (legacy != null && LegacyEra.isLegacy(request)) {
      LegacySession chosen = legacy;
      return context -> chosen.handle(request, context, this::toClient, pool);
    }
    return context -> endpoint.handle(request, context);
  }

  /** A message of a 2025-era session to the client (an input request, a cancellation of one). */
  private void toClient(JsonObject message) {
    write(null, message);
  }

  private static boolean isResponse(JsonValue message) {
    if (!(message instanceof JsonObject)) {
      return false;
    }
    JsonObject object = (JsonObject) message;
    return !object.has("method") && object.has("id") && (object.has("result") || object.has("error"));
  }

  private void run(JsonObject request, Flight flight, Function<RequestContext, CompletionStage<ServerReply>> handler) {
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

  private void answerAtOnce(JsonValue message) {
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
    private LegacyEra legacyEra;
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
     * Whether an {@code initialize} request opens a 2025-era session when the endpoint is an
     * {@link McpServerEngine} (default true); false answers it {@code -32601} as before.
     */
    public Builder legacySessions(boolean legacySessions) {
      this.legacySessions = legacySessions;
      return this;
    }

    /** The 2025-era settings to serve sessions with (default {@link LegacyEra#of} the engine). */
    public Builder legacyEra(LegacyEra legacyEra) {
      this.legacyEra = legacyEra;
      return this;
    }

    public StdioServer build() {
      return new StdioServer(this);
    }
  }
}
