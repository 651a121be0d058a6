package io.mcpgen.it.conformance;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.mrtr.FormElicitation;
import io.mcpgen.runtime.mrtr.InputRequest;
import io.mcpgen.runtime.server.McpHandler;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.server.RoundContext;
import io.mcpgen.runtime.server.RoundResult;
import io.mcpgen.runtime.server.TaskSupport;
import java.util.Map;

/**
 * The suite's {@code test_tool_with_task} ({@code tasks-mrtr-composition}): asks the user's name
 * synchronously (an {@code InputRequiredResult}), then continues as a task whose result greets
 * that name. Written against the engine's API, since the handler decides when the call becomes a
 * task ({@link McpHandler#escalating}).
 */
final class TaskComposition {

  static final String TOOL = "test_tool_with_task";
  private static final FormElicitation USER_NAME = InputRequest.form("What is your name?", Json.parse(
      "{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\"}},\"required\":[\"name\"]}").asObject());

  private TaskComposition() {}

  /** Registers the tool on {@code builder}. */
  static McpServerEngine.Builder register(McpServerEngine.Builder builder) {
    JsonObject definition = JsonObject.builder()
        .put("name", TOOL)
        .put("description", "Asks the user's name, then greets them from a task.")
        .put("inputSchema", JsonObject.of("type", JsonString.of("object")))
        .build();
    return builder.tool(definition, McpHandler.escalating(TaskComposition::handle), TaskSupport.REQUIRED);
  }

  private static RoundResult handle(RoundContext round) {
    ElicitationAnswer answer = (ElicitationAnswer) round.answer("user_name", USER_NAME);
    if (answer == null) {
      return RoundResult.inputRequired(Map.of("user_name", USER_NAME));
    }
    if (!round.inTask()) {
      return RoundResult.continueAsTask(null); // the answer carries over into the task
    }
    String name = answer.isAccepted() ? answer.content().get("name").asString() : "stranger";
    JsonObject text = JsonObject.builder().put("type", "text").put("text", "Hello, " + name + "!").build();
    return RoundResult.complete(JsonObject.of("content", JsonArray.of(text)));
  }
}
