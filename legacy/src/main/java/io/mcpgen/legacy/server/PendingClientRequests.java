package io.mcpgen.legacy.server;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.jsonrpc.RequestId;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The requests a session has sent its client and not yet had answered, by id. Bounded: an entry
 * lives only while a bridged request waits for it, and no more than {@code limit} wait at once.
 */
final class PendingClientRequests {

  private final ConcurrentHashMap<RequestId, CompletableFuture<JsonObject>> pending = new ConcurrentHashMap<>();
  private final AtomicLong nextId = new AtomicLong();
  private final int limit;

  PendingClientRequests(int limit) {
    this.limit = limit;
  }

  /** One request to the client: the message to send, and its answer (the response object) to come. */
  record Outgoing(RequestId id, JsonObject message, CompletableFuture<JsonObject> answer) {}

  /**
   * Registers a request for {@code question} ({@code {method, params}}) under a fresh id.
   *
   * @throws IllegalStateException when {@code limit} requests already wait
   */
  Outgoing open(JsonObject question) {
    if (pending.size() >= limit) {
      throw new IllegalStateException("already " + limit + " requests wait for the client's answers");
    }
    RequestId id = RequestId.of("mcpgen-" + nextId.incrementAndGet());
    CompletableFuture<JsonObject> answer = new CompletableFuture<>();
    pending.put(id, answer);
    answer.whenComplete((done, failure) -> pending.remove(id, answer));
    JsonObject.Builder message = JsonObject.builder().put("jsonrpc", "2.0").put("id", id.toJson());
    question.members().forEach(message::put);
    return new Outgoing(id, message.build(), answer);
  }

  /**
   * Hands a response from the client to the request it answers.
   *
   * @return false when no request waits under its id (unknown, answered, cancelled or malformed)
   */
  boolean answer(JsonObject response) {
    JsonValue id = response.get("id");
    if (id == null || !RequestId.isValid(id)) {
      return false;
    }
    CompletableFuture<JsonObject> waiting = pending.get(RequestId.from(id));
    return waiting != null && waiting.complete(response);
  }

  /** Fails every waiting request: the session ends. */
  void failAll(String why) {
    pending.values().forEach(answer -> answer.completeExceptionally(new IllegalStateException(why)));
  }

  int size() {
    return pending.size();
  }
}
