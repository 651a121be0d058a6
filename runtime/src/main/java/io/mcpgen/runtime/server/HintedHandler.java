package io.mcpgen.runtime.server;

import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;

/**
 * A resource handler with cache hints of its own: its complete results get this {@code ttlMs}
 * and {@code cacheScope} unless they carry their own. Interim results never carry hints.
 */
final class HintedHandler implements McpHandler {

  private final McpHandler handler;
  private final CacheHints hints;

  HintedHandler(McpHandler handler, CacheHints hints) {
    this.handler = handler;
    this.hints = hints;
  }

  @Override
  public RoundResult handle(RoundContext round) throws Exception {
    RoundResult result = handler.handle(round);
    if (result == null || result.kind() != RoundResult.Kind.COMPLETE) {
      return result;
    }
    JsonObject members = result.result();
    JsonObject hinted = members;
    if (!members.has("ttlMs")) {
      hinted = hinted.with("ttlMs", JsonNumber.of(hints.ttlMs()));
    }
    if (!members.has("cacheScope")) {
      hinted = hinted.with("cacheScope", JsonString.of(hints.scope().wireName()));
    }
    return hinted == members ? result : RoundResult.complete(hinted);
  }

  @Override
  public boolean asksForInput() {
    return handler.asksForInput();
  }
}
