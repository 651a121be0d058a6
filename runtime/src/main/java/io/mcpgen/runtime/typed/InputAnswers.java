package io.mcpgen.runtime.typed;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonCodec;
import io.mcpgen.json.JsonCodecs;
import io.mcpgen.json.JsonException;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.mrtr.RootsAnswer;
import io.mcpgen.runtime.mrtr.SamplingAnswer;
import io.mcpgen.runtime.server.McpErrorException;
import java.util.List;

/**
 * Sampling and roots answers as the protocol's records ({@code CreateMessageResult},
 * {@code Root}), through the codecs of whichever package those were generated into.
 */
public final class InputAnswers {

  private InputAnswers() {}

  /**
   * The sampling answer under {@code key} as the protocol's record.
   *
   * @throws McpErrorException {@code -32602} when the client's answer does not fit the record
   */
  public static <R> R sampling(String key, SamplingAnswer answer, JsonCodec<R> codec) {
    return decode(key, answer.toJson(), codec);
  }

  /**
   * The roots under {@code key} as the protocol's records.
   *
   * @throws McpErrorException {@code -32602} when a root does not fit the record
   */
  public static <R> List<R> roots(String key, RootsAnswer answer, JsonCodec<R> codec) {
    JsonObject json = answer.toJson();
    return decode(key, json.get("roots"), JsonCodecs.listOf(codec));
  }

  private static <R> R decode(String key, JsonValue json, JsonCodec<R> codec) {
    try {
      return Json.decode(json, codec);
    } catch (JsonException | IllegalArgumentException misfit) {
      throw McpErrorException.invalidParams("Invalid input response for '" + key + "': " + misfit.getMessage());
    }
  }
}
