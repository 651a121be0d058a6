package io.mcpgen.runtime.client;

import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.mrtr.Cancellation;
import io.mcpgen.runtime.mrtr.LogLevel;
import java.time.Duration;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * How one call runs. The client has defaults ({@link McpClientEngine.Builder#defaults}); a call may pass
 * its own, usually made with {@code client.defaults().toBuilder()...build()}.
 *
 * <ul>
 *   <li>{@code autoFulfill} (default on): answer input requests with the registered handlers and
 *       retry; off, the call returns {@link CallOutcome.InputRequired} for the caller to answer and
 *       {@link McpClientEngine#resume} later.
 *   <li>{@code maxRounds} (10): the most requests one call sends, the first included.
 *   <li>{@code roundTimeout} (600 s): how long to wait for the server's reply to one request, and
 *       separately for the handlers to answer one round.
 *   <li>{@code maxTotalTimeout} (none): a limit for the whole call.
 *   <li>{@code stateOnlyBackoff} (100 ms): the pause before retrying a round that carried only
 *       requestState.
 *   <li>{@code logLevel} and {@code onLog}, {@code onProgress}: opt the call's requests into log
 *       messages and progress notifications.
 *   <li>{@code cancellation}: trip it to end the call.
 *   <li>{@code extraMeta}: more {@code _meta} entries for every request of the call (e.g.
 *       {@code traceparent}); the protocol's own keys always win.
 *   <li>{@code lostRoundRetries} (3) and {@code lostRoundBackoff} (100 ms, doubled after each loss,
 *       with jitter, at most 5 s): how often, and after what pause, a round the transport lost
 *       ({@link RoundLostException}) is sent again as a new request. A round that never reached a
 *       server is always sent again; one whose reply was lost only for the reads (the list
 *       requests, {@code resources/read}, {@code prompts/get}, {@code completion/complete},
 *       {@code ping}, {@code server/discover}, {@code subscriptions/listen}, and the tasks
 *       extension's {@code tasks/get}, {@code tasks/update}, {@code tasks/cancel}), for a tool whose
 *       {@code tools/list} entry says {@code readOnlyHint} or {@code idempotentHint} (learned from
 *       the lists that pass through the client, or declared with
 *       {@link McpClientEngine.Builder#retrySafeTools}), or when {@code resendLostReplies} is on,
 *       since the handler may have run. The era probe and the 2025 {@code initialize} go by the
 *       same retries and backoff. {@code onLostRound} hears of every loss.
 * </ul>
 */
public final class CallOptions {

  private static final CallOptions DEFAULTS = new Builder().build();

  private final boolean autoFulfill;
  private final int maxRounds;
  private final Duration roundTimeout;
  private final Duration maxTotalTimeout;
  private final Duration stateOnlyBackoff;
  private final LogLevel logLevel;
  private final Consumer<LogMessage> onLog;
  private final Consumer<ProgressUpdate> onProgress;
  private final Cancellation cancellation;
  private final JsonObject extraMeta;
  private final int lostRoundRetries;
  private final Duration lostRoundBackoff;
  private final boolean resendLostReplies;
  private final Consumer<LostRound> onLostRound;

  private CallOptions(Builder builder) {
    this.autoFulfill = builder.autoFulfill;
    this.maxRounds = builder.maxRounds;
    this.roundTimeout = builder.roundTimeout;
    this.maxTotalTimeout = builder.maxTotalTimeout;
    this.stateOnlyBackoff = builder.stateOnlyBackoff;
    this.logLevel = builder.logLevel;
    this.onLog = builder.onLog;
    this.onProgress = builder.onProgress;
    this.cancellation = builder.cancellation;
    this.extraMeta = builder.extraMeta;
    this.lostRoundRetries = builder.lostRoundRetries;
    this.lostRoundBackoff = builder.lostRoundBackoff;
    this.resendLostReplies = builder.resendLostReplies;
    this.onLostRound = builder.onLostRound;
  }

  /** The built-in defaults. */
  public static CallOptions defaults() {
    return DEFAULTS;
  }

  public static Builder builder() {
    return new Builder();
  }

  /** A builder holding these options. */
  public Builder toBuilder() {
    Builder builder = new Builder();
    builder.autoFulfill = autoFulfill;
    builder.maxRounds = maxRounds;
    builder.roundTimeout = roundTimeout;
    builder.maxTotalTimeout = maxTotalTimeout;
    builder.stateOnlyBackoff = stateOnlyBackoff;
    builder.logLevel = logLevel;
    builder.onLog = onLog;
    builder.onProgress = onProgress;
    builder.cancellation = cancellation;
    builder.extraMeta = extraMeta;
    builder.lostRoundRetries = lostRoundRetries;
    builder.lostRoundBackoff = lostRoundBackoff;
    builder.resendLostReplies = resendLostReplies;
    builder.onLostRound = onLostRound;
    return builder;
  }

  public boolean autoFulfill() {
    return autoFulfill;
  }

  public int maxRounds() {
    return maxRounds;
  }

  public Duration roundTimeout() {
    return roundTimeout;
  }

  /** Null when the call has no total limit. */
  public Duration maxTotalTimeout() {
    return maxTotalTimeout;
  }

  public Duration stateOnlyBackoff() {
    return stateOnlyBackoff;
  }

  /** Null when the call asks for no log messages. */
  public LogLevel logLevel() {
    return logLevel;
  }

  /** Null when none. */
  public Consumer<LogMessage> onLog() {
    return onLog;
  }

  /** Null when the call asks for no progress. */
  public Consumer<ProgressUpdate> onProgress() {
    return onProgress;
  }

  /** Null when the call cannot be cancelled this way. */
  public Cancellation cancellation() {
    return cancellation;
  }

  public JsonObject extraMeta() {
    return extraMeta;
  }

  /** How many times one lost round is sent again; 0 never. */
  public int lostRoundRetries() {
    return lostRoundRetries;
  }

  /** The pause before the first re-send of a lost round; doubled for each further one. */
  public Duration lostRoundBackoff() {
    return lostRoundBackoff;
  }

  /** Whether a round whose reply was lost is sent again even for a tool not declared read-only or idempotent. */
  public boolean resendLostReplies() {
    return resendLostReplies;
  }

  /** Null when none. */
  public Consumer<LostRound> onLostRound() {
    return onLostRound;
  }

  /** Builds {@link CallOptions}. */
  public static final class Builder {
    private boolean autoFulfill = true;
    private int maxRounds = 10;
    private Duration roundTimeout = Duration.ofSeconds(600);
    private Duration maxTotalTimeout;
    private Duration stateOnlyBackoff = Duration.ofMillis(100);
    private LogLevel logLevel;
    private Consumer<LogMessage> onLog;
    private Consumer<ProgressUpdate> onProgress;
    private Cancellation cancellation;
    private JsonObject extraMeta = JsonObject.empty();
    private int lostRoundRetries = 3;
    private Duration lostRoundBackoff = Duration.ofMillis(100);
    private boolean resendLostReplies;
    private Consumer<LostRound> onLostRound;

    private Builder() {}

    public Builder autoFulfill(boolean autoFulfill) {
      this.autoFulfill = autoFulfill;
      return this;
    }

    public Builder maxRounds(int maxRounds) {
      if (maxRounds < 1) {
        throw new IllegalArgumentException("maxRounds must be at least 1");
      }
      this.maxRounds = maxRounds;
      return this;
    }

    public Builder roundTimeout(Duration roundTimeout) {
      this.roundTimeout = positive(roundTimeout, "roundTimeout");
      return this;
    }

    /** Null for no total limit. */
    public Builder maxTotalTimeout(Duration maxTotalTimeout) {
      this.maxTotalTimeout = maxTotalTimeout == null ? null : positive(maxTotalTimeout, "maxTotalTimeout");
      return this;
    }

    /** Zero retries a state-only round at once. */
    public Builder stateOnlyBackoff(Duration stateOnlyBackoff) {
      Objects.requireNonNull(stateOnlyBackoff, "stateOnlyBackoff");
      if (stateOnlyBackoff.isNegative()) {
        throw new IllegalArgumentException("stateOnlyBackoff must not be negative");
      }
      this.stateOnlyBackoff = stateOnlyBackoff;
      return this;
    }

    /** Asks the server for log messages at or above {@code level}, delivered to {@code onLog}. */
    public Builder log(LogLevel level, Consumer<LogMessage> onLog) {
      this.logLevel = Objects.requireNonNull(level, "level");
      this.onLog = Objects.requireNonNull(onLog, "onLog");
      return this;
    }

    /** Asks for progress notifications (a fresh token per round), delivered to {@code onProgress}. */
    public Builder onProgress(Consumer<ProgressUpdate> onProgress) {
      this.onProgress = onProgress;
      return this;
    }

    public Builder cancellation(Cancellation cancellation) {
      this.cancellation = cancellation;
      return this;
    }

    public Builder extraMeta(JsonObject extraMeta) {
      this.extraMeta = Objects.requireNonNull(extraMeta, "extraMeta");
      return this;
    }

    /** How many times one lost round is sent again (0 to 100); 0 fails the call at the first loss. */
    public Builder lostRoundRetries(int lostRoundRetries) {
      if (lostRoundRetries < 0 || lostRoundRetries > 100) {
        throw new IllegalArgumentException("lostRoundRetries must be between 0 and 100, was " + lostRoundRetries);
      }
      this.lostRoundRetries = lostRoundRetries;
      return this;
    }

    /** The pause before the first re-send (doubled for each further one, at most 5 s); zero re-sends at once. */
    public Builder lostRoundBackoff(Duration lostRoundBackoff) {
      Objects.requireNonNull(lostRoundBackoff, "lostRoundBackoff");
      if (lostRoundBackoff.isNegative()) {
        throw new IllegalArgumentException("lostRoundBackoff must not be negative");
      }
      this.lostRoundBackoff = lostRoundBackoff;
      return this;
    }

    /**
     * Sends a round whose reply was lost again even when the tool is not declared read-only or
     * idempotent: only for calls whose handlers are safe to run twice. Default off.
     */
    public Builder resendLostReplies(boolean resendLostReplies) {
      this.resendLostReplies = resendLostReplies;
      return this;
    }

    /** Hears of every lost round, re-sent or not (for metrics and logs); it must not block. */
    public Builder onLostRound(Consumer<LostRound> onLostRound) {
      this.onLostRound = onLostRound;
      return this;
    }

    public CallOptions build() {
      return new CallOptions(this);
    }

    private static Duration positive(Duration duration, String name) {
      Objects.requireNonNull(duration, name);
      if (duration.isZero() || duration.isNegative()) {
        throw new IllegalArgumentException(name + " must be positive");
      }
      return duration;
    }
  }
}
