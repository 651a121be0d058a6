package io.mcpgen.legacy.client;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.client.CallInFlight;
import io.mcpgen.runtime.client.CallOptions;
import io.mcpgen.runtime.client.ClientContext;
import io.mcpgen.runtime.client.ClientTransport;
import io.mcpgen.runtime.client.SessionConnection;
import io.mcpgen.runtime.jsonrpc.JsonRpcRequest;
import io.mcpgen.runtime.mrtr.LogLevel;
import io.mcpgen.runtime.mrtr.McpMeta;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * A 2025-era session: what {@code initialize} established (the negotiated version and the
 * server's {@code InitializeResult}), the answering of the server's requests, whose responses
 * go back on the client's transport, and the session's log level.
 *
 * <p>A 2025-era server sends log messages at the level {@code logging/setLevel} set for the whole
 * session, not per request. So when a call asks for log messages ({@link CallOptions#logLevel()})
 * and the server declared {@code logging}, the session sends {@code logging/setLevel} before the
 * call's request, once for the first level asked and again only when a call asks for a more
 * verbose one: a call asking for less still hears only its own level and above, as the client
 * filters a session's messages per call.
 */
final class LegacySessionConnection implements SessionConnection {

  private static final System.Logger LOG = System.getLogger(LegacySessionConnection.class.getName());
  private static final String SET_LEVEL = "logging/setLevel";

  private final String protocolVersion;
  private final JsonObject initializeResult;
  private final ClientTransport transport;
  private final ServerRequests serverRequests;
  private final ClientContext client;
  /** The most verbose level asked of the server so far, or null; guarded by this. */
  private LogLevel askedLevel;
  /** The {@code logging/setLevel} for {@link #askedLevel}: requests wait for it; guarded by this. */
  private CompletableFuture<Void> levelSet = CompletableFuture.completedFuture(null);

  LegacySessionConnection(String protocolVersion, JsonObject initializeResult, ClientContext client) {
    this.protocolVersion = protocolVersion;
    this.initializeResult = initializeResult;
    this.client = client;
    this.transport = client.transport();
    this.serverRequests = new ServerRequests(client, serverInfo());
  }

  /**
   * Sends {@code logging/setLevel} first when the call asks for log messages more verbose than the
   * session's level (or the session has none yet) and the server declared {@code logging}.
   */
  @Override
  public CompletableFuture<Void> prepare(CallOptions options) {
    LogLevel wanted = options.logLevel();
    if (wanted == null || !serverLogs()) {
      return CompletableFuture.completedFuture(null);
    }
    synchronized (this) {
      if (askedLevel != null && wanted.isAtLeast(askedLevel)) {
        return levelSet;
      }
      LogLevel before = askedLevel;
      askedLevel = wanted;
      levelSet = setLevel(wanted, before, options);
      return levelSet;
    }
  }

  private boolean serverLogs() {
    JsonValue capabilities = initializeResult.get("capabilities");
    return capabilities instanceof JsonObject && ((JsonObject) capabilities).get("logging") instanceof JsonObject;
  }

  /** One {@code logging/setLevel}, sent again when lost like any safe round; never fails the call. */
  private CompletableFuture<Void> setLevel(LogLevel level, LogLevel before, CallOptions options) {
    JsonObject params = JsonObject.of("level", JsonString.of(level.wireName()));
    return new NegotiationExchange(client, options, SET_LEVEL,
        id -> new JsonRpcRequest(id, SET_LEVEL, params).toJson(), options.roundTimeout(), true, () -> { })
        .start().handle((response, failure) -> {
          if (failure != null) {
            synchronized (this) {
              if (askedLevel == level) {
                askedLevel = before; // not set: a later call asks again
              }
            }
            LOG.log(System.Logger.Level.WARNING, "logging/setLevel failed; the call goes on without it: {0}",
                failure.getMessage());
          } else if (response.get("error") != null) {
            // An answer all the same: asking again would get the same one.
            LOG.log(System.Logger.Level.WARNING, "the server refused logging/setLevel {0}: {1}", level.wireName(),
                response.get("error"));
          }
          return null;
        });
  }

  @Override
  public String protocolVersion() {
    return protocolVersion;
  }

  /** Answers off the caller's thread (a transport's reader); the response goes back on the session's transport. */
  @Override
  public void serverRequest(JsonObject request, List<CallInFlight> calls) {
    serverRequests.handle(request, calls).whenComplete((response, failure) -> {
      if (response != null) {
        try {
          transport.sendNotification(response); // a response is sent like a notification: no reply
        } catch (RuntimeException closed) {
          LOG.log(System.Logger.Level.DEBUG,
              "could not answer the server's request: {0}", closed.getMessage());
        }
      }
    });
  }

  /** The server's self-reported {@code Implementation}, or null; for display only. */
  private JsonObject serverInfo() {
    JsonValue info = initializeResult.get("serverInfo");
    return info instanceof JsonObject ? (JsonObject) info : null;
  }

  /** The {@code initialize} result in the shape of a {@code DiscoverResult}. */
  @Override
  public JsonObject discoverResult() {
    JsonObject.Builder result = JsonObject.builder()
        .put("supportedVersions", JsonArray.of(JsonString.of(protocolVersion)));
    JsonValue capabilities = initializeResult.get("capabilities");
    result.put("capabilities", capabilities instanceof JsonObject ? capabilities : JsonObject.empty());
    if (initializeResult.get("instructions") instanceof JsonString) {
      result.put("instructions", initializeResult.get("instructions"));
    }
    JsonObject info = serverInfo();
    if (info != null) {
      result.put("_meta", JsonObject.of(McpMeta.SERVER_INFO, info));
    }
    return result.build();
  }
}
