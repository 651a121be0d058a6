package io.mcpgen.legacy.server;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.jsonrpc.ErrorCodes;
import io.mcpgen.runtime.jsonrpc.JsonRpcError;
import io.mcpgen.runtime.jsonrpc.RequestId;
import io.mcpgen.runtime.log.LogText;
import io.mcpgen.runtime.mrtr.ClientCapabilitySet;
import io.mcpgen.runtime.mrtr.McpMeta;
import io.mcpgen.runtime.mrtr.McpMethods;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.server.RequestContext;
import io.mcpgen.runtime.server.ServerReply;
import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;

/**
 * Serves one request of a 2025-era client on the 2026-07-28 engine. When the engine answers
 * {@code input_required}, the bridge sends each input request to the client as a real JSON-RPC
 * request on the request's channel, waits for the answers, and sends the engine the retry a
 * 2026 client would have sent: the same params with {@code inputResponses} and the
 * {@code requestState} echoed. So the handler is re-entered exactly as for a 2026 retry, the
 * user method runs once with all its inputs, the engine's round limit applies, and everything
 * carried between rounds stays inside the sealed requestState: the bridge keeps only the futures
 * of the one round it waits for, and the request's URL elicitations ({@link UrlElicitations}:
 * their {@code elicitationId}s, and {@code notifications/elicitation/complete} once known complete).
 */
final class InputBridge {

  private static final System.Logger LOG = System.getLogger(InputBridge.class.getName());

  private final McpServerEngine engine;
  private final PendingClientRequests pending;
  private final Duration inputTimeout;

  InputBridge(McpServerEngine engine, PendingClientRequests pending, Duration inputTimeout) {
    this.engine = engine;
    this.pending = pending;
    this.inputTimeout = inputTimeout;
  }

  /**
   * Runs {@code request} (already carrying the 2026 {@code _meta}) to its end.
   *
   * @param resume where the next round runs once the client's answers are in (not the thread
   *     that delivered them, which is a transport's reader)
   */
  CompletionStage<ServerReply> run(JsonObject request, RequestContext context, Consumer<JsonObject> channel,
      Executor resume) {
    return round(request, context, channel, resume, new UrlElicitations(listensForUrls(request)));
  }

  private CompletionStage<ServerReply> round(JsonObject request, RequestContext context, Consumer<JsonObject> channel,
      Executor resume, UrlElicitations urls) {
    return engine.handle(request, context).thenCompose(reply -> {
      JsonObject interim = inputRequired(reply);
      boolean cancelled = context.cancellation().isCancelled();
      boolean wentOn = !cancelled && reply.body().map(body -> body.get("result") instanceof JsonObject).orElse(false);
      // Before the next questions or the final response: the client hears of completion first.
      tell(channel, urls.settle(interim, wentOn));
      if (interim == null || cancelled) {
        return CompletableFuture.completedFuture(cancelled ? ServerReply.cancelled() : reply);
      }
      return ask(request, interim, context, channel, urls).thenComposeAsync(answers -> {
        if (answers instanceof ServerReply) {
          return CompletableFuture.completedFuture((ServerReply) answers);
        }
        ((JsonObject) answers).members().forEach(urls::answered);
        return round(retry(request, (JsonObject) answers, interim.get("requestState")), context, channel, resume,
            urls);
      }, resume);
    });
  }

  /** Whether the request's client declared URL elicitation (the session's capabilities, in its {@code _meta}). */
  private static boolean listensForUrls(JsonObject request) {
    JsonValue params = request.get("params");
    JsonValue meta = params instanceof JsonObject ? ((JsonObject) params).get("_meta") : null;
    JsonValue capabilities = meta instanceof JsonObject ? ((JsonObject) meta).get(McpMeta.CLIENT_CAPABILITIES) : null;
    return capabilities instanceof JsonObject && ClientCapabilitySet.of((JsonObject) capabilities).urlElicitation();
  }

  private static void tell(Consumer<JsonObject> channel, List<JsonObject> notifications) {
    for (JsonObject notification : notifications) {
      try {
        channel.accept(notification);
      } catch (RuntimeException e) {
        LOG.log(Level.DEBUG, "could not tell the client an elicitation completed", LogText.sanitized(e));
      }
    }
  }

  /** The {@code InputRequiredResult} in a reply, or null when the reply is anything else. */
  private static JsonObject inputRequired(ServerReply reply) {
    JsonValue result = reply.body().map(body -> body.get("result")).orElse(null);
    if (result instanceof JsonObject
        && JsonString.of("input_required").equals(((JsonObject) result).get("resultType"))) {
      return (JsonObject) result;
    }
    return null;
  }

