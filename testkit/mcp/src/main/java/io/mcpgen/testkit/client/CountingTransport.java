package io.mcpgen.testkit.client;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.client.ClientTransport;
import io.mcpgen.runtime.client.PendingRequest;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/** A transport that counts the requests it sends, by method and target: a call's rounds, seen on the wire. */
public final class CountingTransport implements ClientTransport {

  private final ClientTransport transport;
  private final Map<String, AtomicInteger> sent = new ConcurrentHashMap<>();
  private final AtomicInteger total = new AtomicInteger();

  public CountingTransport(ClientTransport transport) {
    this.transport = transport;
  }

  /** Requests of any method sent so far. */
  public int requests() {
    return total.get();
  }

  /** Requests of this method, to any tool, prompt or resource. */
  public int requests(String method) {
    return count(method);
  }

  /** Requests of this method to one tool or prompt (its name) or resource (its URI). */
  public int requests(String method, String target) {
    return count(method + " " + target);
  }

  private int count(String key) {
    AtomicInteger count = sent.get(key);
    return count == null ? 0 : count.get();
  }

  @Override
  public PendingRequest send(JsonObject request, Consumer<JsonObject> notifications) {
    total.incrementAndGet();
    String method = request.get("method").asString();
    JsonObject params = request.get("params") instanceof JsonObject ? request.get("params").asObject() : JsonObject.empty();
    JsonValue target = params.has("name") ? params.get("name") : params.get("uri");
    sent.computeIfAbsent(method, key -> new AtomicInteger()).incrementAndGet();
    if (target != null) {
      sent.computeIfAbsent(method + " " + target.asString(), key -> new AtomicInteger()).incrementAndGet();
    }
    return transport.send(request, notifications);
  }

  @Override
  public void sendNotification(JsonObject notification) {
    transport.sendNotification(notification);
  }

  @Override
  public void toolInputSchema(String tool, JsonObject inputSchema) {
    transport.toolInputSchema(tool, inputSchema);
  }

  @Override
  public void onServerMessage(Consumer<JsonObject> listener) {
    transport.onServerMessage(listener);
  }

  @Override
  public <T> T unwrap(Class<T> type) {
    return type.isInstance(this) ? type.cast(this) : transport.unwrap(type);
  }

  @Override
  public void close() {
    transport.close();
  }
}
