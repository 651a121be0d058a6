package io.mcpgen.runtime.mrtr;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import java.util.Objects;

/**
 * A {@code CreateMessageResult}: the sampled message ({@code role}, {@code content} as one block or
 * an array, {@code model}, {@code stopReason?}). Sampling has no decline shape: a client that
 * refuses simply does not retry.
 */
public final class SamplingAnswer implements InputAnswer {

  private final JsonObject json;

  private SamplingAnswer(JsonObject json) {
    this.json = json;
  }

  /** An answer from a full {@code CreateMessageResult}; an IllegalArgumentException when malformed. */
  public static SamplingAnswer of(JsonObject result) {
    return fromJson(Objects.requireNonNull(result, "result"));
  }

  /** An assistant text answer from a model. */
  public static SamplingAnswer ofText(String text, String model) {
    return of(JsonObject.builder()
        .put("role", "assistant")
        .put("content", JsonObject.builder().put("type", "text").put("text", text).build())
        .put("model", model)
        .put("stopReason", "endTurn")
        .build());
  }

  static SamplingAnswer fromJson(JsonObject json) {
    String role = Fields.string(json, "role", "CreateMessageResult");
    if (!"user".equals(role) && !"assistant".equals(role)) {
      throw new IllegalArgumentException("CreateMessageResult.role must be user or assistant");
    }
    Fields.string(json, "model", "CreateMessageResult");
    SamplingRequest.blocks(json.get("content"), "CreateMessageResult.content");
    Fields.optional(json, "stopReason", JsonString.class, "CreateMessageResult");
    return new SamplingAnswer(json);
  }

  public String role() {
    return json.get("role").asString();
  }

  public String model() {
    return json.get("model").asString();
  }

  /** The stop reason, or null. */
  public String stopReason() {
    JsonValue reason = json.get("stopReason");
    return reason == null ? null : reason.asString();
  }

  /** The content: one block object or an array of blocks. */
  public JsonValue content() {
    return json.get("content");
  }

  /** The text of the text blocks, joined; empty when there is none. */
  public String text() {
    StringBuilder text = new StringBuilder();
    for (JsonObject block : SamplingRequest.blocks(content(), "content")) {
      if ("text".equals(block.get("type").asString()) && block.get("text") instanceof JsonString) {
        text.append(block.get("text").asString());
      }
    }
    return text.toString();
  }

  @Override
  public String method() {
    return McpMethods.SAMPLING_CREATE_MESSAGE;
  }

  @Override
  public JsonObject toJson() {
    return json;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof SamplingAnswer && json.equals(((SamplingAnswer) other).json);
  }

  @Override
  public int hashCode() {
    return json.hashCode();
  }

  @Override
  public String toString() {
    return json.toString();
  }
}
