package io.mcpgen.samples.conformance;

import io.mcpgen.runtime.json.JsonArray;
import io.mcpgen.runtime.json.JsonObject;
import io.mcpgen.runtime.json.JsonString;
import io.mcpgen.runtime.json.JsonValue;
import io.mcpgen.runtime.mrtr.server.CompletionHandler;
import io.mcpgen.runtime.mrtr.server.McpErrorException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Completes the arguments of {@code test_prompt_with_arguments} from a fixed word list: the words
 * that start with what was typed, case-insensitively. Registered by hand on the engine until
 * the processor generates completion from an annotation.
 */
final class ArgumentCompletion implements CompletionHandler {

  static final String PROMPT = "test_prompt_with_arguments";

  private static final List<String> WORDS =
      List.of("paris", "park", "party", "test", "testing", "tested", "value", "world");

  @Override
  public JsonObject complete(JsonObject params, String principal) {
    JsonObject ref = object(params.get("ref"));
    JsonObject argument = object(params.get("argument"));
    if (ref == null || argument == null || !"ref/prompt".equals(text(ref.get("type")))) {
      throw McpErrorException.invalidParams("completion is offered for prompt arguments only");
    }
    if (!PROMPT.equals(text(ref.get("name")))) {
      throw McpErrorException.invalidParams("no completion for prompt: " + text(ref.get("name")));
    }
    String typed = String.valueOf(text(argument.get("value"))).toLowerCase(Locale.ROOT);
    List<JsonValue> values = new ArrayList<>();
    for (String word : WORDS) {
      if (word.startsWith(typed)) {
        values.add(JsonString.of(word));
      }
    }
    return JsonObject.of("completion", JsonObject.builder()
        .put("values", JsonArray.of(values))
        .put("total", values.size())
        .put("hasMore", false)
        .build());
  }

  private static JsonObject object(JsonValue value) {
    return value instanceof JsonObject ? (JsonObject) value : null;
  }

  private static String text(JsonValue value) {
    return value instanceof JsonString ? ((JsonString) value).asString() : null;
  }
}
