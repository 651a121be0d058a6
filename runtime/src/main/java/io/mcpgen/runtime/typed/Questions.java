package io.mcpgen.runtime.typed;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.mrtr.SamplingRequest;

/** The questions of declared inputs that are not forms ({@link Form#question} builds those). */
public final class Questions {

  private Questions() {}

  /**
   * A sampling request of one user text message.
   *
   * @param systemPrompt null or empty for none
   */
  public static SamplingRequest sampling(String prompt, int maxTokens, String systemPrompt) {
    JsonObject message = JsonObject.builder()
        .put("role", "user")
        .put("content", ToolResults.textBlock(prompt))
        .build();
    JsonObject.Builder params = JsonObject.builder()
        .put("messages", JsonArray.of(message))
        .put("maxTokens", maxTokens);
    if (systemPrompt != null && !systemPrompt.isEmpty()) {
      params.put("systemPrompt", systemPrompt);
    }
    return SamplingRequest.of(params.build());
  }
}
