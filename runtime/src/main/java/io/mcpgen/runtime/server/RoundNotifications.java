package io.mcpgen.runtime.server;

import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.jsonrpc.JsonRpcNotification;
import io.mcpgen.runtime.mrtr.LogLevel;
import io.mcpgen.runtime.mrtr.McpMethods;
import java.lang.System.Logger.Level;
import java.math.BigDecimal;

/**
 * The notifications of one round, gated by what that round's request asked for: log messages only
 * when its {@code _meta} had a {@code logLevel} (and at or above it), progress only when it had a
 * {@code progressToken} (and only increasing). Once the round's reply is decided the gate closes
 * for good: a handler that goes on reporting after its result sends nothing.
 */
final class RoundNotifications {

  private static final System.Logger LOG = System.getLogger(RoundNotifications.class.getName());

  private final NotificationSink sink;
  private final LogLevel threshold;
  private final JsonValue progressToken;
  private BigDecimal lastProgress;
  private boolean closed;

  RoundNotifications(NotificationSink sink, LogLevel threshold, JsonValue progressToken) {
    this.sink = sink;
    this.threshold = threshold;
    this.progressToken = progressToken;
  }

  synchronized void log(LogLevel level, String logger, JsonValue data) {
    if (closed || threshold == null || !level.isAtLeast(threshold)) {
      return;
    }
    JsonObject.Builder params = JsonObject.builder().put("level", level.wireName());
    if (logger != null) {
      params.put("logger", logger);
    }
    params.put("data", data);
    emit(new JsonRpcNotification(McpMethods.NOTIFICATION_MESSAGE, params.build()).toJson());
  }

  synchronized void progress(JsonNumber progress, JsonNumber total, String message) {
    if (closed || progressToken == null) {
      return;
    }
    BigDecimal value = progress.bigDecimalValue();
    if (lastProgress != null && value.compareTo(lastProgress) <= 0) {
      LOG.log(Level.DEBUG, "dropped a progress value that did not increase: {0}", progress);
      return;
    }
    lastProgress = value;
    JsonObject.Builder params = JsonObject.builder()
        .put("progressToken", progressToken)
        .put("progress", progress);
    if (total != null) {
      params.put("total", total);
    }
    if (message != null) {
      params.put("message", message);
    }
    emit(new JsonRpcNotification(McpMethods.NOTIFICATION_PROGRESS, params.build()).toJson());
  }

  /** Closes the gate; returns once any notification being written has been written. */
  synchronized void close() {
    closed = true;
  }

  private void emit(JsonObject notification) {
    try {
      sink.send(notification);
    } catch (RuntimeException e) {
      LOG.log(Level.WARNING, "the transport failed to send a notification", e);
    }
  }
}
