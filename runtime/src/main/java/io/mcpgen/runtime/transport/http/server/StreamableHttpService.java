package io.mcpgen.runtime.transport.http.server;

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
import io.mcpgen.runtime.log.LogText;
import io.mcpgen.runtime.mrtr.McpMethods;
import io.mcpgen.runtime.server.McpEndpoint;
import io.mcpgen.runtime.server.RequestContext;
import io.mcpgen.runtime.server.ServerReply;
import io.mcpgen.runtime.server.SessionEra;
import java.lang.System.Logger.Level;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;

/**
 * Streamable HTTP (MCP 2026-07-28) on any HTTP server: the server routes a request for the MCP
 * endpoint here as a {@link HttpServerExchange}, and this service checks it, runs it on the
 * endpoint and answers it. The head is checked first ({@link Admission}: method, {@code Origin},
 * {@code Host}, authentication, {@code Content-Type}, {@code Content-Length}); then the body (413
 * once it passes the limit, 400 {@code -32700} when not JSON, 400 {@code -32600} when no JSON-RPC
 * message); then for a request the mirrored headers (400, {@code -32020}) before the endpoint sees
 * it. Nothing a client sends makes it answer 500, and no response names a Java class.
 *
 * <p>A request is answered {@code application/json}, or with a {@code text/event-stream} when
 * something must be sent before its result (progress, log notifications, a keep-alive while it
 * runs long). A client that leaves cancels its request; a request running past
 * {@code requestTimeout} is cancelled and answered {@code -32603}, except a
 * {@code subscriptions/listen} stream, which stays open until its client leaves or the server
 * ends it.
 *
 * <p>When the endpoint serves a session-based era too ({@link McpEndpoint#sessions()}: the 2025
 * revisions with {@code mcpgen-legacy}), its clients are served on the same endpoint from the same
 * handlers, in sessions ({@link SessionRoutes}); a request carrying the 2026-07-28 {@code _meta} is
 * stateless whatever headers it has. Sessions are capped in number and end after idling past
 * {@link StreamableHttpSettings#sessionIdleTimeout()}.
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
  private final MemoryBudget budget;
  private final Admission admission;
  private final ToolParamIndex toolParams;
  private final ServiceTimers timers;
  private final BodyReading bodies;
  private final RequestRuns runs;
  /** Null when no sessions are served. */
  private final SessionRoutes sessions;

  private StreamableHttpService(McpEndpoint endpoint, StreamableHttpSettings settings) {
    this.endpoint = Objects.requireNonNull(endpoint, "endpoint");
    this.settings = Objects.requireNonNull(settings, "settings");
    this.budget = new MemoryBudget(settings.memoryBudget());
    this.admission = new Admission(settings, budget);
    this.toolParams = ToolParamIndex.read(endpoint);
    this.timers = new ServiceTimers(settings);
    this.bodies = new BodyReading(settings, timers.deadlines());
    this.runs = new RequestRuns(settings, timers);
    SessionEra era = settings.legacySessions() ? endpoint.sessions().orElse(null) : null;
    this.sessions = era == null ? null : new SessionRoutes(era, settings, timers, runs);
  }

  /** A service answering for {@code endpoint} with these settings; reads the endpoint's tool list once. */
  public static StreamableHttpService create(McpEndpoint endpoint, StreamableHttpSettings settings) {
    return new StreamableHttpService(endpoint, settings);
  }

  /**
   * Ends the GET streams of the sessions (the sessions stay): a server stopping gracefully calls it
   * first, since those streams never end by themselves.
   */
  public void endSessionStreams() {
    if (sessions != null) {
      sessions.endStreams();
    }
  }

  /** How many sessions are open now. */
  public int openSessions() {
    return sessions == null ? 0 : sessions.openSessions();
  }

  /**
   * The bytes that requests in flight and their unwritten replies hold now, as counted against
   * {@link StreamableHttpSettings#memoryBudget()}: 0 when nothing is in flight.
   */
  public long memoryInUse() {
    return budget.inUse();
  }

  public StreamableHttpSettings settings() {
    return settings;
  }

  /** Cancels every request still running, ends the sessions and stops the service's timers. */
  @Override
  public void close() {
    runs.close();
    if (sessions != null) {
      sessions.close();
    }
    timers.close();
  }

  /**
   * Serves one exchange for the MCP endpoint. Never throws: whatever happens, the exchange is
   * answered or aborted.
   */
  public void serve(HttpServerExchange served) {
    BudgetedExchange exchange = new BudgetedExchange(served, budget.hold());
    try {
      Admission.Admitted admitted = admission.check(exchange, sessions != null);
      if (admitted == null) {
        return;
      }
      if (admitted.sessionVerb()) {
        sessions.verb(exchange, admitted.headers(), admitted.principal());
        return;
      }
      bodies.read(exchange, admitted.declaredLength(), exchange.hold(), body -> answer(exchange, admitted, body));
    } catch (Throwable unexpected) { // answer something whatever happened; never leave the client hanging
      LOG.log(Level.ERROR, "unexpected failure serving a request", LogText.sanitized(unexpected));
      HttpErrors.send(exchange, 200, ErrorCodes.INTERNAL_ERROR, "Internal error", true);
    }
  }

  /** Everything after the body has arrived: the JSON classified once, then handed on by its kind. */
  private void answer(HttpServerExchange exchange, Admission.Admitted admitted, byte[] body) {
    JsonValue json;
    try {
      json = Json.parse(body);
    } catch (RuntimeException notJson) {
      HttpErrors.send(exchange, 400, ErrorCodes.PARSE_ERROR, "Parse error: Invalid JSON", false);
      return;
    }
    JsonRpcMessage message;
    try {
      message = JsonRpcMessages.parse(json);
    } catch (InvalidMessageException invalid) {
      RequestRuns.answer(exchange, invalid.requestId(), CompletableFuture.completedFuture(ServerReply.invalid(invalid)));
      return;
    }
    if (!authorized(exchange, admitted.caller(), message)) {
      return;
    }
    JsonObject raw = (JsonObject) json; // every message is an object
    RequestHeaders headers = admitted.headers();
    String principal = admitted.principal();
    if (sessions != null && sessions.takes(headers, raw)) {
      sessions.post(exchange, headers, principal, message, raw);
    } else if (message instanceof JsonRpcRequest) {
      request(exchange, headers, principal, (JsonRpcRequest) message);
    } else {
      // A notification (202), or a response, which a server takes from no client (an error at once).
      RequestRuns.answer(exchange, null, endpoint.handle(message, RequestContext.builder().principal(principal).build()));
    }
  }

  /**
   * Whether the caller may send this message, decided on the parsed method and params, before it
   * is routed to either era; a refusal is answered (403 with the authenticator's challenge). A
   * response names no method and asks for nothing: it can only answer a request of a session
   * that was itself authorized.
   */
  private static boolean authorized(HttpServerExchange exchange, AuthenticatedCaller caller, JsonRpcMessage message) {
    String method;
    JsonObject params;
    if (message instanceof JsonRpcRequest) {
      method = ((JsonRpcRequest) message).method();
      params = ((JsonRpcRequest) message).params();
    } else if (message instanceof JsonRpcNotification) {
      method = ((JsonRpcNotification) message).method();
      params = ((JsonRpcNotification) message).params();
    } else {
      return true;
    }
    try {
      caller.authorize(method, params);
      return true;
    } catch (AuthenticationException refused) {
      Admission.refuse(exchange, refused);
      return false;
    }
  }

  /** A stateless request: its mirrored headers checked, then run on the endpoint. */
  private void request(HttpServerExchange exchange, RequestHeaders headers, String principal,
      JsonRpcRequest request) {
    String problem = HeaderCheck.problem(headers, request.method(), request.params());
    if (problem == null) {
      problem = paramProblem(headers, request);
    }
    if (problem != null) {
      RequestRuns.answer(exchange, request.id(), CompletableFuture.completedFuture(
          ServerReply.error(request.id(), JsonRpcError.of(ErrorCodes.HEADER_MISMATCH, problem))));
      return;
    }
    String accept = headers.first("Accept");
    boolean listen = McpMethods.SUBSCRIPTIONS_LISTEN.equals(request.method());
    if (listen && !MediaTypes.accepts(accept, MediaTypes.EVENT_STREAM)) {
      // Its notifications and keep-alives travel only as events: without them the stream could
      // neither deliver nor find out that its client left.
      RequestRuns.answer(exchange, request.id(), CompletableFuture.completedFuture(ServerReply.error(request.id(),
          JsonRpcError.of(ErrorCodes.INVALID_REQUEST,
              "Invalid Request: subscriptions/listen answers with an event stream; accept text/event-stream"))));
      return;
    }
    runs.run(exchange, RequestRuns.Shape.of(request.id(), accept, listen), principal,
        (context, channel) -> endpoint.handle(request, context));
  }

  /** The {@code Mcp-Param-*} check of a {@code tools/call} whose tool declares {@code x-mcp-header}s. */
  private String paramProblem(RequestHeaders headers, JsonRpcRequest request) {
    if (!McpMethods.TOOLS_CALL.equals(request.method()) || request.params() == null) {
      return null;
    }
    JsonValue name = request.params().get("name");
    JsonValue arguments = request.params().get("arguments");
    if (!(name instanceof JsonString) || !(arguments instanceof JsonObject)) {
      return null; // the engine answers a malformed call itself
    }
    return toolParams.of(name.asString()).problem(headers::all, (JsonObject) arguments);
  }
}
