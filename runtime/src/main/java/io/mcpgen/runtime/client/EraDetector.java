package io.mcpgen.runtime.client;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.jsonrpc.ErrorCodes;
import io.mcpgen.runtime.jsonrpc.JsonRpcError;
import io.mcpgen.runtime.jsonrpc.JsonRpcNotification;
import io.mcpgen.runtime.jsonrpc.JsonRpcRequest;
import io.mcpgen.runtime.jsonrpc.RequestId;
import io.mcpgen.runtime.mrtr.McpMethods;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;

/**
 * Finds out once which era the server speaks, before the client's first request, when the client
 * speaks both: {@code server/discover} with the preferred 2026-07-28 version; a
 * {@code DiscoverResult} or a recognized modern error ({@code -32020}, {@code -32021},
 * {@code -32022}) means a modern server; any other error, an answer that is no
 * {@code DiscoverResult}, a transport failure (an HTTP status with no JSON-RPC body) or no answer
 * within the probe timeout means a 2025-era server: then {@code initialize} and
 * {@code notifications/initialized}, as the specification's backward-compatibility rules ask.
 *
 * <p>The answer is kept for the client's lifetime; a failed handshake is forgotten, so the next
 * request probes again.
 */
final class EraDetector {

  private static final Set<Integer> MODERN_ERRORS = Set.of(ErrorCodes.HEADER_MISMATCH,
      ErrorCodes.MISSING_REQUIRED_CLIENT_CAPABILITY, ErrorCodes.UNSUPPORTED_PROTOCOL_VERSION);
  private static final String INITIALIZE = "initialize";
  private static final String INITIALIZED = "notifications/initialized";

  private final ClientCore core;
  private final Duration probeTimeout;
  private CompletableFuture<Void> known;
  private volatile LegacyConnection legacy;
  /** A 2025-era session was lost: the era is known, so a new one needs no probe. */
  private boolean sessionLost;

  EraDetector(ClientCore core, Duration probeTimeout) {
    this.core = core;
    this.probeTimeout = probeTimeout;
  }

  /** The 2025-era connection, or null while the server is not known to be of that era. */
  LegacyConnection legacy() {
    return legacy;
  }

  /** Completes once the era is known (at once when the client speaks only one era). */
  synchronized CompletableFuture<Void> known(CallOptions options) {
    if (known == null || known.isCompletedExceptionally()) {
      known = core.speaksModern() && !sessionLost ? probe(options) : handshake(options);
    }
    return known;
  }

  /**
   * The server no longer knows the session {@code gone}: the next request starts a new one with
   * {@code initialize} (no probe: the server's era is known). A session already replaced is kept.
   */
  synchronized void sessionExpired(LegacyConnection gone) {
    if (gone != null && legacy == gone) {
      legacy = null;
      known = null;
      sessionLost = true;
    }
  }

  private CompletableFuture<Void> probe(CallOptions options) {
    RequestId id = core.nextId();
    JsonObject discover = new JsonRpcRequest(id, McpMethods.DISCOVER,
        JsonObject.of("_meta", core.meta(options, null))).toJson();
    Duration timeout = probeTimeout.compareTo(options.roundTimeout()) < 0 ? probeTimeout : options.roundTimeout();
    return exchange(discover, timeout, false).handle((response, failure) -> failure == null && isModern(response))
        .thenCompose(modern -> modern ? CompletableFuture.<Void>completedFuture(null) : handshake(options));
  }

  /** True for a {@code DiscoverResult} or a modern error; also adopts the version the server offers. */
  private boolean isModern(JsonObject response) {
    if (response.get("result") instanceof JsonObject) {
      JsonValue offered = ((JsonObject) response.get("result")).get("supportedVersions");
      if (!(offered instanceof JsonArray)) {
        return false; // an empty or foreign result: not an answer to server/discover
      }
      for (String version : core.supportedVersions()) {
        if (!Eras.isLegacy(version) && ((JsonArray) offered).elements().contains(JsonString.of(version))) {
          core.adoptVersion(version);
          return true;
        }
      }
      // A discovering server none of whose versions is a modern one of this client's.
      return core.supportedVersions().stream().filter(Eras::isLegacy)
          .noneMatch(version -> ((JsonArray) offered).elements().contains(JsonString.of(version)));
    }
    if (response.get("error") instanceof JsonObject
        && ((JsonObject) response.get("error")).get("code") instanceof JsonNumber) {
      JsonObject error = (JsonObject) response.get("error");
      int code = ((JsonNumber) error.get("code")).intValue();
      if (code == ErrorCodes.UNSUPPORTED_PROTOCOL_VERSION) {
        core.negotiate(core.protocolVersion(), error.get("data"));
      }
      return MODERN_ERRORS.contains(code);
    }
    return false;
  }

