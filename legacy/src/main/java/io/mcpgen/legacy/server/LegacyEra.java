package io.mcpgen.legacy.server;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.mrtr.McpMeta;
import io.mcpgen.runtime.mrtr.ProtocolVersions;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.server.SessionEra;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * Serves clients of the session-based revisions (2025-11-25 and 2025-06-18) from a 2026-07-28
 * {@link McpServerEngine}: the same handlers, no second code path. An {@code initialize} request
 * without the 2026-07-28 {@code _meta} opens a {@link LegacySession}; a request carrying that
 * {@code _meta} stays stateless, whatever connection or headers it came with.
 *
 * <p>With {@code mcpgen-legacy} on the class path every engine serves the era with the defaults
 * below ({@link LegacyEraProvider}); to change them, or to serve 2026-07-28 only:
 *
 * <pre>{@code
 * McpServerEngine.builder()
 *     .sessions(LegacyEra.builder().inputTimeout(Duration.ofMinutes(5)).build())   // or .sessions(null)
 *     ...
 * }</pre>
 *
 * <p>A resource update the application publishes through the engine's {@code Subscriptions}
 * reaches every open session subscribed to it as {@code notifications/resources/updated}.
 */
public final class LegacyEra implements SessionEra {

  private final McpServerEngine engine;
  private final Duration inputTimeout;
  private final int maxWaitingInputs;
  private final int maxSubscriptions;
  private final Set<LegacySession> open = ConcurrentHashMap.newKeySet();
  private volatile boolean observing;

  private LegacyEra(McpServerEngine engine, Builder settings) {
    this.engine = Objects.requireNonNull(engine, "engine");
    this.inputTimeout = settings.inputTimeout;
    this.maxWaitingInputs = settings.maxWaitingInputs;
    this.maxSubscriptions = settings.maxSubscriptions;
  }

  /** The era with the defaults for {@code engine}: 10 min per round of input, 64 inputs waiting, 256 subscriptions. */
  public static LegacyEra of(McpServerEngine engine) {
    return new LegacyEra(engine, builder());
  }

  /** Settings for the era; {@link Builder#build()} gives the provider an engine builder takes. */
  public static Builder builder() {
    return new Builder();
  }

  public McpServerEngine engine() {
    return engine;
  }

  @Override
  public List<String> versions() {
    return ProtocolVersions.ERA_2025;
  }

  /** An {@code initialize} request without the 2026-07-28 {@code _meta}. */
  @Override
  public boolean opens(JsonObject message) {
    return JsonString.of("initialize").equals(message.get("method")) && message.has("id") && belongsToSession(message);
  }

  /**
   * True when a request or notification does not carry the 2026-07-28 protocol version in its
   * {@code params._meta}, and for every response (the client's answers to the session's requests).
   */
  @Override
  public boolean belongsToSession(JsonObject message) {
    JsonValue params = message.get("params");
    if (!(params instanceof JsonObject)) {
      return true;
    }
    JsonValue meta = ((JsonObject) params).get("_meta");
    return !(meta instanceof JsonObject) || !((JsonObject) meta).has(McpMeta.PROTOCOL_VERSION);
  }

  @Override
  public LegacySession openSession(Consumer<JsonObject> outbound) {
    observeUpdates();
    LegacySession session = new LegacySession(this, Objects.requireNonNull(outbound, "outbound"));
    open.add(session);
    return session;
  }

  /** How many sessions are open now (opened and not yet closed). */
  public int openSessions() {
    return open.size();
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

  void closed(LegacySession session) {
    open.remove(session);
  }

  /** From the first session on, the engine's resource updates reach the sessions subscribed. */
  private void observeUpdates() {
    if (observing) {
      return;
    }
    synchronized (this) {
      if (!observing) {
        engine.subscriptions().ifPresent(updates -> updates.observeResourceUpdates(this::resourceUpdated));
        observing = true;
      }
    }
  }

  private void resourceUpdated(String uri) {
    JsonObject notification = JsonObject.builder().put("jsonrpc", "2.0")
        .put("method", "notifications/resources/updated")
        .put("params", JsonObject.of("uri", JsonString.of(uri))).build();
    for (LegacySession session : open) {
      session.resourceUpdated(uri, notification);
    }
  }

  /** Settings of a {@link LegacyEra}. */
  public static final class Builder {
    private Duration inputTimeout = Duration.ofMinutes(10);
    private int maxWaitingInputs = 64;
    private int maxSubscriptions = 256;

    private Builder() {}

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

    /** The provider for {@code McpServerEngine.Builder.sessions}, with these settings as they are now. */
    public SessionEra.Provider build() {
      Builder settings = new Builder();
      settings.inputTimeout = inputTimeout;
      settings.maxWaitingInputs = maxWaitingInputs;
      settings.maxSubscriptions = maxSubscriptions;
      return engine -> new LegacyEra(engine, settings);
    }
  }
}
