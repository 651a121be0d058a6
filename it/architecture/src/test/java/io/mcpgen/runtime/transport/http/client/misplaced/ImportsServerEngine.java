package io.mcpgen.runtime.transport.http.client.misplaced;

import io.mcpgen.runtime.server.McpServerEngine;

/** A client transport class that imports the server engine: {@code RulesCatchWrongImportsTest} expects a failure. */
public final class ImportsServerEngine {

  public boolean isEngine(Object value) {
    return value instanceof McpServerEngine;
  }
}
