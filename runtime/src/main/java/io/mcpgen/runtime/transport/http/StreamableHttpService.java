package io.mcpgen.runtime.transport.http;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.jsonrpc.ErrorCodes;
import io.mcpgen.runtime.log.LogText;
import io.mcpgen.runtime.jsonrpc.JsonRpcError;
import io.mcpgen.runtime.jsonrpc.JsonRpcErrorResponse;
import io.mcpgen.runtime.jsonrpc.RequestId;
import io.mcpgen.runtime.mrtr.Cancellation;
import io.mcpgen.runtime.mrtr.McpMethods;
import io.mcpgen.runtime.server.McpEndpoint;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.mrtr.session.ClientChannel;
import io.mcpgen.runtime.mrtr.session.LegacyEra;
import io.mcpgen.runtime.server.RequestContext;
import io.mcpgen.runtime.server.ServerReply;
import java.io.IOException;
import java.lang.System.Logger.Level;
import java.net.InetAddress;
import java.time.Duration;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiFunction;

/**
 * Streamable HTTP (MCP 2026-07-28) on any HTTP server: the server routes a request for the MCP
 * endpoint here as a {@link StreamableHttpExchange}, and this service checks it, runs it on the
 * endpoint and answers it. The checks come in this order: method (405), {@code Origin} (403),
 * {@code Host} (403), authentication (401, or 403 when the authenticator forbids), {@code Content-Type} (415), {@code Content-Length}
 * (400 when malformed, 413 when over the limit: answered unread and the connection closed), the
 * body (413 once it passes the limit, 400 {@code -32700} when not JSON), then for a request the
 * mirrored headers (400, {@code -32020}) before the endpoint sees it. Nothing a client sends makes
 * it answer 500, and no response names a Java class.
 *
 * <p>A request is answered {@code application/json}, or with a {@code text/event-stream} when
 * something must be sent before its result (progress, log notifications, a keep-alive while it
 * runs long). A client that leaves cancels its request; a request running past
 * {@code requestTimeout} is cancelled and answered {@code -32603}, except a
 * {@code subscriptions/listen} stream, which stays open until its client leaves or the server
 * ends it.
 *
 * <p>Serving an {@link McpServerEngine}, it serves 2025-era clients (2025-11-25, 2025-06-18) on
 * the same endpoint from the same handlers: an {@code initialize} request without the 2026-07-28
 * {@code _meta} opens a session whose id comes back in {@code Mcp-Session-Id}; the session's
 * requests carry that header, are answered on their own POST (an event stream when the handler
 * needs input: the elicitation, sampling and roots requests travel on it, and the client POSTs
 * its answers), {@code GET} opens the session's stream for messages of no request (resumable with
 * {@code Last-Event-ID}), and {@code DELETE} ends the session. Sessions are capped in number and
 * end after idling past {@link StreamableHttpSettings#sessionIdleTimeout()}; an unknown or ended
 * id gets 404. A request carrying the 2026-07-28 {@code _meta} is stateless whatever headers it has.
 *
 * <p>{@link #serve} reads the body on the calling thread and returns once the request is handed
 * to the endpoint; the response may be written later, from other threads. The service keeps two
 * small daemon pools of its own for keep-alives and deadlines; {@link #close()} stops them and
 * cancels the requests still running.
 */
public final class StreamableHttpService implements AutoCloseable {

  private static final System.Logger LOG = System.getLogger(StreamableHttpService.class.getName());

  private final McpEndpoint endpoint;
  private final StreamableHttpSettings settings;
  private final OriginPolicy origins;
  private final HostPolicy hosts;
  private final ToolParamIndex toolParams;
  private final ScheduledThreadPoolExecutor scheduler;
  private final ThreadPoolExecutor timedWork;
  /** Each request's timers (body read, keep-alive, deadline), swept on {@link #scheduler}. */
  private final Deadlines deadlines;
  private final Set<Cancellation> running = ConcurrentHashMap.newKeySet();
  private final HttpSessions sessions;
  /** Stops telling the sessions of the engine's {@code Subscriptions} updates (on close). */
  private final Runnable stopObserving;