  /** {@code initialize} with the newest 2025-era version this client speaks, then {@code notifications/initialized}. */
  private CompletableFuture<Void> handshake(CallOptions options) {
    List<String> versions = core.supportedVersions().stream().filter(Eras::isLegacy).toList();
    if (versions.isEmpty()) {
      return CompletableFuture.failedFuture(new TransportException("the server does not speak MCP 2026-07-28 and this"
          + " client speaks no 2025-era version (see McpClientEngine.Builder.supportedVersions)", null, 0, null));
    }
    try {
      core.transport.beginLegacySession(core.serverRequests);
    } catch (UnsupportedOperationException e) {
      return CompletableFuture.failedFuture(new TransportException("the server does not speak MCP 2026-07-28, and "
          + e.getMessage() + ": it cannot fall back to the 2025 era", null, 0, e));
    }
    JsonObject.Builder params = JsonObject.builder()
        .put("protocolVersion", versions.get(0))
        .put("capabilities", core.handlers.declared());
    if (core.clientInfo() != null) {
      params.put("clientInfo", core.clientInfo());
    }
    JsonObject initialize = new JsonRpcRequest(core.nextId(), INITIALIZE, params.build()).toJson();
    return exchange(initialize, options.roundTimeout(), true).thenApply(response -> {
      if (response.get("error") instanceof JsonObject) {
        throw new McpServerException(INITIALIZE, JsonRpcError.fromJson(
            (JsonObject) response.get("error")));
      }
      if (!(response.get("result") instanceof JsonObject)
          || !(((JsonObject) response.get("result")).get("protocolVersion") instanceof JsonString)) {
        throw new ProtocolViolationException("the server answered initialize without a protocolVersion", null, 0,
            null);
      }
      JsonObject result = (JsonObject) response.get("result");
      String version = result.get("protocolVersion").asString();
      if (!versions.contains(version)) {
        throw new ProtocolViolationException("the server answered initialize with protocol version " + version
            + ", which this client does not speak (it speaks " + versions + ")", result, 0, null);
      }
      core.transport.legacyProtocolVersion(version);
      legacy = new LegacyConnection(version, result);
      core.transport.sendNotification(new JsonRpcNotification(INITIALIZED, null).toJson());
      return null;
    });
  }

  /**
   * One request and its response message, within {@code timeout}; fails with a {@link McpException}.
   *
   * @param cancelOnTimeout false for the probe: a 2025-era server must see nothing before
   *     {@code initialize} (over stdio a cancellation is a message), so an unanswered probe is
   *     left, and a late answer ignored
   */
  private CompletableFuture<JsonObject> exchange(JsonObject request, Duration timeout, boolean cancelOnTimeout) {
    String method = request.get("method").asString();
    CompletableFuture<JsonObject> response = new CompletableFuture<>();
    PendingRequest sent;
    try {
      sent = core.transport.send(request, notification -> { });
    } catch (RuntimeException e) {
      return CompletableFuture.failedFuture(new TransportException("could not send " + method + ": " + e.getMessage(),
          null, 0, e));
    }
    Runnable timer = core.scheduler.schedule(timeout, () -> {
      if (response.completeExceptionally(new CallTimeoutException(CallTimeoutException.Limit.SERVER_REPLY,
          method + " got no reply within " + timeout, null, 0)) && cancelOnTimeout) {
        sent.cancel("timed out");
      }
    });
    sent.response().whenComplete((reply, failure) -> {
      timer.run();
      if (failure != null) {
        Throwable cause = Failures.unwrap(failure);
        response.completeExceptionally(cause instanceof McpException ? cause
            : new TransportException(method + " failed in the transport: " + cause, null, 0, cause));
      } else {
        response.complete(reply);
      }
    });
    return response;
  }
}
