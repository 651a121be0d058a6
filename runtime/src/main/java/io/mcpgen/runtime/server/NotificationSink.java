package io.mcpgen.runtime.server;

import io.mcpgen.json.JsonObject;

/**
 * Where a request's own notifications go ({@code notifications/progress},
 * {@code notifications/message}): on stdio the shared output, on HTTP the request's SSE stream.
 * The engine calls it only while the request runs, never after its reply, and never from two
 * threads at once for the same request.
 */
@FunctionalInterface
public interface NotificationSink {

  /** A sink that drops everything, for transports without a notification channel. */
  NotificationSink DISCARD = notification -> { };

  /** Writes one complete JSON-RPC notification ({@code {"jsonrpc":"2.0","method":...,"params":...}}). */
  void send(JsonObject notification);
}
