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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * What the {@code mcpgen} health contributor checks, free of Spring Boot's health API (which moved
 * between Boot 3 and Boot 4, so each starter adapts it in its own {@code McpgenHealthIndicator}):
 * the engine answers a {@code server/discover} and the requestState keys mint a token that
 * verifies. Details: the served interfaces, the audience, the key ids (never a secret) and which
 * one mints.
 */
final class McpgenHealthProbe {

  private static final String PROBE_METHOD = "mcpgen/health";

  /**
   * One probe's outcome.
   *
   * @param up whether both checks passed
   * @param details what the contributor shows, in order
   */
  record Result(boolean up, Map<String, Object> details) {}

  private final McpServerEngine engine;
  private final RequestStateCodec codec;
  private final List<String> servers;

  McpgenHealthProbe(McpServerEngine engine, RequestStateCodec codec, List<String> servers) {
    this.engine = engine;
    this.codec = codec;
    this.servers = List.copyOf(servers);
  }

  Result probe() {
    // The ring in use now: a KeyRingFile may have rotated it since start-up.
    KeyRing ring = codec.keyRing();
    Map<String, Object> details = new LinkedHashMap<>();
    details.put("servers", servers);
    details.put("audience", codec.audience());
    details.put("activeKey", ring.activeKeyId());
    details.put("keys", ring.keyIds());
    String engineProblem = engineProblem();
    if (engineProblem != null) {
      details.put("engine", engineProblem);
      return new Result(false, details);
    }
    details.put("engine", "answers server/discover");
    String keysProblem = keysProblem();
    if (keysProblem != null) {
      details.put("keysLoaded", false);
      details.put("keysProblem", keysProblem);
      return new Result(false, details);
    }
    details.put("keysLoaded", true);
    return new Result(true, details);
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
