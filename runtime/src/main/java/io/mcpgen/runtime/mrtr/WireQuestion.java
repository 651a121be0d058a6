package io.mcpgen.runtime.mrtr;

import io.mcpgen.json.JsonObject;
import java.util.Objects;

/**
 * What the four kinds of {@link InputRequest} share: the params as they go on the wire, the
 * digest pinned to them (computed once), and equality by class and params.
 */
abstract class WireQuestion {

  /** Null only for a roots request without params. */
  private final JsonObject params;
  private volatile String digest;

  WireQuestion(JsonObject params) {
    this.params = params;
  }

  public JsonObject params() {
    return params;
  }

  /** See {@link InputRequest#digest()}; every subclass is an {@link InputRequest}. */
  public String digest() {
    String known = digest;
    if (known == null) {
      known = QuestionDigest.of(((InputRequest) this).toJson());
      digest = known; // racy but idempotent: every thread computes the same value
    }
    return known;
  }

  @Override
  public boolean equals(Object other) {
    return other != null && other.getClass() == getClass() && Objects.equals(params, ((WireQuestion) other).params);
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(params);
  }

  @Override
  public String toString() {
    return ((InputRequest) this).toJson().toString();
  }
}
