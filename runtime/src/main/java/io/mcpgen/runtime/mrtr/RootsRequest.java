package io.mcpgen.runtime.mrtr;

import io.mcpgen.json.JsonObject;

/** A {@code roots/list} question. Needs the {@code roots} capability. */
public final class RootsRequest extends WireQuestion implements InputRequest {

  private static final JsonObject REQUIRED = JsonObject.of("roots", JsonObject.empty());
  private static final RootsRequest PLAIN = new RootsRequest(null);

  private RootsRequest(JsonObject params) {
    super(params);
  }

  /** A roots request without params. */
  public static RootsRequest of() {
    return PLAIN;
  }

  static RootsRequest fromParams(JsonObject params) {
    return params == null ? PLAIN : new RootsRequest(params);
  }

  @Override
  public String method() {
    return McpMethods.ROOTS_LIST;
  }

  @Override
  public JsonObject requiredCapabilities() {
    return REQUIRED;
  }
}
