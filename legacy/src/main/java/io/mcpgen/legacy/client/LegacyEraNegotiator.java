package io.mcpgen.legacy.client;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.client.CallOptions;
import io.mcpgen.runtime.client.ClientContext;
import io.mcpgen.runtime.client.ClientTransport;
import io.mcpgen.runtime.client.EraNegotiator;
import io.mcpgen.runtime.client.McpServerException;
import io.mcpgen.runtime.client.ProtocolViolationException;
import io.mcpgen.runtime.client.RoundLostException;
import io.mcpgen.runtime.client.SessionConnection;
import io.mcpgen.runtime.jsonrpc.ErrorCodes;
import io.mcpgen.runtime.jsonrpc.JsonRpcError;
import io.mcpgen.runtime.jsonrpc.JsonRpcNotification;
import io.mcpgen.runtime.jsonrpc.JsonRpcRequest;
import io.mcpgen.runtime.mrtr.McpMeta;
import io.mcpgen.runtime.mrtr.McpMethods;
import io.mcpgen.runtime.mrtr.ProtocolVersions;
import io.mcpgen.runtime.transport.http.client.StreamableHttpClientTransport;
import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Finds out which era the server speaks, before the client's first request, when the client
 * speaks both: {@code server/discover} with the preferred 2026-07-28 version; a
 * {@code DiscoverResult} or a recognized modern error ({@code -32020}, {@code -32021},
 * {@code -32022}) means a modern server; any other error, an answer that is no
 * {@code DiscoverResult}, an HTTP status with no JSON-RPC body or no answer within the probe
 * timeout means a 2025-era server: then {@code initialize} and {@code notifications/initialized}
 * open a session, as the specification's backward-compatibility rules ask. A probe or an
 * {@code initialize} the transport lost ({@link RoundLostException}: HTTP 502, 503 or 504, a
 * connection refused or reset) is sent again under the call's lost-round retries and backoff
 * ({@link NegotiationExchange}); lost every time, it fails with the lost-round error and decides
 * nothing (the next request asks again). Over Streamable HTTP the session is an {@link HttpSession} installed on the HTTP
 * transport (found under any wrapper with {@code unwrap}); over any other transport the
 * connection is the session.
 *
 * <p>Listed in {@code META-INF/services}: a client that names a 2025-era version finds it on the
 * class path. Stateless; the client keeps what it negotiated.
 */
public final class LegacyEraNegotiator implements EraNegotiator {

  private static final System.Logger LOG = System.getLogger(LegacyEraNegotiator.class.getName());

  private static final Set<Integer> MODERN_ERRORS = Set.of(ErrorCodes.HEADER_MISMATCH,
      ErrorCodes.MISSING_REQUIRED_CLIENT_CAPABILITY, ErrorCodes.UNSUPPORTED_PROTOCOL_VERSION);
  private static final String INITIALIZE = "initialize";
  private static final String INITIALIZED = "notifications/initialized";

  @Override
  public boolean speaks(String version) {
    return ProtocolVersions.isEra2025(version);
  }

  @Override
  public CompletableFuture<SessionConnection> negotiate(ClientContext client, CallOptions options, boolean sessionLost) {
    boolean speaksModern = client.supportedVersions().stream().anyMatch(version -> !speaks(version));
    if (!speaksModern || sessionLost) {
      return handshake(client, options);
    }
    return probe(client, options).thenCompose(modern -> modern ? CompletableFuture.<SessionConnection>completedFuture(null)
        : handshake(client, options));
  }

  private CompletableFuture<Boolean> probe(ClientContext client, CallOptions options) {
    JsonObject meta = client.modernMeta(options);
    String sent = meta.get(McpMeta.PROTOCOL_VERSION).asString();
    Duration timeout = client.probeTimeout().compareTo(options.roundTimeout()) < 0 ? client.probeTimeout()
        : options.roundTimeout();
    return new NegotiationExchange(client, options, McpMethods.DISCOVER,
        id -> new JsonRpcRequest(id, McpMethods.DISCOVER, JsonObject.of("_meta", meta)).toJson(), timeout, false,
        () -> { }).start().handle((response, failure) -> {
          if (failure == null) {
            return isModern(client, response, sent);
          }
          if (lostInTransport(failure)) {
            // Lost every time it was sent: that says nothing about the server's era.
            throw new CompletionException(unwrap(failure));
          }
          return false; // no answer in time, or an HTTP status without a JSON-RPC body: a 2025-era server
        });
  }

