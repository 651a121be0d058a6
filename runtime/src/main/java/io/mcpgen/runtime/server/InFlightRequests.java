package io.mcpgen.runtime.server;

import io.mcpgen.runtime.jsonrpc.RequestId;
import io.mcpgen.runtime.mrtr.Cancellation;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The requests running on one connection, by id, so that a {@code notifications/cancelled} on that
 * connection (stdio) reaches the right request. A transport that cancels by closing streams
 * (Streamable HTTP) does not need it. Request ids are unique only per connection: use one instance
 * per connection, never one for a whole server.
 */
public final class InFlightRequests {

  private final ConcurrentHashMap<RequestId, Cancellation> running = new ConcurrentHashMap<>();

  void register(RequestId id, Cancellation cancellation) {
    running.put(id, cancellation);
  }

  void remove(RequestId id, Cancellation cancellation) {
    running.remove(id, cancellation);
  }

  /**
   * Cancels the running request with this id.
   *
   * @return false when no such request is running (already finished, or never seen), which the
   *     specification says to ignore
   */
  public boolean cancel(RequestId id, String reason) {
    Cancellation cancellation = running.get(id);
    return cancellation != null && cancellation.cancel(reason);
  }

  /** How many requests are running. */
  public int size() {
    return running.size();
  }
}
