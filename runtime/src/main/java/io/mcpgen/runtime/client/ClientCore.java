package io.mcpgen.runtime.client;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonBoolean;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.jsonrpc.RequestId;
import io.mcpgen.runtime.mrtr.InputAnswer;
import io.mcpgen.runtime.mrtr.InputRequest;
import io.mcpgen.runtime.mrtr.McpMeta;
import io.mcpgen.runtime.mrtr.McpMethods;
import io.mcpgen.runtime.mrtr.Scheduler;
import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * What every call of one client shares: the transport, the id counter, identity, handlers, the
 * calls on the wire, and the server's era (2026-07-28, or a session an {@link EraNegotiator} opened).
 */
final class ClientCore implements ClientContext {

  private static final System.Logger LOG = System.getLogger(ClientCore.class.getName());

  private final ClientTransport transport;
  final InputHandlers handlers;
  final Scheduler scheduler;
  private final CallOptions defaults;
  private final JsonObject clientInfo;
  private final List<String> supportedVersions;
  private final AtomicReference<String> protocolVersion;
  private final AtomicLong ids = new AtomicLong();
  /** Null when the client speaks 2026-07-28 only: then nothing is negotiated. */
  private final EraNegotiator negotiator;
  private final Duration probeTimeout;
  /** The calls' requests on the wire, by id: a server's question on a request's stream belongs to its call. */
  private final Map<RequestId, RequestFlight> onTheWire = new ConcurrentHashMap<>();
  /** Tools the client's author declared safe to call twice. */
  private final Set<String> declaredRetrySafe;
  /** Whether each listed tool says readOnlyHint or idempotentHint, from the tools/list results seen. */
  private final Map<String, Boolean> listedRetrySafe = new ConcurrentHashMap<>();
  private CompletableFuture<Void> eraKnown;
  private volatile SessionConnection session;
  /** A session was lost: the era is known, so the next negotiation opens a new one at once. */
  private boolean sessionLost;

  ClientCore(ClientTransport transport, InputHandlers handlers, Scheduler scheduler, JsonObject clientInfo,
      List<String> supportedVersions, CallOptions defaults, Duration probeTimeout, Set<String> declaredRetrySafe,
      EraNegotiator negotiator) {
    this.declaredRetrySafe = Set.copyOf(declaredRetrySafe);
    this.transport = transport;
    this.handlers = handlers;
    this.scheduler = scheduler;
    this.defaults = defaults;
    this.clientInfo = clientInfo;
    this.supportedVersions = supportedVersions;
    this.negotiator = negotiator;
    this.probeTimeout = probeTimeout;
    this.protocolVersion = new AtomicReference<>(supportedVersions.stream().filter(this::isModern)
        .findFirst().orElse(supportedVersions.get(0)));
    transport.onServerMessage(this::serverMessage);
  }

  @Override
  public ClientTransport transport() {
    return transport;
  }

  /** A fresh id: increasing, so never equal to any request of this client still outstanding. */
  @Override
  public RequestId nextId() {
    return RequestId.of(ids.incrementAndGet());
  }

  /** The version requests carry now: the session's, in a session. */
  String protocolVersion() {
    SessionConnection open = session;
    return open != null ? open.protocolVersion() : protocolVersion.get();
  }

  @Override
  public List<String> supportedVersions() {
    return supportedVersions;
  }

  @Override
  public JsonObject clientInfo() {
    return clientInfo;
  }

  @Override
  public JsonObject capabilities() {
    return handlers.declared();
  }

  @Override
  public Duration probeTimeout() {
    return probeTimeout;
  }

  @Override
  public Scheduler scheduler() {
    return scheduler;
  }

  @Override
  public CallOptions defaults() {
    return defaults;
  }

  @Override
  public boolean canAnswer(InputRequest question) {
    return handlers.canAnswer(question);
  }

  @Override
  public CompletionStage<? extends InputAnswer> answer(InputRequest question, InputContext context) {
    return handlers.answer(question, context);
  }

  /** True for a 2026-07-28 version: one the negotiator does not add. */
  private boolean isModern(String version) {
    return negotiator == null || !negotiator.speaks(version);
  }

  /**
   * Completes once the server's era is known. A client that speaks only 2026-07-28 never
   * negotiates: it is known at once.
   */
  synchronized CompletableFuture<Void> eraKnown(CallOptions options) {
    if (negotiator == null) {
      return CompletableFuture.completedFuture(null);
    }
    if (eraKnown == null || eraKnown.isCompletedExceptionally()) {
      CompletableFuture<SessionConnection> negotiated;
      try {
        negotiated = negotiator.negotiate(this, options, sessionLost);
      } catch (RuntimeException e) {
        negotiated = CompletableFuture.failedFuture(e);
      }
      eraKnown = negotiated.thenAccept(opened -> session = opened);
    }
    return eraKnown;
  }

  /** The session the client's requests go through, or null when the server speaks 2026-07-28 (or is not known yet). */
  SessionConnection session() {
    return session;
  }

  /** The server no longer knows the session {@code gone}: the next request opens a new one. A session already replaced is kept. */
  synchronized void sessionExpired(SessionConnection gone) {
    if (gone != null && session == gone) {
      session = null;
      eraKnown = null;
      sessionLost = true;
    }
  }

