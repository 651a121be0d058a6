package io.mcpgen.it.interop;

import io.mcpgen.redis.RedisReplayGuard;
import io.mcpgen.runtime.state.KeyRingFile;
import io.mcpgen.runtime.state.ReplayGuard;
import io.mcpgen.runtime.state.RequestStateCodec;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

/**
 * How {@code server --http} runs as one replica of several behind a load balancer, from the
 * environment (each unset variable leaves the single-server behaviour as it was):
 *
 * <ul>
 *   <li>{@code MCPGEN_STATE_KEY_FILE}: the requestState key ring file shared by the replicas
 *       ({@link KeyRingFile}), looked at every second, so keys rotate without a restart. Without
 *       it, {@code MCPGEN_STATE_KEY} or a random key ({@link StateKeys}).
 *   <li>{@code MCPGEN_STATE_TTL_SECONDS}: how long a requestState lives (default 600).
 *   <li>{@code MCPGEN_REPLICA}: this replica's name, returned in every result's {@code _meta}
 *       under {@value ReplicaTag#META_KEY}, so a test can see which replica served each round.
 *   <li>{@code MCPGEN_ONCE_PORT} with {@code MCPGEN_REDIS_URI}: a second endpoint on that port
 *       whose requestState is single use across every replica (a {@link RedisReplayGuard}).
 * </ul>
 */
record ReplicaSettings(Path keyRingFile, Duration ttl, String replica, int oncePort, String redisUri) {

  static ReplicaSettings from(Map<String, String> env) {
    String file = env.get("MCPGEN_STATE_KEY_FILE");
    String ttl = env.get("MCPGEN_STATE_TTL_SECONDS");
    String once = env.get("MCPGEN_ONCE_PORT");
    String redis = env.get("MCPGEN_REDIS_URI");
    if ((once == null) != (redis == null)) {
      throw new IllegalArgumentException("MCPGEN_ONCE_PORT and MCPGEN_REDIS_URI go together");
    }
    return new ReplicaSettings(file == null || file.isBlank() ? null : Path.of(file),
        ttl == null ? RequestStateCodec.DEFAULT_TTL : Duration.ofSeconds(Long.parseLong(ttl.trim())),
        env.get("MCPGEN_REPLICA"), once == null ? -1 : Integer.parseInt(once.trim()), redis);
  }

  /** The codec of the ordinary endpoint; {@code keys} is the shared ring when a file is configured. */
  RequestStateCodec codec(KeyRingFile keys, String fallbackKey, ReplayGuard guard) {
    RequestStateCodec.Builder builder;
    if (keys != null) {
      builder = RequestStateCodec.builder().audience(StateKeys.AUDIENCE).keyRing(keys);
    } else {
      builder = StateKeys.codecBuilder(fallbackKey);
    }
    builder.ttl(ttl);
    if (guard != null) {
      builder.replayGuard(guard);
    }
    return builder.build();
  }

  /** The watched key ring file, or null when none is configured. */
  KeyRingFile keyRing() throws IOException {
    return keyRingFile == null ? null : KeyRingFile.watch(keyRingFile, Duration.ofSeconds(1));
  }
}
