package io.mcpgen.it.attacks;

import io.mcpgen.legacy.server.LegacyEra;
import io.mcpgen.runtime.server.McpServerEngine;
import java.util.function.IntSupplier;

/** How many 2025-era sessions an engine holds open, for the side channel. */
final class Sessions {

  private Sessions() {}

  /** The count, or -1 when the engine serves no 2025 era (the session case then fails, as it should). */
  static IntSupplier openIn(McpServerEngine engine) {
    return () -> engine.sessions().filter(LegacyEra.class::isInstance)
        .map(era -> ((LegacyEra) era).openSessions()).orElse(-1);
  }
}