  private StreamableHttpService(McpEndpoint endpoint, StreamableHttpSettings settings, LegacyEra era) {
    this.endpoint = Objects.requireNonNull(endpoint, "endpoint");
    this.settings = Objects.requireNonNull(settings, "settings");
    this.origins = new OriginPolicy(settings.allowedOrigins());
    this.hosts = new HostPolicy(settings.allowedHosts(), settings.anyHost());
    this.toolParams = ToolParamIndex.read(endpoint);
    this.scheduler = new ScheduledThreadPoolExecutor(1, daemons("mcp-http-timer"));
    // Every request arms a keep-alive and a deadline and cancels both when it ends: drop them at
    // once, or each would hold its exchange until its deadline passed.
    this.scheduler.setRemoveOnCancelPolicy(true);
    // Keep-alives and deadlines run apart from the server's threads, which may all be busy in
    // requests exactly when a deadline has to cancel one; and apart from the timer, so a write
    // to a slow client never holds up the other timers.
    this.timedWork = new ThreadPoolExecutor(4, 4, 30, TimeUnit.SECONDS, new LinkedBlockingQueue<>(),
        daemons("mcp-http-timeouts"));
    this.timedWork.allowCoreThreadTimeOut(true);
    Duration shortest = Collections.min(
        List.of(settings.bodyReadTimeout(), settings.requestTimeout(), settings.keepAliveInterval()));
    this.deadlines = new Deadlines(scheduler, Deadlines.sweepFor(shortest), System::nanoTime);
    if (era == null && settings.legacySessions() && endpoint instanceof McpServerEngine) {
      era = LegacyEra.of((McpServerEngine) endpoint);
    }
    this.sessions = era == null || !settings.legacySessions() ? null
        : new HttpSessions(era, settings.maxSessions(), settings.sessionIdleTimeout(), System::nanoTime);
    // One Subscriptions.resourceUpdated(uri) reaches the 2025-era sessions that subscribed, too.
    this.stopObserving = sessions == null || !(endpoint instanceof McpServerEngine) ? () -> { }
        : ((McpServerEngine) endpoint).subscriptions().map(updates -> updates.observeResourceUpdates(
            this::resourceUpdated)).orElse(() -> { });
    if (sessions != null) {
      long sweep = Math.max(10, Math.min(30_000, settings.sessionIdleTimeout().toMillis() / 2));
      scheduler.scheduleAtFixedRate(() -> later(sessions::expire), sweep, sweep, TimeUnit.MILLISECONDS);
    }
  }

  /** A service answering for {@code endpoint} with these settings; reads the endpoint's tool list once. */
  public static StreamableHttpService create(McpEndpoint endpoint, StreamableHttpSettings settings) {
    return new StreamableHttpService(endpoint, settings, null);
  }

  /** A service whose 2025-era sessions use {@code era}'s settings (its engine must be {@code endpoint}). */
  public static StreamableHttpService create(McpEndpoint endpoint, StreamableHttpSettings settings, LegacyEra era) {
    return new StreamableHttpService(endpoint, settings, Objects.requireNonNull(era, "era"));
  }

  /**
   * Ends the GET streams of the 2025-era sessions (the sessions stay): a server stopping
   * gracefully calls it first, since those streams never end by themselves.
   */
  public void endSessionStreams() {
    if (sessions != null) {
      sessions.all().forEach(session -> session.stream.detach());
    }
  }

  /** How many 2025-era sessions are open now. */
  public int openSessions() {
    return sessions == null ? 0 : sessions.size();
  }

  /**
   * Tells every 2025-era session subscribed to {@code uri} that the resource changed
   * ({@code notifications/resources/updated} on its GET stream, kept for a reconnect when none is
   * open).
   *
   * @return how many sessions were told
   */
  public int resourceUpdated(String uri) {
    if (sessions == null) {
      return 0;
    }
    JsonObject notification = JsonObject.builder().put("jsonrpc", "2.0")
        .put("method", "notifications/resources/updated")
        .put("params", JsonObject.of("uri", JsonString.of(uri))).build();
    int told = 0;
    for (HttpSessions.Session session : sessions.all()) {
      if (session.legacy.subscriptions().contains(uri)) {
        session.stream.send(notification);
        told++;
      }
    }
    return told;
  }

