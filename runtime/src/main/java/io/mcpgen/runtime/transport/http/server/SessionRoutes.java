package io.mcpgen.runtime.transport.http.server;

import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.jsonrpc.ErrorCodes;
import io.mcpgen.runtime.jsonrpc.JsonRpcMessage;
import io.mcpgen.runtime.jsonrpc.JsonRpcNotification;
import io.mcpgen.runtime.jsonrpc.JsonRpcRequest;
import io.mcpgen.runtime.log.LogSummary;
import io.mcpgen.runtime.server.RequestContext;
import io.mcpgen.runtime.server.SessionEra;
import io.mcpgen.runtime.transport.http.McpHeaders;
import java.io.IOException;
import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Consumer;

/**
 * Sessions over Streamable HTTP, for an endpoint that serves a session-based era: the message that
 * opens a session gets the session's id back in {@code Mcp-Session-Id}; the session's requests
 * carry that header and are answered on their own POST (an event stream when the session sends
 * the client requests of its own, whose answers the client POSTs); {@code GET} opens the
 * session's stream for its messages of no request; {@code DELETE} ends the session. An unknown or
 * ended id gets 404.
 *
 * <p>Every event of a session's streams has an id naming its stream ({@link EventIds}). A GET with
 * {@code Last-Event-ID} resumes the stream that id belongs to: the GET stream, or the response
 * stream of a POST whose connection broke ({@link ResumableStream}), which then goes on on the GET
 * and ends after the response. An id of no kept stream of the session gets 404, one that is not an
 * event id at all 400.
 */
final class SessionRoutes implements AutoCloseable {

  private static final System.Logger LOG = System.getLogger(SessionRoutes.class.getName());
  private static final long SUMMARY_INTERVAL_MILLIS = 60_000;

  private final SessionEra era;
  private final StreamableHttpSettings settings;
  private final ServiceTimers timers;
  private final RequestRuns runs;
  private final HttpSessions sessions;

  SessionRoutes(SessionEra era, StreamableHttpSettings settings, ServiceTimers timers, RequestRuns runs) {
    this.era = era;
    this.settings = settings;
    this.timers = timers;
    this.runs = runs;
    this.sessions = new HttpSessions(era, settings.maxSessions(), settings.maxSessionsPerPrincipal(),
        settings.sessionIdleTimeout(), System::nanoTime, new RoomLog(SUMMARY_INTERVAL_MILLIS),
        new HttpSessions.ReplayLimit(settings.sessionReplayEvents(), settings.sessionReplayBytes()));
    long sweep = Math.max(10, Math.min(30_000, settings.sessionIdleTimeout().toMillis() / 2));
    timers.every(Duration.ofMillis(sweep), sessions::expire);
  }

  /**
   * Whether a POSTed message is a session's: one that opens a session, or one of the session's
   * own that names a session (a response always is).
   */
  boolean takes(RequestHeaders headers, JsonObject message) {
    if (era.opens(message)) {
      return true;
    }
    return headers.first(McpHeaders.SESSION_ID) != null && (!message.has("method") || era.belongsToSession(message));
  }

  /** A POSTed message of a session (or the one that opens it), already classified. */
  void post(HttpServerExchange exchange, RequestHeaders headers, String principal, JsonRpcMessage message,
      JsonObject raw) {
    String sessionId = headers.first(McpHeaders.SESSION_ID);
    HttpSessions.Session session = sessionId == null ? open(exchange, principal) : find(exchange, headers, principal);
    if (session == null) {
      return; // refused, and answered
    }
    if (message instanceof JsonRpcNotification) {
      session.session.handle(raw, RequestContext.builder().principal(principal).build(), ignored -> { },
          Runnable::run);
      new ResponseChannel(exchange, false, true, () -> { }).accepted();
      return;
    }
    if (!(message instanceof JsonRpcRequest)) {
      // The client's answer to one of the session's requests: acknowledged first, so the round it
      // completes does not hold up this exchange.
      try {
        exchange.send(202, null, false);
      } catch (IOException e) {
        exchange.abort();
      }
      session.session.acceptResponse(raw);
      return;
    }
    String accept = headers.first("Accept");
    boolean opening = sessionId == null;
    runs.run(exchange, RequestRuns.Shape.of(((JsonRpcRequest) message).id(), accept, false), principal,
        session.responses.open(), (context, channel) -> session.session.handle(raw, context, toClient(channel, accept), Runnable::run)
            .whenComplete((reply, failure) -> {
              session.touch(System.nanoTime());
              if (opening && (failure != null || !session.session.isOpen())) {
                sessions.end(session); // a failed opening leaves no session behind
              }
            }));
  }

