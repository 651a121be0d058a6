package io.mcpgen.runtime.mrtr.typed;

import io.mcpgen.runtime.json.Json;
import io.mcpgen.runtime.json.JsonArray;
import io.mcpgen.runtime.json.JsonCodec;
import io.mcpgen.runtime.json.JsonObject;
import io.mcpgen.runtime.json.JsonValue;
import io.mcpgen.runtime.mrtr.server.InvalidInputResponseException;
import io.mcpgen.runtime.mrtr.server.McpErrorException;
import io.mcpgen.runtime.mrtr.server.MissingCapabilityException;
import io.mcpgen.runtime.mrtr.server.RoundSuspendedException;
import java.util.Objects;
import java.util.concurrent.CancellationException;

/** A tool method's return value as the {@code CallToolResult} the engine sends. */
public final class ToolResults {

  private static final JsonObject EMPTY = JsonObject.of("content", JsonArray.empty());

  private ToolResults() {}

  /**
   * A record: {@code structuredContent}, and the same JSON as a text block for clients that read
   * only {@code content} (the specification asks for both).
   */
  public static <T> JsonObject structured(T value, JsonCodec<T> codec) {
    JsonValue structured = Json.toValue(Objects.requireNonNull(value, "the tool returned null"), codec);
    return JsonObject.builder()
        .put("content", JsonArray.of(textBlock(Json.stringify(structured))))
        .put("structuredContent", structured)
        .build();
  }

  /** A string: one text block. */
  public static JsonObject text(String text) {
    return JsonObject.of("content", JsonArray.of(textBlock(Objects.requireNonNull(text, "the tool returned null"))));
  }

  /** A {@code void} method: no content. */
  public static JsonObject empty() {
    return EMPTY;
  }

  /** The protocol's {@code CallToolResult}, as it is. */
  public static <R> JsonObject of(R result, JsonCodec<R> codec) {
    return Json.toValue(Objects.requireNonNull(result, "the tool returned null"), codec).asObject();
  }

  /**
   * A tool whose method threw: a result with {@code isError: true} and the exception's message, so
   * the model sees what went wrong. What steers the protocol instead passes through: a round that
   * waits for input, an {@link McpErrorException} (a JSON-RPC error on purpose), a missing client
   * capability, a bad input answer, a cancellation.
   */
  public static JsonObject failed(Exception failure) {
    if (failure instanceof RoundSuspendedException || failure instanceof McpErrorException
        || failure instanceof MissingCapabilityException || failure instanceof InvalidInputResponseException
        || failure instanceof CancellationException) {
      throw (RuntimeException) failure;
    }
    String message = failure.getMessage() != null ? failure.getMessage() : failure.getClass().getSimpleName();
    return JsonObject.builder()
        .put("content", JsonArray.of(textBlock(message)))
        .put("isError", true)
        .build();
  }

  static JsonObject textBlock(String text) {
    return JsonObject.builder().put("type", "text").put("text", text).build();
  }
}
