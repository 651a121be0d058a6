package io.mcpgen.runtime.typed;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonCodec;
import io.mcpgen.json.JsonCodecs;
import io.mcpgen.json.JsonObject;
import java.util.List;
import java.util.Objects;

/** A prompt method's return value as the {@code GetPromptResult} the engine sends. */
public final class PromptResults {

  private PromptResults() {}

  /** A string: one user message with that text. */
  public static JsonObject text(String text) {
    JsonObject message = JsonObject.builder()
        .put("role", "user")
        .put("content", ToolResults.textBlock(Objects.requireNonNull(text, "the prompt returned null")))
        .build();
    return JsonObject.of("messages", JsonArray.of(message));
  }

  /** The protocol's {@code PromptMessage}s. */
  public static <M> JsonObject messages(List<M> messages, JsonCodec<M> codec) {
    return JsonObject.of("messages",
        Json.toValue(Objects.requireNonNull(messages, "the prompt returned null"), JsonCodecs.listOf(codec)));
  }

  /** The protocol's {@code GetPromptResult}, as it is. */
  public static <R> JsonObject of(R result, JsonCodec<R> codec) {
    return Json.toValue(Objects.requireNonNull(result, "the prompt returned null"), codec).asObject();
  }
}