  /** GET (the session's stream) or DELETE (the end of the session) with an {@code Mcp-Session-Id}. */
  void verb(HttpServerExchange exchange, RequestHeaders headers, String principal) throws IOException {
    HttpSessions.Session session = sessions.find(headers.first(McpHeaders.SESSION_ID), principal);
    if (session == null) {
      notFound(exchange);
      return;
    }
    if ("DELETE".equals(exchange.method())) {
      sessions.end(session);
      exchange.send(204, null, false);
      return;
    }
    if (!MediaTypes.accepts(headers.first("Accept"), MediaTypes.EVENT_STREAM)) {
      HttpErrors.send(exchange, 406, ErrorCodes.INVALID_REQUEST, "Not Acceptable: the stream is text/event-stream",
          false);
      return;
    }
    String lastEventId = headers.first(McpHeaders.LAST_EVENT_ID);
    if (lastEventId == null) {
      listen(session, exchange, -1);
      return;
    }
    EventIds.Parsed parsed = session.ids.parse(lastEventId);
    if (parsed.kind() == EventIds.Kind.MALFORMED) {
      HttpErrors.send(exchange, 400, ErrorCodes.INVALID_REQUEST,
          "Bad Request: the " + McpHeaders.LAST_EVENT_ID + " is not an event id of this server", false);
    } else if (parsed.kind() == EventIds.Kind.FOREIGN) {
      noStream(exchange);
    } else if (parsed.cursor().stream() == EventIds.SESSION_STREAM) {
      listen(session, exchange, parsed.cursor().event());
    } else {
      resume(session, exchange, parsed.cursor());
    }
  }

  /** The session's GET stream on {@code exchange}, replaying its events after {@code after} (none when negative). */
  private void listen(HttpSessions.Session session, HttpServerExchange exchange, long after) throws IOException {
    session.stream.attach(exchange, after);
    try {
      session.stream.keepAlives(timers.every(settings.keepAliveInterval(), session.stream::keepAlive));
    } catch (RejectedExecutionException stopping) {
      session.stream.detach();
    }
    exchange.onClientGone(() -> timers.later(() -> session.stream.detach(exchange)));
  }

  /** A POST's response stream resumed on {@code exchange}, after the event {@code cursor} names. */
  private void resume(HttpSessions.Session session, HttpServerExchange exchange, EventIds.Cursor cursor)
      throws IOException {
    ResumableStream stream = session.responses.find(cursor.stream());
    if (stream == null || !stream.resume(exchange, cursor.event())) {
      noStream(exchange);
      return;
    }
    try {
      stream.keepAlives(timers.every(settings.keepAliveInterval(), stream::keepAlive));
      timers.later(() -> stream.endReplayed(exchange));
    } catch (RejectedExecutionException stopping) {
      stream.lost(exchange);
    }
    exchange.onClientGone(() -> timers.later(() -> stream.lost(exchange)));
  }

  /** Ends the GET streams (the sessions stay): a server stopping gracefully does it first. */
  void endStreams() {
    sessions.all().forEach(session -> session.stream.detach());
  }

  int openSessions() {
    return sessions.size();
  }

  @Override
  public void close() {
    sessions.closeAll();
  }

  private HttpSessions.Session open(HttpServerExchange exchange, String principal) {
    HttpSessions.Session session = sessions.open(SessionOwner.of(principal, exchange.remoteAddress()));
    if (session == null) {
      HttpErrors.send(exchange, 503, ErrorCodes.INTERNAL_ERROR,
          "Service Unavailable: too many sessions are open; try again later", false);
      return null;
    }
    exchange.setHeader(McpHeaders.SESSION_ID, session.id);
    return session;
  }

  private HttpSessions.Session find(HttpServerExchange exchange, RequestHeaders headers, String principal) {
    HttpSessions.Session session = sessions.find(headers.first(McpHeaders.SESSION_ID), principal);
    if (session == null) {
      notFound(exchange);
      return null;
    }
    String version = headers.first(McpHeaders.PROTOCOL_VERSION);
    if (version != null && !era.versions().contains(version.trim())) {
      HttpErrors.send(exchange, 400, ErrorCodes.INVALID_REQUEST, "Bad Request: the " + McpHeaders.PROTOCOL_VERSION
          + " of this request is not a version this session speaks", false);
      return null;
    }
    return session;
  }

  /**
   * Sessions refused and ended to make room, as one summary line a minute at most: a client
   * opening sessions in a loop must not write a line per attempt.
   */
  private static final class RoomLog implements HttpSessions.Listener {
    private final LogSummary summary;

    RoomLog(long intervalMillis) {
      this.summary = new LogSummary(LOG, Level.WARNING, "2025-era session table (refused: 503, evicted: least "
          + "recently used idle session ended to make room)", intervalMillis);
    }

    @Override
    public void evicted(SessionOwner owner, SessionOwner opener) {
      summary.record("evicted", opener.shown());
    }

    @Override
    public void refused(SessionOwner opener) {
      summary.record("refused", opener.shown());
    }
  }

  private static void noStream(HttpServerExchange exchange) {
    HttpErrors.send(exchange, 404, ErrorCodes.INVALID_REQUEST, "Not Found: the " + McpHeaders.LAST_EVENT_ID
        + " names no stream of this session that can be resumed (its events are no longer kept)", false);
  }

  private static void notFound(HttpServerExchange exchange) {
    HttpErrors.send(exchange, 404, ErrorCodes.INVALID_REQUEST, "Not Found: no such session (it may have ended)", false);
  }

  /** The request's event stream as the way to the client; refused when its {@code Accept} excludes streams. */
  private static Consumer<JsonObject> toClient(ResponseChannel channel, String accept) {
    boolean streams = MediaTypes.accepts(accept, MediaTypes.EVENT_STREAM);
    return message -> {
      if (!streams) {
        throw new IllegalStateException("the request's Accept header excludes text/event-stream");
      }
      channel.notification(message);
    };
  }
}