  public StreamableHttpSettings settings() {
    return settings;
  }

  /** Cancels every request still running and stops the service's timers. */
  @Override
  public void close() {
    stopObserving.run();
    running.forEach(cancellation -> cancellation.cancel("the server is stopping"));
    if (sessions != null) {
      sessions.closeAll();
    }
    scheduler.shutdownNow();
    timedWork.shutdownNow();
  }

  /**
   * Serves one exchange for the MCP endpoint. Never throws: whatever happens, the exchange is
   * answered or aborted.
   */
  public void serve(StreamableHttpExchange exchange) {
    try {
      check(exchange);
    } catch (Throwable unexpected) { // answer something whatever happened; never leave the client hanging
      LOG.log(Level.ERROR, "unexpected failure serving a request", LogText.sanitized(unexpected));
      sendError(exchange, 200, ErrorCodes.INTERNAL_ERROR, "Internal error", true);
    }
  }

  private void check(StreamableHttpExchange exchange) throws IOException {
    RequestHeaders headers = exchange.headers();
    boolean sessionVerb = sessions != null && ("GET".equals(exchange.method()) || "DELETE".equals(exchange.method()))
        && headers.first(McpHeaders.SESSION_ID) != null;
    if (!"POST".equals(exchange.method()) && !sessionVerb) {
      // 2026-07-28 has no GET stream and no sessions to DELETE; 2025-era ones name their session.
      exchange.setHeader("Allow", sessions == null ? "POST" : "GET, POST, DELETE");
      exchange.send(405, null, false);
      return;
    }
    InetAddress local = exchange.localAddress();
    String origin = origins.refused(headers.all("Origin"), local != null && local.isLoopbackAddress());
    if (origin != null) {
      sendError(exchange, 403, ErrorCodes.INVALID_REQUEST, "Forbidden: Origin " + origin + " is not allowed", false);
      return;
    }
    String host = hosts.refused(headers.all("Host"), local);
    if (host != null) {
      sendError(exchange, 403, ErrorCodes.INVALID_REQUEST, "Forbidden: Host " + host + " is not allowed", false);
      return;
    }
    String principal;
    try {
      principal = settings.authenticator().authenticate(headers);
    } catch (AuthenticationException refused) {
      if (refused.challenge() != null) {
        exchange.setHeader("WWW-Authenticate", refused.challenge());
      }
      sendError(exchange, refused.status(), ErrorCodes.INVALID_REQUEST,
          (refused.status() == 403 ? "Forbidden: " : "Unauthorized: ") + refused.getMessage(), false);
      return;
    }
    if (sessionVerb) {
      sessionVerb(exchange, headers, principal);
      return;
    }
    if (!isJson(headers.first("Content-Type"))) {
      sendError(exchange, 415, ErrorCodes.INVALID_REQUEST,
          "Unsupported Media Type: the body must be application/json", false);
      return;
    }
    long declared;
    try {
      declared = contentLength(headers.all("Content-Length"));
    } catch (IllegalArgumentException malformed) {
      sendError(exchange, 400, ErrorCodes.INVALID_REQUEST, "Bad Request: " + malformed.getMessage(), true);
      return;
    }
    if (declared > settings.maxBodyBytes()) {
      sendError(exchange, 413, ErrorCodes.INVALID_REQUEST, tooLarge(), true); // unread: closed, never drained
      return;
    }
    readBody(exchange, declared, body -> answer(exchange, headers, principal, body));
  }

