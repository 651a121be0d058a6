package io.mcpgen.runtime.mrtr.session;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.mrtr.McpMeta;
import io.mcpgen.runtime.server.McpServerEngine;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * Serves clients of the session-based revisions (2025-11-25 and 2025-06-18) from a 2026-07-28
 * {@link McpServerEngine}: the same handlers, no second code path. Transports ask
 * {@link #isLegacy} of each message and open a {@link LegacySession} on {@code initialize}.
 *
 * <pre>{@code
 * LegacyEra era = LegacyEra.builder(engine).inputTimeout(Duration.ofMinutes(5)).build();
 * }</pre>
 *
 * <p>A request carrying the 2026-07-28 {@code _meta} (its {@code protocolVersion}) is never a
 * session's: it stays stateless, whatever connection or headers it came with.
 */
public final class LegacyEra {

  /** The session-based revisions served, newest first: the one offered when a client asks another. */
  public static final List<String> VERSIONS = List.of("2025-11-25", "2025-06-18");

  private final McpServerEngine engine;
  private final Duration inputTimeout;
  private final int maxWaitingInputs;
  private final int maxSubscriptions;

  private LegacyEra(Builder builder) {
    this.engine = builder.engine;
    this.inputTimeout = builder.inputTimeout;
    this.maxWaitingInputs = builder.maxWaitingInputs;
    this.maxSubscriptions = builder.maxSubscriptions;
  }

  /** The defaults for {@code engine}: 10 min per round of input, 64 inputs waiting, 256 subscriptions per session. */
  public static LegacyEra of(McpServerEngine engine) {
    return builder(engine).build();
  }

  public static Builder builder(McpServerEngine engine) {
    return new Builder(engine);
  }

  public McpServerEngine engine() {
    return engine;
  }

  /** A new session, not yet initialized. */
  public LegacySession openSession() {
    return new LegacySession(this);
  }

  Duration inputTimeout() {
    return inputTimeout;
  }

  int maxWaitingInputs() {
    return maxWaitingInputs;
  }

  int maxSubscriptions() {
    return maxSubscriptions;
  }

  /**
   * True when a request or notification does not carry the 2026-07-28 protocol version in its
   * {@code params._meta}: on a connection or with a session id that makes it a 2025-era message.
   */
  public static boolean isLegacy(JsonObject message) {
    JsonValue params = message.get("params");
    if (!(params instanceof JsonObject)) {
      return true;
    }
    JsonValue meta = ((JsonObject) params).get("_meta");
    return !(meta instanceof JsonObject) || !((JsonObject) meta).has(McpMeta.PROTOCOL_VERSION);
  }

  /** True for a 2025-era {@code initialize} request: the message that opens a session. */
  public static boolean isInitialize(JsonObject message) {
    return JsonString.of("initialize").equals(message.get("method")) && message.has("id") && isLegacy(message);
  }

  /** Builds a {@link LegacyEra}. */
  public static final class Builder {
    private final McpServerEngine engine;
    private Duration inputTimeout = Duration.ofMinutes(10);
    private int maxWaitingInputs = 64;
    private int maxSubscriptions = 256;

    private Builder(McpServerEngine engine) {
      this.engine = Objects.requireNonNull(engine, "engine");
    }

    /**
     * How long the server waits for a client to answer one round of input requests (default
     * 10 min, the client side's default round timeout); then the request ends with {@code -32603}.
     */
    public Builder inputTimeout(Duration inputTimeout) {
      if (inputTimeout.isNegative() || inputTimeout.isZero()) {
        throw new IllegalArgumentException("inputTimeout must be positive");
      }
      this.inputTimeout = inputTimeout;
      return this;
    }

    /** How many input requests of one session may wait for the client at once (default 64). */
    public Builder maxWaitingInputs(int maxWaitingInputs) {
      if (maxWaitingInputs < 1) {
        throw new IllegalArgumentException("maxWaitingInputs must be at least 1");
      }
      this.maxWaitingInputs = maxWaitingInputs;
      return this;
    }

    /** How many resource URIs one session may subscribe to (default 256). */
    public Builder maxSubscriptions(int maxSubscriptions) {
      if (maxSubscriptions < 0) {
        throw new IllegalArgumentException("maxSubscriptions must not be negative");
      }
      this.maxSubscriptions = maxSubscriptions;
      return this;
    }

    public LegacyEra build() {
      return new LegacyEra(this);
    }
  }
}
