package io.mcpgen.runtime.transport.memory;

import io.mcpgen.runtime.client.ClientTransport;
import io.mcpgen.runtime.client.PendingRequest;
import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.jsonrpc.InvalidMessageException;
import io.mcpgen.runtime.jsonrpc.JsonRpcMessages;
import io.mcpgen.runtime.jsonrpc.JsonRpcNotification;
import io.mcpgen.runtime.mrtr.McpMethods;
import io.mcpgen.runtime.server.InFlightRequests;
import io.mcpgen.runtime.server.McpEndpoint;
import io.mcpgen.runtime.server.RequestContext;
import io.mcpgen.runtime.server.ServerReply;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.Consumer;

/**
 * Connects a client to a server in the same process, for tests, benchmarks and embedding. Every
 * message is written to UTF-8 JSON and parsed back on the other side, as over a real wire, so
 * what arrives is exactly what a byte transport would deliver.
 *
 * <p>It behaves like one stdio connection: one fixed principal, request-scoped notifications
 * delivered to the request that caused them, and cancellation sent as
 * {@code notifications/cancelled} with the request's id.
 */
public final class InMemoryTransport implements ClientTransport {

  private final McpEndpoint server;
  private final String principal;
  private final InFlightRequests inFlight = new InFlightRequests();
  private volatile boolean closed;

  private InMemoryTransport(McpEndpoint server, String principal) {
    this.server = Objects.requireNonNull(server, "server");
    this.principal = principal;
  }

  /** A connection whose requests carry no principal. */
  public static InMemoryTransport connect(McpEndpoint server) {
    return new InMemoryTransport(server, null);
  }

  /** A connection authenticated as {@code principal}, as a transport with authorization would be. */
  public static InMemoryTransport connect(McpEndpoint server, String principal) {
    return new InMemoryTransport(server, principal);
  }

  @Override
  public PendingRequest send(JsonObject request, Consumer<JsonObject> notifications) {
    if (closed) {
      throw new IllegalStateException("the transport is closed");
    }
    JsonValue id = request.get("id");
    RequestContext context = RequestContext.builder()
        .principal(principal)
        .notifications(notification -> notifications.accept(overTheWire(notification).asObject()))
        .inFlight(inFlight)
        .build();
    CompletableFuture<JsonObject> response = new CompletableFuture<>();
    CompletionStage<ServerReply> reply = handle(overTheWire(request), context);
    reply.whenComplete((done, failure) -> {
      if (failure != null) {
        response.completeExceptionally(failure);
      } else if (done.body().isPresent()) {
        response.complete(overTheWire(done.body().get()).asObject());
      } else {
        response.completeExceptionally(new CancellationException("the server sent no response"));
      }
    });
    return new PendingRequest() {
      @Override
      public CompletionStage<JsonObject> response() {
        return response;
      }

      @Override
      public void cancel(String reason) {
        if (!response.isDone()) {
          sendNotification(new JsonRpcNotification(McpMethods.NOTIFICATION_CANCELLED, JsonObject.builder()
              .put("requestId", id).put("reason", JsonString.of(reason == null ? "cancelled" : reason)).build())
              .toJson());
        }
      }
    };
  }

  @Override
  public void sendNotification(JsonObject notification) {
    if (closed) {
      throw new IllegalStateException("the transport is closed");
    }
    handle(overTheWire(notification), RequestContext.builder().principal(principal).inFlight(inFlight).build());
  }

  /** Classifies the message as a byte transport's server would, then hands it over. */
  private CompletionStage<ServerReply> handle(JsonValue message, RequestContext context) {
    try {
      return server.handle(JsonRpcMessages.parse(message), context);
    } catch (InvalidMessageException invalid) {
      return CompletableFuture.completedFuture(ServerReply.invalid(invalid));
    }
  }

  @Override
  public void close() {
    closed = true;
  }

  private static JsonValue overTheWire(JsonObject message) {
    return Json.parse(Json.encode(message, JsonValue.CODEC));
  }
}