  /** Everything after the body has arrived. */
  private void answer(StreamableHttpExchange exchange, RequestHeaders headers, String principal, byte[] body) {
    JsonValue message;
    try {
      message = Json.parse(body);
    } catch (RuntimeException notJson) {
      sendError(exchange, 400, ErrorCodes.PARSE_ERROR, "Parse error: Invalid JSON", false);
      return;
    }
    if (sessions != null && message instanceof JsonObject && isLegacy(headers, (JsonObject) message)) {
      legacy(exchange, headers, principal, (JsonObject) message);
      return;
    }
    if (message instanceof JsonObject && ((JsonObject) message).has("method") && ((JsonObject) message).has("id")
        && RequestId.isValid(((JsonObject) message).get("id"))) {
      JsonObject request = (JsonObject) message;
      RequestId id = RequestId.from(request.get("id"));
      String problem = HeaderCheck.problem(headers, request);
      if (problem == null) {
        problem = paramProblem(headers, request);
      }
      if (problem != null) {
        reply(new ResponseChannel(exchange, false, true, () -> { }),
            ServerReply.error(id, JsonRpcError.of(ErrorCodes.HEADER_MISMATCH, problem)));
        return;
      }
      String accept = headers.first("Accept");
      if (JsonString.of(McpMethods.SUBSCRIPTIONS_LISTEN).equals(request.get("method"))
          && !accepts(accept, "text/event-stream")) {
        // Its notifications and keep-alives travel only as events: without them the stream could
        // neither deliver nor find out that its client left.
        reply(new ResponseChannel(exchange, false, true, () -> { }), ServerReply.error(id,
            JsonRpcError.of(ErrorCodes.INVALID_REQUEST,
                "Invalid Request: subscriptions/listen answers with an event stream; accept text/event-stream")));
        return;
      }
      boolean listen = JsonString.of(McpMethods.SUBSCRIPTIONS_LISTEN).equals(request.get("method"));
      request(exchange, id, principal, accepts(accept, "text/event-stream"), accepts(accept, "application/json"),
          listen, (context, channel) -> endpoint.handle(request, context));
    } else {
      // A notification (202) or something that is not a request (an error, answered at once).
      ResponseChannel channel = new ResponseChannel(exchange, false, true, () -> { });
      endpoint.handle(message, RequestContext.builder().principal(principal).build())
          .whenComplete((reply, failure) -> replyOrFail(channel, null, reply, failure));
    }
  }

  /**
   * Whether a message belongs to a 2025-era session: an {@code initialize} without the 2026-07-28
   * {@code _meta}, or anything without it that names a session (responses never carry it).
   */
  private static boolean isLegacy(RequestHeaders headers, JsonObject message) {
    if (LegacyEra.isInitialize(message)) {
      return true;
    }
    return headers.first(McpHeaders.SESSION_ID) != null && (!message.has("method") || LegacyEra.isLegacy(message));
  }

  /** A POSTed message of a 2025-era session (or the initialize that opens one). */
  private void legacy(StreamableHttpExchange exchange, RequestHeaders headers, String principal, JsonObject message) {
    String sessionId = headers.first(McpHeaders.SESSION_ID);
    HttpSessions.Session session;
    if (sessionId == null) {
      session = sessions.open(principal);
      if (session == null) {
        LOG.log(Level.WARNING, "{0} sessions are open; refusing another", settings.maxSessions());
        sendError(exchange, 503, ErrorCodes.INTERNAL_ERROR,
            "Service Unavailable: too many sessions are open; try again later", false);
        return;
      }
      exchange.setHeader(McpHeaders.SESSION_ID, session.id);
    } else {
      session = sessions.find(sessionId, principal);
      if (session == null) {
        sendError(exchange, 404, ErrorCodes.INVALID_REQUEST, "Not Found: no such session (it may have ended)", false);
        return;
      }
      String version = headers.first(McpHeaders.PROTOCOL_VERSION);
      if (version != null && !LegacyEra.VERSIONS.contains(version.trim())) {
        sendError(exchange, 400, ErrorCodes.INVALID_REQUEST, "Bad Request: the "
            + McpHeaders.PROTOCOL_VERSION + " of this request is not a version this session speaks", false);
        return;
      }
    }
    HttpSessions.Session opened = session;
    if (!message.has("method")) {
      // The client's answer to one of the session's requests: acknowledged first, so the round it
      // completes does not hold up this exchange.
      try {
        exchange.send(202, null, false);
      } catch (IOException e) {
        exchange.abort();
      }
      opened.legacy.acceptResponse(message);
      return;
    }
    if (!message.has("id") || !RequestId.isValid(message.get("id"))) {
      opened.legacy.handle(message, RequestContext.builder().principal(principal).build(), ignored -> { },
          Runnable::run);
      ResponseChannel channel = new ResponseChannel(exchange, false, true, () -> { });
      channel.accepted();
      return;
    }
    RequestId id = RequestId.from(message.get("id"));
    String accept = headers.first("Accept");
    boolean initialize = sessionId == null;
    request(exchange, id, principal, accepts(accept, "text/event-stream"), accepts(accept, "application/json"),
        false, (context, channel) -> opened.legacy.handle(message, context, toClient(channel, accept), Runnable::run)
            .whenComplete((reply, failure) -> {
              opened.touch(System.nanoTime());
              if (initialize && (failure != null || opened.legacy.protocolVersion() == null)) {
                sessions.end(opened); // a failed initialize leaves no session behind
              }
            }));
  }

