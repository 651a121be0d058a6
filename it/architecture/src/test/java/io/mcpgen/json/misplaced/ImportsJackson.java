package io.mcpgen.json.misplaced;

import tools.jackson.core.JsonParser;

/** A JSON-layer class that imports Jackson: {@code RulesCatchWrongImportsTest} expects a failure. */
public final class ImportsJackson {

  public boolean isParser(Object value) {
    return value instanceof JsonParser;
  }
}
