package io.mcpgen.legacy.client;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.client.CallOptions;
import io.mcpgen.runtime.client.CallTimeoutException;
import io.mcpgen.runtime.client.ClientContext;
import io.mcpgen.runtime.client.ClientTransport;
import io.mcpgen.runtime.client.EraNegotiator;
import io.mcpgen.runtime.client.McpException;
import io.mcpgen.runtime.client.McpServerException;
import io.mcpgen.runtime.client.PendingRequest;
import io.mcpgen.runtime.client.ProtocolViolationException;
import io.mcpgen.runtime.client.SessionConnection;
import io.mcpgen.runtime.client.TransportException;
import io.mcpgen.runtime.jsonrpc.ErrorCodes;
import io.mcpgen.runtime.jsonrpc.JsonRpcError;
import io.mcpgen.runtime.jsonrpc.JsonRpcNotification;
import io.mcpgen.runtime.jsonrpc.JsonRpcRequest;
import io.mcpgen.runtime.jsonrpc.RequestId;
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
 * {@code DiscoverResult}, a transport failure (an HTTP status with no JSON-RPC body) or no answer
 * within the probe timeout means a 2025-era server: then {@code initialize} and
 * {@code notifications/initialized} open a session, as the specification's backward-compatibility
 * rules ask. Over Streamable HTTP the session is an {@link HttpSession} installed on the HTTP
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
    RequestId id = client.nextId();
    JsonObject meta = client.modernMeta(options);
    String sent = meta.get(McpMeta.PROTOCOL_VERSION).asString();
    JsonObject discover = new JsonRpcRequest(id, McpMethods.DISCOVER, JsonObject.of("_meta", meta)).toJson();
    Duration timeout = client.probeTimeout().compareTo(options.roundTimeout()) < 0 ? client.probeTimeout()
        : options.roundTimeout();
    return exchange(client, client.transport(), discover, timeout, false)
        .handle((response, failure) -> failure == null && isModern(client, response, sent));
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
    JsonObject initialize = new JsonRpcRequest(client.nextId(), INITIALIZE, params.build()).toJson();
    return exchange(client, transport, initialize, options.roundTimeout(), true).thenApply(response -> {
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

  /**
   * One request and its response message, within {@code timeout}; fails with a {@link McpException}.
   *
   * @param cancelOnTimeout false for the probe: a 2025-era server must see nothing before
   *     {@code initialize} (over stdio a cancellation is a message), so an unanswered probe is
   *     left, and a late answer ignored
   */
  private static CompletableFuture<JsonObject> exchange(ClientContext client, ClientTransport transport,
      JsonObject request, Duration timeout, boolean cancelOnTimeout) {
    String method = request.get("method").asString();
    CompletableFuture<JsonObject> response = new CompletableFuture<>();
    PendingRequest sent;
    try {
      sent = transport.send(request, message -> { });
    } catch (RuntimeException e) {
      return CompletableFuture.failedFuture(new TransportException("could not send " + method + ": " + e.getMessage(),
          null, 0, e));
    }
    Runnable timer = client.scheduler().schedule(timeout, () -> {
      if (response.completeExceptionally(new CallTimeoutException(CallTimeoutException.Limit.SERVER_REPLY,
          method + " got no reply within " + timeout, null, 0)) && cancelOnTimeout) {
        sent.cancel("timed out");
      }
    });
    sent.response().whenComplete((reply, failure) -> {
      timer.run();
      if (failure != null) {
        Throwable cause = failure instanceof CompletionException && failure.getCause() != null
            ? failure.getCause() : failure;
        response.completeExceptionally(cause instanceof McpException ? cause
            : new TransportException(method + " failed in the transport: " + cause, null, 0, cause));
      } else {
        response.complete(reply);
      }
    });
    return response;
  }
}
