package io.mcpgen.samples.handlers;

import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.client.ClientTransport;
import io.mcpgen.runtime.client.PendingRequest;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/** A transport that counts the requests it sends, by method: the rounds of a call, seen on the wire. */
final class CountingTransport implements ClientTransport {

  private final ClientTransport transport;
  private final Map<String, AtomicInteger> sent = new ConcurrentHashMap<>();

  CountingTransport(ClientTransport transport) {
    this.transport = transport;
  }

  /** How many requests of this method were sent so far. */
  int requests(String method) {
    AtomicInteger count = sent.get(method);
    return count == null ? 0 : count.get();
  }

  @Override
  public PendingRequest send(JsonObject request, Consumer<JsonObject> notifications) {
    sent.computeIfAbsent(request.get("method").asString(), method -> new AtomicInteger()).incrementAndGet();
    return transport.send(request, notifications);
  }

  @Override
  public void sendNotification(JsonObject notification) {
    transport.sendNotification(notification);
  }

  @Override
  public void close() {
    transport.close();
  }
}
