package io.mcpgen.runtime.client;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonBoolean;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.jsonrpc.RequestId;
import io.mcpgen.runtime.mrtr.McpMeta;
import io.mcpgen.runtime.mrtr.Scheduler;
import io.mcpgen.runtime.mrtr.McpMethods;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/** What every call of one client shares: the transport, the id counter, identity, handlers and the server's era. */
final class ClientCore {

  final ClientTransport transport;
  final InputHandlers handlers;
  final Scheduler scheduler;
  final ServerRequests serverRequests;
  private final JsonObject clientInfo;
  private final List<String> supportedVersions;
  private final AtomicReference<String> protocolVersion;
  private final AtomicLong ids = new AtomicLong();
  private final EraDetector era;
  /** Tools the client's author declared safe to call twice. */
  private final Set<String> declaredRetrySafe;
  /** Whether each listed tool says readOnlyHint or idempotentHint, from the tools/list results seen. */
  private final Map<String, Boolean> listedRetrySafe = new ConcurrentHashMap<>();

  ClientCore(ClientTransport transport, InputHandlers handlers, Scheduler scheduler, JsonObject clientInfo,
      List<String> supportedVersions, CallOptions defaults, Duration probeTimeout, Set<String> declaredRetrySafe) {
    this.declaredRetrySafe = Set.copyOf(declaredRetrySafe);
    this.transport = transport;
    this.handlers = handlers;
    this.scheduler = scheduler;
    this.clientInfo = clientInfo;
    this.supportedVersions = supportedVersions;
    this.protocolVersion = new AtomicReference<>(supportedVersions.stream().filter(v -> !Eras.isLegacy(v))
        .findFirst().orElse(supportedVersions.get(0)));
    this.serverRequests = new ServerRequests(this, defaults);
    this.era = new EraDetector(this, probeTimeout);
  }

  /** A fresh id: increasing, so never equal to any request of this client still outstanding. */
  RequestId nextId() {
    return RequestId.of(ids.incrementAndGet());
  }

  /** The version requests carry now: the negotiated one in a 2025-era session. */
  String protocolVersion() {
    LegacyConnection legacy = era.legacy();
    return legacy != null ? legacy.protocolVersion() : protocolVersion.get();
  }

  List<String> supportedVersions() {
    return supportedVersions;
  }

  JsonObject clientInfo() {
    return clientInfo;
  }

  /** True when this client speaks a 2026-07-28 (per-request {@code _meta}) version. */
  boolean speaksModern() {
    return supportedVersions.stream().anyMatch(version -> !Eras.isLegacy(version));
  }

  /**
   * Completes once the server's era is known. A client that speaks only modern versions never
   * probes: it is known at once, as before the 2025 fallback existed.
   */
  CompletableFuture<Void> eraKnown(CallOptions options) {
    if (supportedVersions.stream().noneMatch(Eras::isLegacy)) {
      return CompletableFuture.completedFuture(null);
    }
    return era.known(options);
  }

  /** The 2025-era connection, or null when the server is modern (or not probed yet). */
  LegacyConnection legacy() {
    return era.legacy();
  }

  /** The server no longer knows the session of {@code gone}: the next request opens a new one. */
  void sessionExpired(LegacyConnection gone) {
    era.sessionExpired(gone);
  }

  /** Switches to a version the server offered in its {@code DiscoverResult}. */
  void adoptVersion(String version) {
    protocolVersion.set(version);
  }

  /**
   * A complete, fresh {@code _meta} for one request: nothing is inherited from an earlier one. In
   * a 2025-era session only the extra entries and the progress token: that era declares version,
   * capabilities and identity once, in {@code initialize}.
   *
   * @param progressToken null when the request asks for no progress
   */
  JsonObject meta(CallOptions options, JsonValue progressToken) {
    JsonObject.Builder meta = JsonObject.builder();
    options.extraMeta().members().forEach(meta::put);
    if (era.legacy() == null) {
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
   * list and discovery requests, and tools declared read-only or idempotent (by the client's
   * author, or by the server in a {@code tools/list} result this client received).
   */
  boolean retrySafe(String method, JsonObject params) {
    switch (method) {
      case McpMethods.TOOLS_LIST:
      case McpMethods.PROMPTS_LIST:
      case McpMethods.RESOURCES_LIST:
      case McpMethods.RESOURCES_TEMPLATES_LIST:
      case McpMethods.DISCOVER:
        return true;
      case McpMethods.TOOLS_CALL:
        JsonValue name = params.get("name");
        return name instanceof JsonString && (declaredRetrySafe.contains(name.asString())
            || Boolean.TRUE.equals(listedRetrySafe.get(name.asString())));
      default:
        return false;
    }
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
  boolean negotiate(String refused, JsonValue errorData) {
    if (!(errorData instanceof JsonObject) || !(((JsonObject) errorData).get("supported") instanceof JsonArray)) {
      return false;
    }
    JsonArray offered = ((JsonObject) errorData).get("supported").asArray();
    for (String version : supportedVersions) {
      if (!version.equals(refused) && !Eras.isLegacy(version) && offered.elements().contains(JsonString.of(version))) {
        protocolVersion.compareAndSet(refused, version);
        return true;
      }
    }
    return supportedVersions.contains(refused) && offered.elements().contains(JsonString.of(refused));
  }
}