  /**
   * Sends the round's input requests and completes with the {@code inputResponses} object, or with
   * the {@link ServerReply} that ends the request (the client cancelled, failed or did not answer).
   */
  private CompletableFuture<Object> ask(JsonObject request, JsonObject interim, RequestContext context,
      Consumer<JsonObject> channel, UrlElicitations urls) {
    RequestId requestId = RequestId.from(request.get("id"));
    JsonValue questions = interim.get("inputRequests");
    Map<String, PendingClientRequests.Outgoing> sent = new LinkedHashMap<>();
    if (questions instanceof JsonObject) {
      try {
        for (Map.Entry<String, JsonValue> question : ((JsonObject) questions).members().entrySet()) {
          sent.put(question.getKey(), pending.open(urls.identify(question.getKey(), (JsonObject) question.getValue())));
        }
      } catch (IllegalStateException full) {
        sent.values().forEach(outgoing -> outgoing.answer().cancel(false));
        LOG.log(Level.WARNING, "a session has too many requests waiting for its client; refusing another");
        return CompletableFuture.completedFuture(failure(requestId, full.getMessage()));
      }
    }
    CompletableFuture<Object> round = new CompletableFuture<>();
    Runnable unhook = context.cancellation().onCancel(() -> {
      // The client hears first, while the request's stream is still open.
      cancelOutstanding(sent, channel, "the request was cancelled");
      round.complete(ServerReply.cancelled());
    });
    try {
      sent.values().forEach(outgoing -> channel.accept(outgoing.message()));
    } catch (RuntimeException unsendable) { // e.g. an HTTP client whose Accept excludes event streams
      unhook.run();
      sent.values().forEach(outgoing -> outgoing.answer().cancel(false));
      return CompletableFuture.completedFuture(failure(requestId, "the input requests cannot be sent: "
          + unsendable.getMessage()));
    }
    CompletableFuture.allOf(sent.values().stream().map(PendingClientRequests.Outgoing::answer)
            .toArray(CompletableFuture[]::new))
        .orTimeout(inputTimeout.toMillis(), TimeUnit.MILLISECONDS)
        .whenComplete((done, failure) -> {
          unhook.run();
          if (failure == null) {
            round.complete(responses(requestId, sent));
            return;
          }
          Throwable cause = failure instanceof CompletionException && failure.getCause() != null
              ? failure.getCause() : failure;
          if (cause instanceof TimeoutException) {
            cancelOutstanding(sent, channel, "the server stopped waiting for an answer");
            round.complete(failure(requestId, "the client did not answer within " + inputTimeout));
          } else if (cause instanceof CancellationException) {
            round.complete(ServerReply.cancelled());
          } else {
            round.complete(failure(requestId, cause.getMessage()));
          }
        });
    return round;
  }

  /** The answers as {@code inputResponses}, or the error reply when the client answered one with an error. */
  private static Object responses(RequestId requestId, Map<String, PendingClientRequests.Outgoing> sent) {
    JsonObject.Builder responses = JsonObject.builder();
    for (Map.Entry<String, PendingClientRequests.Outgoing> entry : sent.entrySet()) {
      JsonObject response = entry.getValue().answer().join();
      JsonValue result = response.get("result");
      if (!(result instanceof JsonObject)) {
        String method = entry.getValue().message().get("method").asString();
        JsonValue error = response.get("error");
        return ServerReply.error(requestId, new JsonRpcError(ErrorCodes.INTERNAL_ERROR,
            "Internal error: the client answered " + method + " with an error", JsonObject.builder()
                .put("method", method)
                .put("clientError", error == null ? JsonObject.empty() : error)
                .build()));
      }
      responses.put(entry.getKey(), ((JsonObject) result).without("_meta"));
    }
    return responses.build();
  }

  private static ServerReply failure(RequestId requestId, String why) {
    return ServerReply.error(requestId, JsonRpcError.of(ErrorCodes.INTERNAL_ERROR, "Internal error: " + why));
  }

  private static void cancelOutstanding(Map<String, PendingClientRequests.Outgoing> sent, Consumer<JsonObject> channel,
      String reason) {
    // Told before the futures are cancelled: cancelling completes the round, which may end the stream.
    for (PendingClientRequests.Outgoing outgoing : sent.values()) {
      if (!outgoing.answer().isDone()) {
        try {
          channel.accept(JsonObject.builder().put("jsonrpc", "2.0")
              .put("method", McpMethods.NOTIFICATION_CANCELLED)
              .put("params", JsonObject.builder().put("requestId", outgoing.id().toJson()).put("reason", reason)
                  .build())
              .build());
        } catch (RuntimeException e) {
          LOG.log(Level.DEBUG, "could not tell the client a request was cancelled", LogText.sanitized(e));
        }
      }
    }
    sent.values().forEach(outgoing -> outgoing.answer().cancel(false));
  }

  /** The retry a 2026 client would send: the answers and the state echoed, nothing else changed. */
  private static JsonObject retry(JsonObject request, JsonObject responses, JsonValue requestState) {
    JsonObject params = ((JsonObject) request.get("params")).without("inputResponses", "requestState")
        .with("inputResponses", responses);
    if (requestState != null) {
      params = params.with("requestState", requestState);
    }
    return request.with("params", params);
  }
}
