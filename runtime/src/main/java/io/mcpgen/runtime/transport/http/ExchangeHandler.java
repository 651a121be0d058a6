package io.mcpgen.runtime.transport.http;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import io.mcpgen.runtime.json.Json;
import io.mcpgen.runtime.json.JsonNumber;
import io.mcpgen.runtime.json.JsonObject;
import io.mcpgen.runtime.json.JsonString;
import io.mcpgen.runtime.json.JsonValue;
import io.mcpgen.runtime.jsonrpc.ErrorCodes;
import io.mcpgen.runtime.jsonrpc.JsonRpcError;
import io.mcpgen.runtime.jsonrpc.JsonRpcErrorResponse;
import io.mcpgen.runtime.jsonrpc.RequestId;
import io.mcpgen.runtime.mrtr.Cancellation;
import io.mcpgen.runtime.mrtr.server.McpEndpoint;
import io.mcpgen.runtime.mrtr.server.RequestContext;
import io.mcpgen.runtime.mrtr.server.ServerReply;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.System.Logger.Level;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Serves one POST to the MCP endpoint, checking in this order: path (404), method (405), Origin
 * (403), authentication (401), Content-Type (415), size (413), JSON (400, {@code -32700}), then
 * for a request the mirrored headers (400, {@code -32020}) before the endpoint sees it. Nothing a
 * client sends makes it answer 500.
 */
final class ExchangeHandler implements HttpHandler {

  private static final System.Logger LOG = System.getLogger(ExchangeHandler.class.getName());

  private final McpEndpoint endpoint;
  private final HttpMcpServer.Builder config;
  private final OriginPolicy origins;
  private final ScheduledExecutorService scheduler;
  private final Executor workers;
  private final Set<Cancellation> running = ConcurrentHashMap.newKeySet();
  private final ToolParamIndex toolParams;

  /**
   * @param scheduler only hands timed work to {@code workers} (threads of their own, not the
   *     connection workers): a write to a slow client or a cancellation waiting for a notification
   *     must never hold up the other timers
   */
  ExchangeHandler(McpEndpoint endpoint, HttpMcpServer.Builder config, OriginPolicy origins,
      ScheduledExecutorService scheduler, Executor workers, ToolParamIndex toolParams) {
    this.endpoint = endpoint;
    this.toolParams = toolParams;
    this.config = config;
    this.origins = origins;
    this.scheduler = scheduler;
    this.workers = workers;
  }

  /** Cancels every request still running (the server is stopping). */
  void cancelAll() {
    running.forEach(cancellation -> cancellation.cancel("the server is stopping"));
  }

  @Override
  public void handle(HttpExchange exchange) {
    try {
      serve(exchange);
    } catch (Throwable unexpected) { // answer something whatever happened; never leave the client hanging
      LOG.log(Level.ERROR, "unexpected failure serving a request", unexpected);
      try {
        sendError(exchange, 200, null, ErrorCodes.INTERNAL_ERROR, "Internal error");
      } catch (RuntimeException ignored) {
        exchange.close();
      }
    }
  }

  private void serve(HttpExchange exchange) throws IOException {
    if (!config.path.equals(exchange.getRequestURI().getPath())) {
      sendEmpty(exchange, 404);
      return;
    }
    if (!"POST".equals(exchange.getRequestMethod())) {
      // 2026-07-28 has no GET stream and no sessions to DELETE.
      exchange.getResponseHeaders().set("Allow", "POST");
      sendEmpty(exchange, 405);
      return;
    }
    RequestHeaders headers = RequestHeaders.of(exchange.getRequestHeaders());
    String origin = headers.first("Origin");
    if (origin != null && !origins.allows(origin)) {
      sendError(exchange, 403, null, ErrorCodes.INVALID_REQUEST, "Forbidden: Origin " + origin + " is not allowed");
      return;
    }
    String principal;
    try {
      principal = config.authenticator.authenticate(headers);
    } catch (AuthenticationException refused) {
      if (refused.challenge() != null) {
        exchange.getResponseHeaders().set("WWW-Authenticate", refused.challenge());
      }
      sendError(exchange, 401, null, ErrorCodes.INVALID_REQUEST, "Unauthorized: " + refused.getMessage());
      return;
    }
    if (!isJson(headers.first("Content-Type"))) {
      sendError(exchange, 415, null, ErrorCodes.INVALID_REQUEST,
          "Unsupported Media Type: the body must be application/json");
      return;
    }
    long declared = contentLength(headers.first("Content-Length"));
    if (declared > config.maxBodyBytes) {
      sendError(exchange, 413, null, ErrorCodes.INVALID_REQUEST, tooLarge());
      return;
    }
    byte[] body = readBody(exchange, declared);
    if (body == null) {
      return;
    }
    JsonValue message;
    try {
      message = Json.parse(body);
    } catch (RuntimeException notJson) {
      sendError(exchange, 400, null, ErrorCodes.PARSE_ERROR, "Parse error: Invalid JSON");
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
      request(exchange, request, id, principal, accepts(accept, "text/event-stream"),
          accepts(accept, "application/json"));
    } else {
      // A notification (202) or something that is not a request (an error, answered at once).
      ResponseChannel channel = new ResponseChannel(exchange, false, true, () -> { });
      endpoint.handle(message, RequestContext.builder().principal(principal).build())
          .whenComplete((reply, failure) -> replyOrFail(channel, null, reply, failure));
    }
  }