  /** The request's event stream as the way to the client; refused when its {@code Accept} excludes streams. */
  private static ClientChannel toClient(ResponseChannel channel, String accept) {
    boolean streams = accepts(accept, "text/event-stream");
    return message -> {
      if (!streams) {
        throw new IllegalStateException("the request's Accept header excludes text/event-stream");
      }
      channel.notification(message);
    };
  }

  /** GET (the session's stream) or DELETE (the end of the session) with an {@code Mcp-Session-Id}. */
  private void sessionVerb(StreamableHttpExchange exchange, RequestHeaders headers, String principal)
      throws IOException {
    HttpSessions.Session session = sessions.find(headers.first(McpHeaders.SESSION_ID), principal);
    if (session == null) {
      sendError(exchange, 404, ErrorCodes.INVALID_REQUEST, "Not Found: no such session (it may have ended)", false);
      return;
    }
    if ("DELETE".equals(exchange.method())) {
      sessions.end(session);
      exchange.send(204, null, false);
      return;
    }
    if (!accepts(headers.first("Accept"), "text/event-stream")) {
      sendError(exchange, 406, ErrorCodes.INVALID_REQUEST, "Not Acceptable: the stream is text/event-stream", false);
      return;
    }
    session.stream.attach(exchange, headers.first(McpHeaders.LAST_EVENT_ID));
    long keepAlive = settings.keepAliveInterval().toMillis();
    try {
      session.stream.keepAlives(scheduler.scheduleAtFixedRate(() -> later(session.stream::keepAlive), keepAlive,
          keepAlive, TimeUnit.MILLISECONDS));
    } catch (RejectedExecutionException stopping) {
      session.stream.detach();
    }
    exchange.onClientGone(() -> later(() -> session.stream.detach(exchange)));
  }

  private void request(StreamableHttpExchange exchange, RequestId id, String principal,
      boolean streamAllowed, boolean jsonAllowed, boolean openEnded,
      BiFunction<RequestContext, ResponseChannel, CompletionStage<ServerReply>> handler) {
    Cancellation cancellation = Cancellation.create();
    AtomicBoolean timedOut = new AtomicBoolean();
    ResponseChannel channel = new ResponseChannel(exchange, streamAllowed, jsonAllowed,
        () -> cancellation.cancel("the client closed the response stream"));
    exchange.onClientGone(() -> later(channel::clientGone));
    Deadlines.Timer keepAlives;
    Deadlines.Timer deadline;
    try {
      keepAlives = deadlines.every(settings.keepAliveInterval(), () -> later(channel::keepAlive));
      // A subscriptions/listen stream is meant to stay open: keep-alives find a client that left.
      deadline = openEnded ? null
          : deadlines.after(settings.requestTimeout(), () -> later(() -> {
            if (!channel.isDone()) {
              timedOut.set(true);
              cancellation.cancel("the request exceeded the server's time limit");
            }
          }));
    } catch (RejectedExecutionException stopping) {
      sendError(exchange, 503, ErrorCodes.INTERNAL_ERROR, "Service Unavailable: the server is stopping", true);
      return;
    }
    running.add(cancellation);
    RequestContext context = RequestContext.builder()
        .principal(principal)
        .cancellation(cancellation)
        .notifications(channel::notification)
        .build();
    CompletionStage<ServerReply> reply;
    try {
      reply = handler.apply(context, channel);
    } catch (RuntimeException e) {
      LOG.log(Level.ERROR, "the endpoint failed", LogText.sanitized(e));
      reply = CompletableFuture.completedFuture(internalError(id));
    }
    reply.whenComplete((done, failure) -> {
      keepAlives.cancel();
      if (deadline != null) {
        deadline.cancel();
      }
      running.remove(cancellation);
      if (done != null && done.kind() == ServerReply.Kind.CANCELLED && timedOut.get()) {
        LOG.log(Level.WARNING, "a request exceeded the time limit of {0}; cancelled", settings.requestTimeout());
        reply(channel, ServerReply.error(id, JsonRpcError.of(ErrorCodes.INTERNAL_ERROR,
            "Internal error: the request exceeded the server's time limit")));
      } else {
        replyOrFail(channel, id, done, failure);
      }
    });
  }

