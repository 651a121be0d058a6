package io.mcpgen.it.conformance;

import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.mrtr.LogLevel;
import io.mcpgen.runtime.server.Subscriptions;
import io.mcpgen.runtime.typed.Elicited;
import io.mcpgen.runtime.typed.McpExchange;

/** The diagnostic tools' behaviour. */
final class StatelessService implements StatelessFixtures {

  static final String LOGGER = "conformance";

  private final Subscriptions updates;

  StatelessService(Subscriptions updates) {
    this.updates = updates;
  }

  @Override
  public String missingCapability(String reply) {
    return "The model said: " + reply;
  }

  @Override
  public String streamingElicitation(Elicited<InputRequiredFixtures.Name> name) {
    return name.accepted().map(n -> "Hello, " + n.name() + "!").orElse("No name was given.");
  }

  @Override
  public String loggingTool(McpExchange exchange) {
    exchange.round().log(LogLevel.INFO, LOGGER, JsonString.of("Tool execution started"));
    exchange.round().log(LogLevel.INFO, LOGGER, JsonString.of("Tool processing data"));
    exchange.round().log(LogLevel.INFO, LOGGER, JsonString.of("Tool execution completed"));
    return "Logging tool completed";
  }

  @Override
  public String triggerToolChange() {
    updates.toolsListChanged();
    return "notifications/tools/list_changed published";
  }

  @Override
  public String triggerPromptChange() {
    updates.promptsListChanged();
    return "notifications/prompts/list_changed published";
  }
}
