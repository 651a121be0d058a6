package io.mcpgen.legacy.server;

import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.mrtr.McpMethods;
import io.mcpgen.runtime.server.NotificationSink;
import java.math.BigDecimal;

/**
 * The notifications of one 2025-era request, with every progress value that does not increase
 * dropped. The bridge runs the handler once per MRTR round behind one 2025 request and one
 * {@code progressToken}; each run reports its progress from the start again, and the 2025
 * revisions say the value MUST increase with each notification. The engine already keeps the
 * values of one round increasing; this keeps them increasing across the rounds.
 */
final class IncreasingProgress implements NotificationSink {

  private final NotificationSink next;
  private BigDecimal last;

  IncreasingProgress(NotificationSink next) {
    this.next = next;
  }

  @Override
  public synchronized void send(JsonObject notification) {
    BigDecimal progress = progressOf(notification);
    if (progress != null) {
      if (last != null && progress.compareTo(last) <= 0) {
        return;
      }
      last = progress;
    }
    next.send(notification);
  }

  /** The progress value of a {@code notifications/progress}, or null for any other notification. */
  private static BigDecimal progressOf(JsonObject notification) {
    JsonValue method = notification.get("method");
    JsonValue params = notification.get("params");
    if (!JsonString.of(McpMethods.NOTIFICATION_PROGRESS).equals(method) || !(params instanceof JsonObject)) {
      return null;
    }
    JsonValue progress = ((JsonObject) params).get("progress");
    return progress instanceof JsonNumber ? ((JsonNumber) progress).bigDecimalValue() : null;
  }
}
