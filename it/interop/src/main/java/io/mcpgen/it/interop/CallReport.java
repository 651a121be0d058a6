package io.mcpgen.it.interop;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;

/**
 * One line of the interop client's output, {@code {"name":..., "rounds":N, "text":..., "ok":...}}:
 * what was called (tool or prompt name, or resource URI), how many requests the call took, the
 * text of its result (or what went wrong), and whether it completed.
 */
public record CallReport(String name, int rounds, String text, boolean ok) {

  /** The report as one compact JSON line. */
  public String toJsonLine() {
    return Json.stringify(JsonObject.builder()
        .put("name", name)
        .put("rounds", rounds)
        .put("text", text)
        .put("ok", ok)
        .build());
  }

  /** Reads a line written by {@link #toJsonLine} (or by the TypeScript client). */
  public static CallReport parse(String line) {
    JsonObject json = Json.parse(line).asObject();
    return new CallReport(json.get("name").asString(), json.get("rounds").asNumber().intValue(),
        json.get("text").asString(), json.get("ok").asBoolean());
  }
}
