package io.mcpgen.runtime.transport.stdio.server.misplaced;

import io.mcpgen.legacy.server.LegacyEra;

/** A transport class that imports the 2025 bridge: {@code RulesCatchWrongImportsTest} expects a failure. */
public final class ImportsLegacy {

  public Object era() {
    return LegacyEra.builder();
  }
}