  /** A request of a call is on the wire: the server's questions on its stream belong to it. */
  void started(RequestId id, RequestFlight flight) {
    onTheWire.put(id, flight);
  }

  void ended(RequestId id) {
    onTheWire.remove(id);
  }

  @Override
  public void serverMessage(JsonObject message) {
    serverRequest(message, null);
  }

  /**
   * A request the server sent: on the stream of {@code flight}'s request, or outside any (null).
   * 2026-07-28 servers send none; a session's are the session's to answer. A session's log
   * message outside any request's stream goes to the calls on the wire.
   */
  void serverRequest(JsonObject request, RequestFlight flight) {
    SessionConnection open = session;
    if (!request.has("id")) {
      if (open != null && JsonString.of(McpMethods.NOTIFICATION_MESSAGE).equals(request.get("method"))) {
        // A session's log message outside any request's stream: every call that asked for log messages hears it.
        (flight != null ? List.of(flight) : new ArrayList<>(onTheWire.values())).forEach(call -> call.sessionLog(request));
      }
      return;
    }
    if (open == null || !request.has("method")) {
      LOG.log(Level.WARNING, "the server sent a request outside a session, which MCP 2026-07-28 forbids; ignored");
      return;
    }
    List<CallInFlight> calls = flight != null ? List.of(flight) : new ArrayList<>(onTheWire.values());
    open.serverRequest(request, calls);
  }

  @Override
  public void adoptVersion(String version) {
    protocolVersion.set(version);
  }

  @Override
  public JsonObject modernMeta(CallOptions options) {
    return meta(options, null, false);
  }

  /**
   * A complete, fresh {@code _meta} for one request: nothing is inherited from an earlier one. In
   * a session only the extra entries and the progress token: a session-based era declares version,
   * capabilities and identity once, as it opens.
   *
   * @param progressToken null when the request asks for no progress
   */
  JsonObject meta(CallOptions options, JsonValue progressToken) {
    return meta(options, progressToken, session != null);
  }

  private JsonObject meta(CallOptions options, JsonValue progressToken, boolean inSession) {
    JsonObject.Builder meta = JsonObject.builder();
    options.extraMeta().members().forEach(meta::put);
    if (!inSession) {
      meta.put(McpMeta.PROTOCOL_VERSION, protocolVersion.get());
      meta.put(McpMeta.CLIENT_CAPABILITIES, handlers.declared());
      if (clientInfo != null) {
        meta.put(McpMeta.CLIENT_INFO, clientInfo);
      }
      if (options.logLevel() != null) {
        meta.put(McpMeta.LOG_LEVEL, options.logLevel().wireName());
      }
    }
    if (progressToken != null) {
      meta.put(McpMeta.PROGRESS_TOKEN, progressToken);
    }
    return meta.build();
  }

  /**
   * Whether a request whose reply was lost may be sent again without the caller opting in: the
   * reads ({@link SafeToRepeat}), and tools declared read-only or idempotent (by the client's
   * author, or by the server in a {@code tools/list} result this client received).
   */
  boolean retrySafe(String method, JsonObject params) {
    if (SafeToRepeat.byDefinition(method)) {
      return true;
    }
    if (!McpMethods.TOOLS_CALL.equals(method)) {
      return false;
    }
    JsonValue name = params.get("name");
    return name instanceof JsonString && (declaredRetrySafe.contains(name.asString())
        || Boolean.TRUE.equals(listedRetrySafe.get(name.asString())));
  }

  /** Learns from a {@code tools/list} result which tools say they are read-only or idempotent. */
  void learnTools(JsonObject result) {
    if (!(result.get("tools") instanceof JsonArray)) {
      return;
    }
    for (JsonValue tool : ((JsonArray) result.get("tools")).elements()) {
      if (tool instanceof JsonObject && ((JsonObject) tool).get("name") instanceof JsonString) {
        JsonValue hints = ((JsonObject) tool).get("annotations");
        boolean safe = hints instanceof JsonObject
            && (JsonBoolean.TRUE.equals(((JsonObject) hints).get("readOnlyHint"))
                || JsonBoolean.TRUE.equals(((JsonObject) hints).get("idempotentHint")));
        listedRetrySafe.put(((JsonObject) tool).get("name").asString(), safe);
      }
    }
  }

  /**
   * After {@code -32022}: switches to the first version this client speaks that the server listed
   * other than the one refused; failing that, keeps the refused one when the server lists it all the
   * same (a server may refuse a version it supports, e.g. one it had not yet enabled). The caller
   * retries once, so a server that keeps refusing what it lists ends the exchange with its error.
   *
   * @return true when there is a version to retry with
   */
  @Override
  public boolean negotiate(String refused, JsonValue errorData) {
    if (!(errorData instanceof JsonObject) || !(((JsonObject) errorData).get("supported") instanceof JsonArray)) {
      return false;
    }
    JsonArray offered = ((JsonObject) errorData).get("supported").asArray();
    for (String version : supportedVersions) {
      if (!version.equals(refused) && isModern(version) && offered.elements().contains(JsonString.of(version))) {
        protocolVersion.compareAndSet(refused, version);
        return true;
      }
    }
    return supportedVersions.contains(refused) && offered.elements().contains(JsonString.of(refused));
  }
}
