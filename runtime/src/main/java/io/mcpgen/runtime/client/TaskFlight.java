package io.mcpgen.runtime.client;

import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.mrtr.McpMethods;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.function.BiConsumer;

/**
 * The wire side of one task the server created for a call: polls {@code tasks/get}, sends the
 * answers of an input round with {@code tasks/update}, and cancels with {@code tasks/cancel}.
 * What the polls return goes to the call, which decides what comes next; one request or one
 * pause at a time.
 */
final class TaskFlight {

  /** The poll interval when the server suggests none. */
  static final Duration DEFAULT_POLL = Duration.ofSeconds(1);
  /** The shortest pause between polls, whatever the server suggests: a server cannot make the client spin. */
  static final Duration MIN_POLL = Duration.ofMillis(10);

  private final ClientCore core;
  private final CallOptions options;
  private final String taskId;
  private final BiConsumer<JsonObject, Throwable> onStatus;
  private Runnable pause;
  private RequestFlight inFlight;
  private boolean stopped;

  /**
   * @param options the call's options (timeouts, extra {@code _meta})
   * @param onStatus hears each {@code tasks/get} result, or the failure of a request
   */
  TaskFlight(ClientCore core, CallOptions options, String taskId, BiConsumer<JsonObject, Throwable> onStatus) {
    this.core = core;
    this.options = options;
    this.taskId = taskId;
    this.onStatus = onStatus;
  }

  String taskId() {
    return taskId;
  }

  /**
   * The pause before the next poll: the server's {@code pollIntervalMs} when it sent a usable one,
   * at least {@link #MIN_POLL} and at most the call's {@code roundTimeout}.
   */
  Duration interval(JsonObject status) {
    JsonValue hint = status.get("pollIntervalMs");
    Duration wanted = DEFAULT_POLL;
    if (hint instanceof JsonNumber millis && millis.isLong() && millis.longValue() >= 0) {
      wanted = Duration.ofMillis(millis.longValue());
    }
    if (wanted.compareTo(MIN_POLL) < 0) {
      wanted = MIN_POLL;
    }
    return wanted.compareTo(options.roundTimeout()) > 0 ? options.roundTimeout() : wanted;
  }

  /** Polls {@code tasks/get} after this pause. */
  void pollAfter(Duration delay) {
    Runnable timer = core.scheduler.schedule(delay, () -> {
      synchronized (this) {
        pause = null;
      }
      send(McpMethods.TASKS_GET, idParams(), true);
    });
    boolean late;
    synchronized (this) {
      late = stopped;
      if (!late) {
        pause = timer;
      }
    }
    if (late) {
      timer.run();
    }
  }

  /** Sends the answers of an input round, then polls at once. */
  void update(JsonObject inputResponses) {
    JsonObject params = JsonObject.builder().put("taskId", taskId).put("inputResponses", inputResponses).build();
    flight(McpMethods.TASKS_UPDATE, params).whenComplete((ack, failure) -> {
      if (failure != null) {
        onStatus.accept(null, failure);
      } else {
        send(McpMethods.TASKS_GET, idParams(), true);
      }
    });
  }

  /**
   * Stops polling and the request in flight; with {@code cancelTask}, tells the server with
   * {@code tasks/cancel} (sent once, its answer not awaited: the call has ended already).
   */
  void stop(String reason, boolean cancelTask) {
    Runnable timer;
    RequestFlight flight;
    synchronized (this) {
      if (stopped) {
        return;
      }
      stopped = true;
      timer = pause;
      pause = null;
      flight = inFlight;
      inFlight = null;
    }
    if (timer != null) {
      timer.run();
    }
    if (flight != null) {
      flight.cancel(reason);
    }
    if (cancelTask) {
      RequestFlight cancel = new RequestFlight(core, McpMethods.TASKS_CANCEL, idParams(), options, 1, null);
      cancel.start().exceptionally(failure -> null); // best effort: the task also ends with its TTL
    }
  }

  private void send(String method, JsonObject params, boolean poll) {
    flight(method, params).whenComplete((result, failure) -> {
      if (poll) {
        onStatus.accept(result, failure);
      }
    });
  }

  private CompletableFuture<JsonObject> flight(String method, JsonObject params) {
    RequestFlight next = new RequestFlight(core, method, params, options, 1, null);
    synchronized (this) {
      if (stopped) {
        return new CompletableFuture<>(); // never completes: the call has ended
      }
      inFlight = next;
    }
    return next.start().whenComplete((result, failure) -> {
      synchronized (this) {
        if (inFlight == next) {
          inFlight = null;
        }
      }
    });
  }

  private JsonObject idParams() {
    return JsonObject.of("taskId", JsonString.of(taskId));
  }
}
