package io.mcpgen.runtime.mrtr;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * A {@code sampling/createMessage} question. Needs {@code sampling}; with {@code tools} or
 * {@code toolChoice} it needs {@code sampling.tools}, and with {@code includeContext}
 * {@code "thisServer"} or {@code "allServers"} it needs {@code sampling.context}.
 *
 * <p>Construction checks the tool loop rule: every {@code tool_use} of an assistant message is
 * answered, in the next message, by a user message made only of {@code tool_result} blocks with
 * the matching {@code toolUseId}s.
 */
public final class SamplingRequest extends WireQuestion implements InputRequest {

  private final JsonObject required;

  private SamplingRequest(JsonObject params, JsonObject required) {
    super(params);
    this.required = required;
  }

  /**
   * A sampling request from its params ({@code messages}, {@code maxTokens}, and any of
   * {@code systemPrompt}, {@code modelPreferences}, {@code tools}, ...).
   *
   * @throws IllegalArgumentException when the params break the schema or the tool loop rule
   */
  public static SamplingRequest of(JsonObject params) {
    return fromParams(Objects.requireNonNull(params, "params"));
  }

  /** A one-message text prompt, the common case. */
  public static SamplingRequest ofText(String userText, int maxTokens) {
    JsonObject message = JsonObject.builder()
        .put("role", "user")
        .put("content", JsonObject.builder().put("type", "text").put("text", userText).build())
        .build();
    return of(JsonObject.builder()
        .put("messages", JsonArray.of(message))
        .put("maxTokens", maxTokens)
        .build());
  }

  static SamplingRequest fromParams(JsonObject params) {
    String where = "sampling/createMessage params";
    JsonArray messages = Fields.array(params, "messages", where);
    Fields.integer(params, "maxTokens", where);
    List<List<JsonObject>> contents = new ArrayList<>();
    List<String> roles = new ArrayList<>();
    for (int i = 0; i < messages.size(); i++) {
      if (!(messages.get(i) instanceof JsonObject)) {
        throw new IllegalArgumentException("messages[" + i + "] must be an object");
      }
      JsonObject message = (JsonObject) messages.get(i);
      String role = Fields.string(message, "role", "messages[" + i + "]");
      if (!"user".equals(role) && !"assistant".equals(role)) {
        throw new IllegalArgumentException("messages[" + i + "].role must be user or assistant");
      }
      roles.add(role);
      contents.add(blocks(message.get("content"), "messages[" + i + "].content"));
    }
    checkToolLoop(roles, contents);
    JsonObject.Builder sampling = JsonObject.builder();
    if (params.has("tools") || params.has("toolChoice")) {
      Fields.optional(params, "tools", JsonArray.class, where);
      Fields.optional(params, "toolChoice", JsonObject.class, where);
      sampling.put("tools", JsonObject.empty());
    }
    JsonValue context = Fields.optional(params, "includeContext", JsonString.class, where);
    if (context != null && !"none".equals(context.asString())) {
      sampling.put("context", JsonObject.empty());
    }
    return new SamplingRequest(params, JsonObject.of("sampling", sampling.build()));
  }

  static List<JsonObject> blocks(JsonValue content, String where) {
    List<JsonObject> blocks = new ArrayList<>();
    if (content instanceof JsonObject) {
      blocks.add((JsonObject) content);
    } else if (content instanceof JsonArray) {
      for (JsonValue block : ((JsonArray) content).elements()) {
        if (!(block instanceof JsonObject)) {
          throw new IllegalArgumentException(where + " blocks must be objects");
        }
        blocks.add((JsonObject) block);
      }
    } else {
      throw new IllegalArgumentException(where + " must be a content block or an array of them");
    }
    for (JsonObject block : blocks) {
      Fields.string(block, "type", where);
    }
    return blocks;
  }

  private static void checkToolLoop(List<String> roles, List<List<JsonObject>> contents) {
    for (int i = 0; i < contents.size(); i++) {
      List<JsonObject> blocks = contents.get(i);
      long resultCount = blocks.stream().filter(b -> "tool_result".equals(b.get("type").asString())).count();
      if (resultCount > 0 && (resultCount != blocks.size() || !"user".equals(roles.get(i)))) {
        throw new IllegalArgumentException("messages[" + i
            + "] mixes tool_result blocks with other content; tool results go alone in a user message");
      }
      Set<String> uses = ids(blocks, "tool_use", "id");
      if (!uses.isEmpty() && (i + 1 >= contents.size()
          || !uses.equals(ids(contents.get(i + 1), "tool_result", "toolUseId")))) {
        throw new IllegalArgumentException("the tool_use blocks of messages[" + i
            + "] must be answered by the next message's tool_result blocks, one per toolUseId");
      }
      if (resultCount > 0 && (i == 0
          || !ids(blocks, "tool_result", "toolUseId").equals(ids(contents.get(i - 1), "tool_use", "id")))) {
        throw new IllegalArgumentException(
            "the tool_result blocks of messages[" + i + "] must answer the tool_use blocks before them");
      }
    }
  }

  private static Set<String> ids(List<JsonObject> blocks, String type, String idMember) {
    Set<String> ids = new HashSet<>();
    for (JsonObject block : blocks) {
      if (type.equals(block.get("type").asString())) {
        ids.add(Fields.string(block, idMember, type));
      }
    }
    return ids;
  }

  /** The maximum number of tokens the client may sample; clients must respect it. */
  public long maxTokens() {
    return ((JsonNumber) params().get("maxTokens")).longValue();
  }

  public JsonArray messages() {
    return params().get("messages").asArray();
  }

  /** True when the request lets the model use tools. */
  public boolean usesTools() {
    return params().has("tools") || params().has("toolChoice");
  }

  @Override
  public String method() {
    return McpMethods.SAMPLING_CREATE_MESSAGE;
  }

  @Override
  public JsonObject requiredCapabilities() {
    return required;
  }
}