  /** The {@code Mcp-Param-*} check of a {@code tools/call} whose tool declares {@code x-mcp-header}s. */
  private String paramProblem(RequestHeaders headers, JsonObject request) {
    if (!(request.get("params") instanceof JsonObject)
        || !JsonString.of("tools/call").equals(request.get("method"))) {
      return null;
    }
    JsonObject params = (JsonObject) request.get("params");
    JsonValue name = params.get("name");
    JsonValue arguments = params.get("arguments");
    if (!(name instanceof JsonString) || !(arguments instanceof JsonObject)) {
      return null; // the engine answers a malformed call itself
    }
    return toolParams.of(name.asString()).problem(headers, (JsonObject) arguments);
  }

  /** Runs timed work on a worker thread, so the timer thread itself never blocks. */
  private void later(Runnable work) {
    try {
      timedWork.execute(work);
    } catch (RejectedExecutionException stopping) {
      work.run(); // the service is stopping: do it here rather than never
    }
  }

  private void replyOrFail(ResponseChannel channel, RequestId id, ServerReply reply, Throwable failure) {
    if (failure != null) {
      LOG.log(Level.ERROR, "the endpoint's reply failed", LogText.sanitized(failure));
      reply(channel, internalError(id));
    } else {
      reply(channel, reply);
    }
  }

  private static void reply(ResponseChannel channel, ServerReply reply) {
    switch (reply.kind()) {
      case RESPONSE:
        channel.respond(reply.body().orElseThrow(), status(reply));
        break;
      case ACCEPTED:
        channel.accepted();
        break;
      case CANCELLED:
      default:
        channel.abandon(); // the client went away: nothing more is sent for this request
    }
  }

  /** The engine's hint, except that a body which is not a single request is a client error over HTTP. */
  static int status(ServerReply reply) {
    JsonValue error = reply.body().map(body -> body.get("error")).orElse(null);
    if (error instanceof JsonObject && ((JsonObject) error).get("code") instanceof JsonNumber) {
      JsonNumber code = (JsonNumber) ((JsonObject) error).get("code");
      if (code.isIntegral() && (code.intValue() == ErrorCodes.PARSE_ERROR
          || code.intValue() == ErrorCodes.INVALID_REQUEST)) {
        return 400;
      }
    }
    return reply.httpStatus();
  }

  /**
   * Reads the body within {@code bodyReadTimeout} and hands it to {@code next}; otherwise answers
   * (413 too large, 400 unreadable) or, when it is too slow, aborts the exchange.
   */
  private void readBody(StreamableHttpExchange exchange, long declared, java.util.function.Consumer<byte[]> next) {
    AtomicBoolean reading = new AtomicBoolean(true);
    Deadlines.Timer watchdog;
    try {
      watchdog = deadlines.after(settings.bodyReadTimeout(), () -> {
        if (reading.compareAndSet(true, false)) {
          LOG.log(Level.INFO, "a request body took longer than {0} to arrive; dropping the connection",
              settings.bodyReadTimeout());
          exchange.abort(); // no response: dropping the connection ends a blocked read
        }
      });
    } catch (RejectedExecutionException stopping) {
      sendError(exchange, 503, ErrorCodes.INTERNAL_ERROR, "Service Unavailable: the server is stopping", true);
      return;
    }
    exchange.readBody(settings.maxBodyBytes(), declared, new StreamableHttpExchange.BodyReceiver() {
      @Override
      public void received(byte[] body) {
        watchdog.cancel();
        if (reading.compareAndSet(true, false)) {
          try {
            next.accept(body);
          } catch (RuntimeException unexpected) {
            LOG.log(Level.ERROR, "unexpected failure serving a request", LogText.sanitized(unexpected));
            sendError(exchange, 200, ErrorCodes.INTERNAL_ERROR, "Internal error", true);
          }
        } // else the watchdog aborted it just as the last byte came
      }

      @Override
      public void tooLarge() {
        watchdog.cancel();
        if (reading.compareAndSet(true, false)) {
          sendError(exchange, 413, ErrorCodes.INVALID_REQUEST, StreamableHttpService.this.tooLarge(), true);
        }
      }

      @Override
      public void failed(IOException failure) {
        watchdog.cancel();
        if (reading.compareAndSet(true, false)) {
          LOG.log(Level.DEBUG, "the request body could not be read", LogText.sanitized(failure));
          // A malformed body (a bad chunk) or a client that left: answer if anyone listens, then close.
          sendError(exchange, 400, ErrorCodes.INVALID_REQUEST, "Bad Request: the body could not be read", true);
        }
      }
    });
  }

