package io.mcpgen.redis;

import io.lettuce.core.ClientOptions;
import io.lettuce.core.RedisClient;
import io.lettuce.core.RedisURI;
import io.lettuce.core.SetArgs;
import io.lettuce.core.SocketOptions;
import io.lettuce.core.TimeoutOptions;
import io.lettuce.core.api.StatefulRedisConnection;
import io.lettuce.core.api.sync.RedisCommands;
import io.mcpgen.runtime.state.ReplayGuard;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.concurrent.TimeUnit;

/**
 * A {@link ReplayGuard} that every replica shares through one Redis: a token id is marked used with
 * a single atomic {@code SET <prefix><tokenId> 1 NX PXAT <token expiry in epoch ms>}, so of any
 * number of replicas verifying the same token at once, exactly one sees its first use, and Redis
 * forgets the id when the token expires.
 *
 * <p>Every command is bounded by {@link Builder#commandTimeout}. When Redis is down, slow or refuses
 * the command, the guard answers by its {@link GuardFailureMode}: {@link GuardFailureMode#FAIL_CLOSED}
 * (the default) refuses the token, {@link GuardFailureMode#FAIL_OPEN} accepts it; either way it logs
 * a WARNING at most once per {@link Builder#failureWarningInterval}, never with the token id. A
 * command that timed out may still have been applied: under fail closed the token stays refused.
 *
 * <p>{@link Builder#build()} connects at once (a Redis unreachable at startup is an exception, not
 * a silent outage); afterwards the connection reconnects by itself and commands issued while it is
 * down fail at once instead of queueing. Thread-safe; {@link #close()} releases the connection.
 */
public final class RedisReplayGuard implements ReplayGuard, AutoCloseable {

  /** Key prefix unless configured: the id follows it. */
  public static final String DEFAULT_KEY_PREFIX = "mcpgen:replay:";
  /** Command timeout unless configured. */
  public static final Duration DEFAULT_COMMAND_TIMEOUT = Duration.ofMillis(500);
  /** Minimum time between two failure warnings unless configured. */
  public static final Duration DEFAULT_FAILURE_WARNING_INTERVAL = Duration.ofMinutes(1);

  private final RedisClient client;
  private final StatefulRedisConnection<String, String> connection;
  private final RedisCommands<String, String> commands;
  private final String keyPrefix;
  private final GuardFailureMode failureMode;
  private final Clock clock;
  private final FailureWarnings warnings;

  private RedisReplayGuard(Builder builder) {
    this.keyPrefix = builder.keyPrefix;
    this.failureMode = builder.failureMode;
    this.clock = builder.clock;
    this.warnings = new FailureWarnings(builder.failureWarningInterval, failureMode);
    RedisURI uri = builder.uri;
    uri.setTimeout(builder.commandTimeout);
    RedisClient created = RedisClient.create(uri);
    try {
      created.setOptions(ClientOptions.builder()
          .disconnectedBehavior(ClientOptions.DisconnectedBehavior.REJECT_COMMANDS)
          .timeoutOptions(TimeoutOptions.enabled(builder.commandTimeout))
          .socketOptions(SocketOptions.builder().connectTimeout(builder.connectTimeout).build())
          .build());
      this.connection = created.connect();
    } catch (RuntimeException e) {
      created.shutdown(0, 2, TimeUnit.SECONDS);
      throw e;
    }
    this.client = created;
    this.connection.setTimeout(builder.commandTimeout);
    this.commands = connection.sync();
  }

  /** A builder for a guard on the Redis at {@code uri}, e.g. {@code redis://127.0.0.1:6379}. */
  public static Builder builder(String uri) {
    return new Builder(RedisURI.create(Objects.requireNonNull(uri, "uri")));
  }

  /** A builder for a guard on the Redis at {@code uri}; the guard sets its timeout. */
  public static Builder builder(RedisURI uri) {
    return new Builder(Objects.requireNonNull(uri, "uri"));
  }

  @Override
  public boolean firstUse(String tokenId, Instant expiresAt) {
    Objects.requireNonNull(tokenId, "tokenId");
    long expiry = expiresAt.toEpochMilli();
    if (expiry <= clock.millis()) {
      return false;
    }
    try {
      return "OK".equals(commands.set(keyPrefix + tokenId, "1", SetArgs.Builder.nx().pxAt(expiry)));
    } catch (RuntimeException e) {
      warnings.record(e);
      return failureMode == GuardFailureMode.FAIL_OPEN;
    }
  }

  /** How many commands failed (down, timed out, refused) since this guard was built. */
  public long failureCount() {
    return warnings.total();
  }

  /** Closes the connection and releases the client's threads. */
  @Override
  public void close() {
    try {
      connection.close();
    } finally {
      client.shutdown(0, 2, TimeUnit.SECONDS);
    }
  }

  /** Configures a {@link RedisReplayGuard}; every setting has a default but the URI. */
  public static final class Builder {

    private final RedisURI uri;
    private String keyPrefix = DEFAULT_KEY_PREFIX;
    private Duration commandTimeout = DEFAULT_COMMAND_TIMEOUT;
    private Duration connectTimeout = Duration.ofSeconds(2);
    private GuardFailureMode failureMode = GuardFailureMode.FAIL_CLOSED;
    private Duration failureWarningInterval = DEFAULT_FAILURE_WARNING_INTERVAL;
    private Clock clock = Clock.systemUTC();

    private Builder(RedisURI uri) {
      this.uri = uri;
    }

    /** Prefix of every key; lets several servers share one Redis. Default {@value #DEFAULT_KEY_PREFIX}. */
    public Builder keyPrefix(String keyPrefix) {
      this.keyPrefix = Objects.requireNonNull(keyPrefix, "keyPrefix");
      return this;
    }

    /** Longest wait for one command before it counts as a failure. Default 500 ms. */
    public Builder commandTimeout(Duration commandTimeout) {
      this.commandTimeout = positive(commandTimeout, "commandTimeout");
      return this;
    }

    /** Longest wait for a connection, at build and on each reconnect. Default 2 s. */
    public Builder connectTimeout(Duration connectTimeout) {
      this.connectTimeout = positive(connectTimeout, "connectTimeout");
      return this;
    }

    /** What to answer when Redis cannot. Default {@link GuardFailureMode#FAIL_CLOSED}. */
    public Builder failureMode(GuardFailureMode failureMode) {
      this.failureMode = Objects.requireNonNull(failureMode, "failureMode");
      return this;
    }

    /** Accepts tokens unchecked while Redis cannot answer; see {@link GuardFailureMode#FAIL_OPEN}. */
    public Builder failOpen() {
      return failureMode(GuardFailureMode.FAIL_OPEN);
    }

    /** Minimum time between two failure warnings. Default one minute. */
    public Builder failureWarningInterval(Duration interval) {
      this.failureWarningInterval = positive(interval, "failureWarningInterval");
      return this;
    }

    /** The clock that tells an already expired id (refused without asking Redis); share the codec's. */
    public Builder clock(Clock clock) {
      this.clock = Objects.requireNonNull(clock, "clock");
      return this;
    }

    /** Connects to Redis; throws the client's exception when it is unreachable. */
    public RedisReplayGuard build() {
      return new RedisReplayGuard(this);
    }

    private static Duration positive(Duration value, String name) {
      Objects.requireNonNull(value, name);
      if (value.isNegative() || value.isZero()) {
        throw new IllegalArgumentException(name + " must be positive, was " + value);
      }
      return value;
    }
  }
}
