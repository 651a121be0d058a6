package io.mcpgen.legacy.server;

import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.server.SessionEra;

/**
 * Serves the 2025 era with {@link LegacyEra}'s defaults on every engine built without
 * {@code sessions(...)}: listed in {@code META-INF/services}, so that adding {@code mcpgen-legacy}
 * to the class path is all it takes.
 */
public final class LegacyEraProvider implements SessionEra.Provider {

  @Override
  public SessionEra serve(McpServerEngine engine) {
    return LegacyEra.of(engine);
  }
}