  /** True when the request was lost on the way, however often it was sent again: no answer at all. */
  private static boolean lostInTransport(Throwable failure) {
    for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
      if (cause instanceof RoundLostException) {
        return true;
      }
    }
    return false;
  }

  private static Throwable unwrap(Throwable failure) {
    return failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
  }

  /** True for a {@code DiscoverResult} or a modern error; also adopts the version the server offers. */
  private boolean isModern(ClientContext client, JsonObject response, String sent) {
    if (response.get("result") instanceof JsonObject) {
      JsonValue offered = ((JsonObject) response.get("result")).get("supportedVersions");
      if (!(offered instanceof JsonArray)) {
        return false; // an empty or foreign result: not an answer to server/discover
      }
      for (String version : client.supportedVersions()) {
        if (!speaks(version) && ((JsonArray) offered).elements().contains(JsonString.of(version))) {
          client.adoptVersion(version);
          return true;
        }
      }
      // A discovering server none of whose versions is a modern one of this client's.
      return client.supportedVersions().stream().filter(this::speaks)
          .noneMatch(version -> ((JsonArray) offered).elements().contains(JsonString.of(version)));
    }
    if (response.get("error") instanceof JsonObject
        && ((JsonObject) response.get("error")).get("code") instanceof JsonNumber) {
      JsonObject error = (JsonObject) response.get("error");
      int code = ((JsonNumber) error.get("code")).intValue();
      if (code == ErrorCodes.UNSUPPORTED_PROTOCOL_VERSION) {
        client.negotiate(sent, error.get("data"));
      }
      return MODERN_ERRORS.contains(code);
    }
    return false;
  }

  /** {@code initialize} with the newest 2025-era version this client speaks, then {@code notifications/initialized}. */
  private CompletableFuture<SessionConnection> handshake(ClientContext client, CallOptions options) {
    List<String> versions = client.supportedVersions().stream().filter(this::speaks).toList();
    ClientTransport transport = client.transport();
    StreamableHttpClientTransport http = transport.unwrap(StreamableHttpClientTransport.class);
    HttpSession httpSession = http == null ? null : HttpSession.on(http, client::serverMessage);
    JsonObject.Builder params = JsonObject.builder()
        .put("protocolVersion", versions.get(0))
        .put("capabilities", client.capabilities());
    if (client.clientInfo() != null) {
      params.put("clientInfo", client.clientInfo());
    }
    JsonObject initialize = params.build();
    // A lost initialize may have left the session id of a session nobody will use: the next one starts afresh.
    Runnable forgetLost = httpSession == null ? () -> { } : httpSession::forgetUninitialized;
    return new NegotiationExchange(client, options, INITIALIZE,
        id -> new JsonRpcRequest(id, INITIALIZE, initialize).toJson(), options.roundTimeout(), true, forgetLost)
        .start().thenApply(response -> {
      if (response.get("error") instanceof JsonObject) {
        throw new McpServerException(INITIALIZE, JsonRpcError.fromJson((JsonObject) response.get("error")));
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
      JsonObject initialized = new JsonRpcNotification(INITIALIZED, null).toJson();
      if (httpSession == null) {
        transport.sendNotification(initialized); // the connection is the session
      } else {
        httpSession.agreed(version);
        deliver(http, initialized);
        httpSession.openStream();
      }
      return new LegacySessionConnection(version, result, client);
    });
  }

  /**
   * Sends {@code notifications/initialized} and waits until the server has it: no request may
   * overtake it, and the session's GET stream opens only after it, as that era's clients do.
   */
  private static void deliver(StreamableHttpClientTransport http, JsonObject initialized) {
    try {
      http.deliver(initialized).get(30, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (ExecutionException | TimeoutException e) {
      LOG.log(Level.WARNING, "notifications/initialized was not delivered: {0}", e.toString());
    }
  }
}
