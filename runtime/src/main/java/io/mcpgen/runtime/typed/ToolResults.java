package io.mcpgen.runtime.typed;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonCodec;
import io.mcpgen.json.JsonException;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.jsonrpc.ErrorCodes;
import io.mcpgen.runtime.server.InvalidInputResponseException;
import io.mcpgen.runtime.server.McpErrorException;
import io.mcpgen.runtime.server.MissingCapabilityException;
import io.mcpgen.runtime.server.RoundSuspendedException;
import java.util.concurrent.CancellationException;

/** A tool method's return value as the {@code CallToolResult} the engine sends. */
public final class ToolResults {

  private static final JsonObject EMPTY = JsonObject.of("content", JsonArray.empty());

  private ToolResults() {}

  /**
   * A record: {@code structuredContent}, and the same JSON as a text block for clients that read
   * only {@code content} (the specification asks for both). A {@code null}, or a record that cannot
   * be written (a required component left null), is a tool error naming {@code method} and what
   * is wrong, not a protocol error: the tool ran, its result is unusable.
   *
   * @param method the Java method that returned it, e.g. {@code "Booking.findSlots()"}
   */
  public static <T> JsonObject structured(String method, T value, JsonCodec<T> codec) {
    if (value == null) {
      return returnedNull(method);
    }
    JsonValue structured;
    try {
      structured = Json.toValue(value, codec);
    } catch (JsonException | NullPointerException unwritable) {
      return unwritable(method, unwritable);
    }
    return JsonObject.builder()
        .put("content", JsonArray.of(textBlock(Json.stringify(structured))))
        .put("structuredContent", structured)
        .build();
  }

  /** A string: one text block; {@code null} is a tool error naming {@code method}. */
  public static JsonObject text(String method, String text) {
    return text == null ? returnedNull(method) : JsonObject.of("content", JsonArray.of(textBlock(text)));
  }

  /** A {@code void} method: no content. */
  public static JsonObject empty() {
    return EMPTY;
  }

  /** The protocol's {@code CallToolResult}, as it is; {@code null} or unwritable is a tool error naming {@code method}. */
  public static <R> JsonObject of(String method, R result, JsonCodec<R> codec) {
    if (result == null) {
      return returnedNull(method);
    }
    try {
      return Json.toValue(result, codec).asObject();
    } catch (JsonException | NullPointerException unwritable) {
      return unwritable(method, unwritable);
    }
  }

  private static JsonObject returnedNull(String method) {
    return error(method + " returned null; return a value, or throw to report a failure");
  }

  private static JsonObject unwritable(String method, RuntimeException unwritable) {
    return error(method + " returned a value that cannot be written as JSON: " + unwritable.getMessage());
  }

  private static JsonObject error(String message) {
    return JsonObject.builder()
        .put("content", JsonArray.of(textBlock(message)))
        .put("isError", true)
        .build();
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
    return error(failure.getMessage() != null ? failure.getMessage() : failure.getClass().getSimpleName());
  }

  /**
   * What a prompt or resource method that threw becomes: the protocol exceptions as they are (see
   * {@link #failed}), anything else {@code -32603} keeping the exception's message, so the client
   * learns what went wrong, e.g. {@code "prompt thank_you failed: no such customer"}.
   *
   * @param what the kind and name, e.g. {@code "prompt thank_you"}
   */
  public static RuntimeException requestFailed(String what, Exception failure) {
    if (failure instanceof RoundSuspendedException || failure instanceof McpErrorException
        || failure instanceof MissingCapabilityException || failure instanceof InvalidInputResponseException
        || failure instanceof CancellationException) {
      return (RuntimeException) failure;
    }
    String message = failure.getMessage() != null ? failure.getMessage() : failure.getClass().getSimpleName();
    return new McpErrorException(ErrorCodes.INTERNAL_ERROR, what + " failed: " + message);
  }

  static JsonObject textBlock(String text) {
    return JsonObject.builder().put("type", "text").put("text", text).build();
  }
}
