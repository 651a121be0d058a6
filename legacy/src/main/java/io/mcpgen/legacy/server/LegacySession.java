package io.mcpgen.legacy.server;

import io.mcpgen.json.JsonBoolean;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.jsonrpc.ErrorCodes;
import io.mcpgen.runtime.jsonrpc.JsonRpcError;
import io.mcpgen.runtime.jsonrpc.RequestId;
import io.mcpgen.runtime.mrtr.Cancellation;
import io.mcpgen.runtime.mrtr.LogLevel;
import io.mcpgen.runtime.mrtr.McpMeta;
import io.mcpgen.runtime.mrtr.McpMethods;
import io.mcpgen.runtime.mrtr.ProtocolVersions;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.server.RequestContext;
import io.mcpgen.runtime.server.ServerReply;
import io.mcpgen.runtime.server.SessionEra;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * One 2025-era session (2025-11-25 or 2025-06-18): what {@code initialize} negotiated (the
 * version and the client's capabilities), the log level of {@code logging/setLevel}, the
 * resource subscriptions, and the requests running. Requests other than the session's own
 * ({@code initialize}, {@code ping}, {@code logging/setLevel}, {@code resources/subscribe},
 * {@code resources/unsubscribe}) run on the 2026-07-28 engine with the session's capabilities and
 * log level put in their {@code _meta}, through an {@link InputBridge} that turns the engine's
 * input requests into requests to the client. What a request carries from round to round stays
 * in its sealed requestState; the session holds only what the 2025 revisions make session state.
 *
 * <p>Thread-safe. The transport keeps the session (one per stdio connection; one per
 * {@code Mcp-Session-Id} over HTTP), hands it every message of the session, and
 * {@link #acceptResponse hands it} the client's responses.
 */
public final class LegacySession implements SessionEra.Session {

  private static final String EXTENSIONS = "extensions";
  private static final String TASKS_EXTENSION = "io.modelcontextprotocol/tasks";

  private final LegacyEra era;
  private final Consumer<JsonObject> outbound;
  private final McpServerEngine engine;
  private final PendingClientRequests pending;
  private final InputBridge bridge;
  private final Set<String> subscriptions = ConcurrentHashMap.newKeySet();
  private final ConcurrentHashMap<RequestId, Cancellation> running = new ConcurrentHashMap<>();
  private volatile String protocolVersion;
  private volatile JsonObject clientCapabilities = JsonObject.empty();
  private volatile JsonValue clientInfo;
  private volatile LogLevel logLevel;
  private volatile boolean initializedNotified;
  private volatile boolean closed;

  LegacySession(LegacyEra era, Consumer<JsonObject> outbound) {
    this.era = era;
    this.outbound = outbound;
    this.engine = era.engine();
    this.pending = new PendingClientRequests(era.maxWaitingInputs());
    this.bridge = new InputBridge(engine, pending, era.inputTimeout());
  }

  /** The version {@code initialize} agreed on, or null before it. */
  public String protocolVersion() {
    return protocolVersion;
  }

  /** Whether {@code initialize} succeeded: a session whose opening failed is not kept. */
  @Override
  public boolean isOpen() {
    return protocolVersion != null && !closed;
  }

  /** Whether the client sent {@code notifications/initialized}. */
  public boolean isInitialized() {
    return initializedNotified;
  }

  /** The resource URIs the client subscribed to. */
  public Set<String> subscriptions() {
    return Set.copyOf(subscriptions);
  }

  /** How many of the session's requests are running now. */
  @Override
  public int runningRequests() {
    return running.size();
  }

  /** How many requests to the client wait for their answers now. */
  public int waitingInputs() {
    return pending.size();
  }

  /**
   * Handles one request or notification of the session.
   *
   * @param context the transport's context for it (principal, notification sink, cancellation)
   * @param channel where requests to the client go while this request runs
   * @param resume where rounds after the first run (a pool of the transport)
   */
  @Override
  public CompletionStage<ServerReply> handle(JsonObject message, RequestContext context, Consumer<JsonObject> channel,
      Executor resume) {
    JsonValue methodValue = message.get("method");
    String method = methodValue instanceof JsonString ? methodValue.asString() : "";
    JsonValue idValue = message.get("id");
    if (idValue == null) {
      notification(method, message);
      return CompletableFuture.completedFuture(ServerReply.accepted());
    }
    RequestId id = RequestId.from(idValue);
    if (closed) {
      return done(error(id, ErrorCodes.INVALID_REQUEST, "Invalid Request: the session has ended"));
    }
    JsonValue paramsValue = message.get("params");
    if (paramsValue != null && !(paramsValue instanceof JsonObject)) {
      return done(error(id, ErrorCodes.INVALID_PARAMS, "Invalid params: params must be an object"));
    }
    JsonObject params = paramsValue == null ? JsonObject.empty() : (JsonObject) paramsValue;
    switch (method) {
      case "initialize":
        return done(initialize(id, params));
      case "ping":
        return done(result(id, JsonObject.empty()));
      case "logging/setLevel":
        return done(setLevel(id, params));
      case "resources/subscribe":
        return done(subscribe(id, params, true));
      case "resources/unsubscribe":
        return done(subscribe(id, params, false));
      case McpMethods.DISCOVER:
        return done(error(id, ErrorCodes.METHOD_NOT_FOUND, "Method not found: server/discover is not part of "
            + protocolVersion));
      default:
        return onEngine(message, id, method, params, context, channel, resume);
    }
  }

  /**
   * Hands the client's response to the request to it that waits for it.
   *
   * @return false when none waits under its id
   */
  @Override
  public boolean acceptResponse(JsonObject response) {
    return pending.answer(response);
  }

  /** Ends the session: cancels its running requests and every request waiting for the client. */
  @Override
  public void close() {
    closed = true;
    era.closed(this);
    running.values().forEach(cancellation -> cancellation.cancel("the session ended"));
    pending.failAll("the session ended");
    subscriptions.clear();
  }

  /** Tells the client of an update when it subscribed to {@code uri}, on the session's outbound channel. */
  void resourceUpdated(String uri, JsonObject notification) {
    if (!closed && subscriptions.contains(uri)) {
      outbound.accept(notification);
    }
  }

  public boolean isClosed() {
    return closed;
  }

  private CompletionStage<ServerReply> onEngine(JsonObject message, RequestId id, String method, JsonObject params,
      RequestContext context, Consumer<JsonObject> channel, Executor resume) {
    if (protocolVersion == null) {
      return done(error(id, ErrorCodes.INVALID_REQUEST, "Invalid Request: initialize first"));
    }
    Cancellation cancellation = context.cancellation();
    if (running.putIfAbsent(id, cancellation) != null) {
      return done(error(id, ErrorCodes.INVALID_REQUEST, "Invalid Request: a request with id " + id
          + " is already running"));
    }
    JsonObject request = message.with("params", params.with("_meta", meta(params.get("_meta"))));
    // One context for every round the bridge runs behind this request, so progress keeps increasing.
    RequestContext acrossRounds = RequestContext.builder()
        .principal(context.principal())
        .notifications(new IncreasingProgress(context.notifications()))
        .cancellation(cancellation)
        .inFlight(context.inFlight())
        .build();
    CompletionStage<ServerReply> reply;
    try {
      reply = bridge.run(request, acrossRounds, channel, resume);
    } catch (RuntimeException e) {
      running.remove(id, cancellation);
      throw e;
    }
    return reply.thenApply(done -> LegacyResults.toLegacy(done, method))
        .whenComplete((done, failure) -> running.remove(id, cancellation));
  }

  /** The request's own {@code _meta} (its progress token, say) with what the session knows added. */
  private JsonObject meta(JsonValue own) {
    JsonObject.Builder meta = JsonObject.builder();
    if (own instanceof JsonObject) {
      ((JsonObject) own).members().forEach(meta::put);
    }
    meta.put(McpMeta.PROTOCOL_VERSION, engineVersion());
    meta.put(McpMeta.CLIENT_CAPABILITIES, clientCapabilities);
    if (clientInfo instanceof JsonObject && !meta.has(McpMeta.CLIENT_INFO)) {
      meta.put(McpMeta.CLIENT_INFO, clientInfo);
    }
    LogLevel level = logLevel;
    if (level != null) {
      meta.put(McpMeta.LOG_LEVEL, level.wireName());
    }
    return meta.build();
  }

  private String engineVersion() {
    return engine.supportedVersions().contains(ProtocolVersions.LATEST) ? ProtocolVersions.LATEST
        : engine.supportedVersions().get(0);
  }

  private ServerReply initialize(RequestId id, JsonObject params) {
    if (protocolVersion != null) {
      return error(id, ErrorCodes.INVALID_REQUEST, "Invalid Request: the session is already initialized");
    }
    JsonValue requested = params.get("protocolVersion");
    JsonValue capabilities = params.get("capabilities");
    if (!(requested instanceof JsonString) || !(capabilities instanceof JsonObject)) {
      return error(id, ErrorCodes.INVALID_PARAMS,
          "Invalid params: initialize needs protocolVersion (a string) and capabilities (an object)");
    }
    // The client's version when served, else the newest served: the client decides whether to go on.
    String version = ProtocolVersions.isEra2025(requested.asString()) ? requested.asString()
        : ProtocolVersions.ERA_2025.get(0);
    synchronized (this) {
      if (protocolVersion != null) {
        return error(id, ErrorCodes.INVALID_REQUEST, "Invalid Request: the session is already initialized");
      }
      clientCapabilities = withoutTasks((JsonObject) capabilities);
      clientInfo = params.get("clientInfo");
      protocolVersion = version;
    }
    JsonObject.Builder result = JsonObject.builder()
        .put("protocolVersion", version)
        .put("capabilities", serverCapabilities())
        .put("serverInfo", engine.serverInfo());
    if (engine.instructions() != null) {
      result.put("instructions", engine.instructions());
    }
    return result(id, result.build());
  }

  /**
   * The engine's capabilities as a session may rely on them: resource subscriptions only where
   * updates can reach it (the engine publishes them through {@code Subscriptions}), and no
   * {@code listChanged} for resources (a session is told of updates only).
   */
  private JsonObject serverCapabilities() {
    JsonObject capabilities = withoutTasks(engine.capabilities());
    if (capabilities.has("resources")) {
      capabilities = capabilities.with("resources", subscribable() ? JsonObject.of("subscribe", JsonBoolean.TRUE)
          : JsonObject.empty());
    }
    return capabilities;
  }

  /**
   * {@code capabilities} without the tasks extension: it is not defined for the 2025 revisions
   * (SEP-2663), so a session neither offers it nor takes a client's word for it, and a
   * task-supporting tool is called synchronously there.
   */
  private static JsonObject withoutTasks(JsonObject capabilities) {
    JsonValue extensions = capabilities.get(EXTENSIONS);
    if (!(extensions instanceof JsonObject) || !((JsonObject) extensions).has(TASKS_EXTENSION)) {
      return capabilities;
    }
    JsonObject rest = ((JsonObject) extensions).without(TASKS_EXTENSION);
    return rest.isEmpty() ? capabilities.without(EXTENSIONS) : capabilities.with(EXTENSIONS, rest);
  }

  private boolean subscribable() {
    return era.maxSubscriptions() > 0 && engine.subscriptions().isPresent()
        && engine.capabilities().has("resources");
  }

  private ServerReply setLevel(RequestId id, JsonObject params) {
    if (!engine.capabilities().has("logging")) {
      return error(id, ErrorCodes.METHOD_NOT_FOUND, "Method not found: this server does not send log messages");
    }
    JsonValue level = params.get("level");
    LogLevel parsed = level instanceof JsonString ? LogLevel.fromWireName(level.asString()) : null;
    if (parsed == null) {
      return error(id, ErrorCodes.INVALID_PARAMS, "Invalid params: level must be one of debug, info, notice,"
          + " warning, error, critical, alert, emergency");
    }
    logLevel = parsed;
    return result(id, JsonObject.empty());
  }

  private ServerReply subscribe(RequestId id, JsonObject params, boolean subscribe) {
    if (!subscribable()) {
      return error(id, ErrorCodes.METHOD_NOT_FOUND, "Method not found: this server offers no resource subscriptions");
    }
    JsonValue uri = params.get("uri");
    if (!(uri instanceof JsonString)) {
      return error(id, ErrorCodes.INVALID_PARAMS, "Invalid params: uri must be a string");
    }
    if (!subscribe) {
      subscriptions.remove(uri.asString());
    } else if (!subscriptions.contains(uri.asString())) {
      synchronized (subscriptions) {
        if (subscriptions.size() >= era.maxSubscriptions()) {
          return error(id, ErrorCodes.INVALID_PARAMS, "Invalid params: a session may subscribe to at most "
              + era.maxSubscriptions() + " resources");
        }
        subscriptions.add(uri.asString());
      }
    }
    return result(id, JsonObject.empty());
  }

  private void notification(String method, JsonObject message) {
    JsonValue params = message.get("params");
    switch (method) {
      case "notifications/initialized":
        initializedNotified = true;
        break;
      case McpMethods.NOTIFICATION_CANCELLED:
        if (params instanceof JsonObject) {
          JsonValue requestId = ((JsonObject) params).get("requestId");
          JsonValue reason = ((JsonObject) params).get("reason");
          // Unknown, finished or malformed targets are ignored, as the specification asks.
          if (requestId != null && RequestId.isValid(requestId)) {
            Cancellation cancellation = running.get(RequestId.from(requestId));
            if (cancellation != null) {
              cancellation.cancel(reason instanceof JsonString ? reason.asString() : "cancelled by the client");
            }
          }
        }
        break;
      default:
        break; // roots/list_changed and the rest: nothing to do, roots are asked afresh each time
    }
  }

  private static CompletionStage<ServerReply> done(ServerReply reply) {
    return CompletableFuture.completedFuture(reply);
  }

  private static ServerReply result(RequestId id, JsonObject result) {
    return ServerReply.response(JsonObject.builder().put("jsonrpc", "2.0").put("id", id.toJson())
        .put("result", result).build(), 200);
  }

  private static ServerReply error(RequestId id, int code, String message) {
    return ServerReply.response(ServerReply.error(id, JsonRpcError.of(code, message)).body().orElseThrow(), 200);
  }
}