  private String tooLarge() {
    return "Payload Too Large: the body may hold at most " + settings.maxBodyBytes() + " bytes";
  }

  private static ServerReply internalError(RequestId id) {
    return ServerReply.error(id, JsonRpcError.of(ErrorCodes.INTERNAL_ERROR, "Internal error"));
  }

  /** A JSON-RPC error body without an id (the request's could not be read) with an HTTP status. */
  private static void sendError(StreamableHttpExchange exchange, int status, int code, String message,
      boolean closeConnection) {
    byte[] body = Json.encode(new JsonRpcErrorResponse(null, JsonRpcError.of(code, message)).toJson(), JsonValue.CODEC);
    try {
      exchange.setHeader("Content-Type", "application/json");
      exchange.send(status, body, closeConnection);
    } catch (IOException | RuntimeException e) {
      LOG.log(Level.DEBUG, "could not send a {0} response", status);
      exchange.abort();
    }
  }

  static boolean isJson(String contentType) {
    if (contentType == null) {
      return false;
    }
    int semicolon = contentType.indexOf(';');
    String mediaType = (semicolon < 0 ? contentType : contentType.substring(0, semicolon)).trim();
    return mediaType.toLowerCase(Locale.ROOT).equals("application/json");
  }

  /** Whether an {@code Accept} header (absent: anything) admits {@code mediaType}. */
  static boolean accepts(String accept, String mediaType) {
    if (accept == null) {
      return true;
    }
    String wildcard = mediaType.substring(0, mediaType.indexOf('/')) + "/*";
    for (String range : accept.split(",")) {
      int semicolon = range.indexOf(';');
      String type = (semicolon < 0 ? range : range.substring(0, semicolon)).trim().toLowerCase(Locale.ROOT);
      if (type.equals(mediaType) || type.equals(wildcard) || type.equals("*/*")) {
        return true;
      }
    }
    return false;
  }

  /**
   * The declared body length, or -1 when none is declared.
   *
   * @throws IllegalArgumentException when a value is not a decimal number below 2^63, or
   *     two values disagree (RFC 9110 §8.6: the message cannot be framed)
   */
  static long contentLength(List<String> values) {
    long length = -1;
    for (String header : values) {
      for (String part : header.split(",", -1)) {
        String value = part.trim();
        if (value.isEmpty() || !value.chars().allMatch(c -> c >= '0' && c <= '9')) {
          throw new IllegalArgumentException("Content-Length must be a decimal number");
        }
        long parsed;
        try {
          parsed = Long.parseLong(value);
        } catch (NumberFormatException overflow) {
          throw new IllegalArgumentException("Content-Length must be below 2^63");
        }
        if (length >= 0 && parsed != length) {
          throw new IllegalArgumentException("the Content-Length values disagree");
        }
        length = parsed;
      }
    }
    return length;
  }

  private static ThreadFactory daemons(String prefix) {
    AtomicInteger count = new AtomicInteger();
    return task -> {
      Thread thread = new Thread(task, prefix + "-" + count.incrementAndGet());
      thread.setDaemon(true);
      return thread;
    };
  }
}
