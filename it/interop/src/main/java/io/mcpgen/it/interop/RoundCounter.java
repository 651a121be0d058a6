package io.mcpgen.it.interop;

import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.client.ClientTransport;
import io.mcpgen.runtime.client.PendingRequest;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * A transport that counts the requests it sends: a call's rounds are the requests it puts on the
 * wire (the TypeScript client counts them the same way, where they leave). Against a 2025-era
 * server a call is one request: the server's questions come on its stream.
 */
final class RoundCounter implements ClientTransport {

  private final ClientTransport transport;
  private final AtomicInteger requests = new AtomicInteger();

  RoundCounter(ClientTransport transport) {
    this.transport = transport;
  }

  /** Requests sent so far. */
  int requests() {
    return requests.get();
  }

  @Override
  public PendingRequest send(JsonObject request, Consumer<JsonObject> notifications) {
    requests.incrementAndGet();
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
