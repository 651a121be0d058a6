package io.mcpgen.runtime.typed;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonBoolean;
import io.mcpgen.json.JsonCodec;
import io.mcpgen.json.JsonCodecs;
import io.mcpgen.json.JsonException;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.client.CallOutcome;
import io.mcpgen.runtime.client.InputDeclinedException;
import io.mcpgen.runtime.client.ProtocolViolationException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;

/**
 * A typed client's view of a call's outcome: the result as the interface's return type. Every
 * method throws {@link InputDeclinedException} when the user refused a sampling or roots request,
 * and {@link IllegalStateException} for a call left waiting for input (typed clients answer
 * through their hooks; manual mode is the runtime client's).
 */
public final class Outcomes {

  private Outcomes() {}

  /**
   * A tool's record: its {@code structuredContent}, or, from a server that sends only text, the
   * JSON of its first text block.
   *
   * @throws ToolErrorException when the tool reported {@code isError}
   * @throws ProtocolViolationException when the result does not make the record
   */
  public static <T> T structured(String tool, CallOutcome outcome, JsonCodec<T> codec) {
    JsonObject result = toolResult(tool, outcome);
    JsonValue structured = result.get("structuredContent");
    try {
      if (structured == null) {
        structured = Json.parse(texts(result.get("content")));
      }
      return Json.decode(structured, codec);
    } catch (JsonException | IllegalArgumentException misfit) {
      throw violation("the result of tool " + tool + " does not fit its return type: " + misfit.getMessage(),
          outcome, misfit);
    }
  }

  /**
   * A tool's text: its text blocks, joined by line breaks.
   *
   * @throws ToolErrorException when the tool reported {@code isError}
   */
  public static String text(String tool, CallOutcome outcome) {
    return texts(toolResult(tool, outcome).get("content"));
  }

  /**
   * A {@code void} tool's completion.
   *
   * @throws ToolErrorException when the tool reported {@code isError}
   */
  public static void none(String tool, CallOutcome outcome) {
    toolResult(tool, outcome);
  }

  /**
   * A tool's whole result as the protocol's {@code CallToolResult} record.
   *
   * @throws ToolErrorException when the tool reported {@code isError}, as every typed tool method does
   * @throws ProtocolViolationException when the result does not fit the record
   */
  public static <R> R toolResult(String tool, CallOutcome outcome, JsonCodec<R> codec) {
    toolResult(tool, outcome);
    return result(outcome, codec);
  }

  /**
   * A tool's whole result as JSON, for a client without the protocol's records.
   *
   * @throws ToolErrorException when the tool reported {@code isError}, as every typed tool method does
   */
  public static JsonObject toolResult(String tool, CallOutcome outcome) {
    JsonObject result = outcome.resultOrThrow();
    if (JsonBoolean.TRUE.equals(result.get("isError"))) {
      throw new ToolErrorException(tool, texts(result.get("content")), result);
    }
    return result;
  }

  /**
   * The whole result as the protocol's record ({@code GetPromptResult}, {@code ReadResourceResult},
   * ...); a tool's goes through {@link #toolResult(String, CallOutcome, JsonCodec)}, which throws
   * on {@code isError}.
   */
  public static <R> R result(CallOutcome outcome, JsonCodec<R> codec) {
    try {
      return Json.decode(outcome.resultOrThrow(), codec);
    } catch (JsonException | IllegalArgumentException misfit) {
      throw violation("the result does not fit its protocol type: " + misfit.getMessage(), outcome, misfit);
    }
  }

  /** A prompt's messages as the protocol's {@code PromptMessage} records. */
  public static <M> List<M> promptMessages(CallOutcome outcome, JsonCodec<M> codec) {
    JsonValue messages = outcome.resultOrThrow().get("messages");
    try {
      return Json.decode(messages == null ? JsonArray.empty() : messages, JsonCodecs.listOf(codec));
    } catch (JsonException | IllegalArgumentException misfit) {
      throw violation("the prompt's messages do not fit PromptMessage: " + misfit.getMessage(), outcome, misfit);
    }
  }

  /** A prompt's text: the text of its messages' text content, joined by line breaks. */
  public static String promptText(CallOutcome outcome) {
    List<String> texts = new ArrayList<>();
    JsonValue messages = outcome.resultOrThrow().get("messages");
    if (messages instanceof JsonArray) {
      for (JsonValue message : messages.asArray().elements()) {
        JsonValue content = message instanceof JsonObject ? ((JsonObject) message).get("content") : null;
        if (content != null) {
          texts.add(texts(content));
        }
      }
    }
    return String.join("\n", texts);
  }

  /**
   * A resource's text: the {@code text} of its first contents.
   *
   * @throws ProtocolViolationException when the first contents has no text
   */
  public static String resourceText(CallOutcome outcome) {
    return firstContents(outcome, "text");
  }

  /**
   * A resource's bytes: the base64 {@code blob} of its first contents.
   *
   * @throws ProtocolViolationException when the first contents has no blob, or it is not base64
   */
  public static byte[] resourceBlob(CallOutcome outcome) {
    String blob = firstContents(outcome, "blob");
    try {
      return Base64.getDecoder().decode(blob);
    } catch (IllegalArgumentException notBase64) {
      throw violation("the resource's blob is not base64", outcome, notBase64);
    }
  }

  private static String firstContents(CallOutcome outcome, String member) {
    JsonValue contents = outcome.resultOrThrow().get("contents");
    if (contents instanceof JsonArray && !contents.asArray().isEmpty()
        && contents.asArray().get(0) instanceof JsonObject
        && ((JsonObject) contents.asArray().get(0)).get(member) instanceof JsonString) {
      return ((JsonObject) contents.asArray().get(0)).get(member).asString();
    }
    throw violation("the resource's first contents has no " + member, outcome, null);
  }

  /** The text of the text blocks of one block or an array of blocks, joined by line breaks. */
  private static String texts(JsonValue content) {
    List<String> texts = new ArrayList<>();
    List<JsonValue> blocks = content instanceof JsonArray ? content.asArray().elements()
        : content == null ? List.of() : List.of(content);
    for (JsonValue block : blocks) {
      if (block instanceof JsonObject && JsonString.of("text").equals(((JsonObject) block).get("type"))
          && ((JsonObject) block).get("text") instanceof JsonString) {
        texts.add(((JsonObject) block).get("text").asString());
      }
    }
    return String.join("\n", texts);
  }

  private static ProtocolViolationException violation(String message, CallOutcome outcome, Throwable cause) {
    CallOutcome.Complete complete = (CallOutcome.Complete) outcome;
    return new ProtocolViolationException(message, complete.result(), complete.requestsSent(), cause);
  }
}
