package io.mcpgen.runtime.mrtr;

import io.mcpgen.runtime.json.JsonObject;
import java.util.Objects;

/** A {@code roots/list} question. Needs the {@code roots} capability. */
public final class RootsRequest implements InputRequest {

  private static final JsonObject REQUIRED = JsonObject.of("roots", JsonObject.empty());
  private static final RootsRequest PLAIN = new RootsRequest(null);

  /** Null when the request has no params, which {@code roots/list} allows. */
  private final JsonObject params;
  private volatile String digest;

  private RootsRequest(JsonObject params) {
    this.params = params;
  }

  /** A roots request without params. */
  public static RootsRequest of() {
    return PLAIN;
  }

  static RootsRequest fromParams(JsonObject params) {
    return params == null ? PLAIN : new RootsRequest(params);
  }

  @Override
  public String digest() {
    String known = digest;
    if (known == null) {
      known = QuestionDigest.of(toJson());
      digest = known; // racy but idempotent: every thread computes the same value
    }
    return known;
  }

  @Override
  public String method() {
    return McpMethods.ROOTS_LIST;
  }

  @Override
  public JsonObject params() {
    return params;
  }

  @Override
  public JsonObject requiredCapabilities() {
    return REQUIRED;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof RootsRequest && Objects.equals(params, ((RootsRequest) other).params);
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(params);
  }

  @Override
  public String toString() {
    return toJson().toString();
  }
}
