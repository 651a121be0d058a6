package io.mcpgen.runtime.testing;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;

/** Builds a retry by hand, as a client does (a copy of the runtime tests' helper: see {@link Fixtures}). */
public final class Rounds {

  private Rounds() {}

  /**
   * The retry of {@code request} after {@code interim}: a new id, the same params, a fresh
   * {@code _meta} declaring {@code capabilities}, these answers, and the interim result's state.
   */
  public static JsonObject retry(JsonObject request, long id, JsonObject interim, JsonObject answers, String capabilities) {
    JsonObject params = request.get("params").asObject().without("inputResponses", "requestState")
        .with("_meta", Fixtures.meta(capabilities));
    if (answers != null) {
      params = params.with("inputResponses", answers);
    }
    JsonValue state = interim.get("requestState");
    if (state != null) {
      params = params.with("requestState", state);
    }
    return request.with("id", JsonValue.parse(Long.toString(id))).with("params", params);
  }
}
