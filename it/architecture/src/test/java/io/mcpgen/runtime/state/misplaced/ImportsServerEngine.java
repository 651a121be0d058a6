package io.mcpgen.runtime.state.misplaced;

import io.mcpgen.runtime.server.McpServerEngine;

/** A requestState class that imports the server engine: {@code RulesCatchWrongImportsTest} expects a failure. */
public final class ImportsServerEngine {

  public boolean isEngine(Object value) {
    return value instanceof McpServerEngine;
  }
}