  private void request(HttpExchange exchange, JsonObject request, RequestId id, String principal,
      boolean streamAllowed, boolean jsonAllowed) {
    Cancellation cancellation = Cancellation.create();
    AtomicBoolean timedOut = new AtomicBoolean();
    ResponseChannel channel = new ResponseChannel(exchange, streamAllowed, jsonAllowed,
        () -> cancellation.cancel("the client closed the response stream"));
    long keepAlive = config.keepAliveInterval.toMillis();
    ScheduledFuture<?> keepAlives = scheduler.scheduleAtFixedRate(() -> later(channel::keepAlive), keepAlive,
        keepAlive, TimeUnit.MILLISECONDS);
    ScheduledFuture<?> deadline = scheduler.schedule(() -> later(() -> {
      if (!channel.isDone()) {
        timedOut.set(true);
        cancellation.cancel("the request exceeded the server's time limit");
      }
    }), config.requestTimeout.toMillis(), TimeUnit.MILLISECONDS);
    running.add(cancellation);
    RequestContext context = RequestContext.builder()
        .principal(principal)
        .cancellation(cancellation)
        .notifications(channel::notification)
        .build();
    CompletionStage<ServerReply> reply;
    try {
      reply = endpoint.handle(request, context);
    } catch (RuntimeException e) {
      LOG.log(Level.ERROR, "the endpoint failed", e);
      reply = CompletableFuture.completedFuture(internalError(id));
    }
    reply.whenComplete((done, failure) -> {
      keepAlives.cancel(false);
      deadline.cancel(false);
      running.remove(cancellation);
      if (done != null && done.kind() == ServerReply.Kind.CANCELLED && timedOut.get()) {
        LOG.log(Level.WARNING, "request {0} exceeded the time limit of {1}; cancelled", id, config.requestTimeout);
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
      workers.execute(work);
    } catch (RejectedExecutionException busy) {
      work.run(); // the server is stopping: do it here rather than never
    }
  }

  private void replyOrFail(ResponseChannel channel, RequestId id, ServerReply reply, Throwable failure) {
    if (failure != null) {
      LOG.log(Level.ERROR, "the endpoint's reply failed", failure);
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

  /** The body, or null when it was not read (too large: 413 sent; too slow: connection closed). */
  private byte[] readBody(HttpExchange exchange, long declared) throws IOException {
    AtomicBoolean reading = new AtomicBoolean(true);
    ScheduledFuture<?> watchdog = scheduler.schedule(() -> {
      if (reading.compareAndSet(true, false)) {
        LOG.log(Level.INFO, "a request body took longer than {0} to arrive; closing the connection",
            config.bodyReadTimeout);
        exchange.close(); // before any response: closes the connection, which unblocks the read
      }
    }, config.bodyReadTimeout.toMillis(), TimeUnit.MILLISECONDS);
    try {
      byte[] body = BoundedBody.read(exchange.getRequestBody(), config.maxBodyBytes, declared);
      if (!reading.compareAndSet(true, false)) {
        return null; // the watchdog closed it just as the last byte came
      }
      return body;
    } catch (BoundedBody.TooLargeException tooLarge) {
      if (reading.compareAndSet(true, false)) {
        sendError(exchange, 413, null, ErrorCodes.INVALID_REQUEST, tooLarge());
      }
      return null;
    } catch (IOException lost) {
      reading.set(false);
      LOG.log(Level.DEBUG, "the request body could not be read", lost);
      exchange.close();
      return null;
    } finally {
      watchdog.cancel(false);
    }
  }

  private String tooLarge() {
    return "Payload Too Large: the body may hold at most " + config.maxBodyBytes + " bytes";
  }

  private static ServerReply internalError(RequestId id) {
    return ServerReply.error(id, JsonRpcError.of(ErrorCodes.INTERNAL_ERROR, "Internal error"));
  }

  private static void sendEmpty(HttpExchange exchange, int status) throws IOException {
    exchange.sendResponseHeaders(status, -1);
    exchange.close();
  }

  /** A JSON-RPC error body with an HTTP status; without an id when the request's could not be read. */
  private static void sendError(HttpExchange exchange, int status, RequestId id, int code, String message) {
    byte[] body = Json.encode(new JsonRpcErrorResponse(id, JsonRpcError.of(code, message)).toJson(), JsonValue.CODEC);
    try {
      exchange.getResponseHeaders().set("Content-Type", "application/json");
      exchange.sendResponseHeaders(status, body.length);
      try (OutputStream out = exchange.getResponseBody()) {
        out.write(body);
      }
    } catch (IOException e) {
      LOG.log(Level.DEBUG, "could not send a " + status + " response", e);
    } finally {
      exchange.close();
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

  private static long contentLength(String value) {
    if (value == null) {
      return -1;
    }
    try {
      return Long.parseLong(value.trim());
    } catch (NumberFormatException e) {
      return -1; // the JDK's server refuses such requests before they get here
    }
  }
}
