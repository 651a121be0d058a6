package io.mcpgen.spring.boot;

import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.mrtr.McpMeta;
import io.mcpgen.runtime.mrtr.ProtocolVersions;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.server.RequestContext;
import io.mcpgen.runtime.server.ServerReply;
import io.mcpgen.runtime.state.KeyRing;
import io.mcpgen.runtime.state.Protection;
import io.mcpgen.runtime.state.RequestBinding;
import io.mcpgen.runtime.state.RequestStateCodec;
import io.mcpgen.runtime.state.StateRejectedException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;

/**
 * The {@code mcpgen} health contributor. Up when the engine answers a {@code server/discover} and
 * the requestState keys mint a token that verifies; details: the served interfaces, the audience,
 * the key ids (never a secret) and which one mints.
 */
public final class McpgenHealthIndicator implements HealthIndicator {

  private static final String PROBE_METHOD = "mcpgen/health";

  private final McpServerEngine engine;
  private final RequestStateCodec codec;
  private final List<String> servers;

  McpgenHealthIndicator(McpServerEngine engine, RequestStateCodec codec, List<String> servers) {
    this.engine = engine;
    this.codec = codec;
    this.servers = List.copyOf(servers);
  }

  @Override
  public Health health() {
    // The ring in use now: a KeyRingFile may have rotated it since start-up.
    KeyRing ring = codec.keyRing();
    Health.Builder health = Health.up()
        .withDetail("servers", servers)
        .withDetail("audience", codec.audience())
        .withDetail("activeKey", ring.activeKeyId())
        .withDetail("keys", ring.keyIds());
    String engineProblem = engineProblem();
    if (engineProblem != null) {
      return health.down().withDetail("engine", engineProblem).build();
    }
    health.withDetail("engine", "answers server/discover");
    String keysProblem = keysProblem();
    if (keysProblem != null) {
      return health.down().withDetail("keysLoaded", false).withDetail("keysProblem", keysProblem).build();
    }
    return health.withDetail("keysLoaded", true).build();
  }

  private String engineProblem() {
    JsonObject discover = JsonObject.builder()
        .put("jsonrpc", "2.0")
        .put("id", "health")
        .put("method", "server/discover")
        .put("params", JsonObject.of("_meta", JsonObject.builder()
            .put(McpMeta.PROTOCOL_VERSION, ProtocolVersions.LATEST)
            .put(McpMeta.CLIENT_CAPABILITIES, JsonObject.empty())
            .put(McpMeta.CLIENT_INFO, JsonObject.builder().put("name", "mcpgen-health").put("version", "1").build())
            .build()))
        .build();
    try {
      ServerReply reply = engine.handle(discover, RequestContext.anonymous()).toCompletableFuture()
          .get(10, TimeUnit.SECONDS);
      boolean answered = reply.body().map(body -> body.get("result") instanceof JsonObject).orElse(false);
      return answered ? null : "server/discover got no result";
    } catch (InterruptedException interrupted) {
      Thread.currentThread().interrupt();
      return "interrupted";
    } catch (Exception failed) {
      return "server/discover failed: " + failed.getClass().getSimpleName();
    }
  }

  /** Mints a token with the active key and verifies it: the keys are there and work. */
  private String keysProblem() {
    RequestBinding binding = RequestBinding.of(PROBE_METHOD, JsonObject.empty(), null);
    try {
      String token = codec.mint(binding, 1, JsonObject.empty(), Protection.SEALED);
      codec.verify(token, binding);
      return null;
    } catch (StateRejectedException rejected) {
      return "a token minted with the active key was rejected: " + rejected.reason();
    } catch (RuntimeException failed) {
      return "minting failed: " + failed.getClass().getSimpleName();
    }
  }
}
