package io.mcpgen.it.conformance;

import io.mcpgen.annotations.Elicit;
import io.mcpgen.annotations.McpServer;
import io.mcpgen.annotations.Sample;
import io.mcpgen.annotations.Tool;
import io.mcpgen.runtime.typed.Elicited;
import io.mcpgen.runtime.typed.McpExchange;

/**
 * The diagnostic tools of the suite's {@code server-stateless} scenario: each lets it check one
 * rule of the stateless protocol. {@link StatelessService} implements them.
 */
@McpServer(name = "mcpgen-conformance", version = "1.0.0")
public interface StatelessFixtures {

  /**
   * Needs the client's model, so a client that did not declare sampling gets {@code -32021}
   * (missing required client capability).
   */
  @Tool("test_missing_capability")
  String missingCapability(@Sample(key = "completion", prompt = "Say hello", maxTokens = 20) String reply);

  /** Asks for a form: the answer to the call is an InputRequiredResult, never a request on the stream. */
  @Tool("test_streaming_elicitation")
  String streamingElicitation(@Elicit(key = "user_name", message = "What is your name?")
      Elicited<InputRequiredFixtures.Name> name);

  /** Logs three messages at info level; they are sent only to a request that set a log level. */
  @Tool("test_logging_tool")
  String loggingTool(McpExchange exchange);

  /**
   * The suite's hook for "the tool list changed": publishes {@code notifications/tools/list_changed}
   * to the {@code subscriptions/listen} streams that asked for it. (The sample's lists are fixed;
   * the hook stands for a server whose tools change.)
   */
  @Tool("test_trigger_tool_change")
  String triggerToolChange();

  /** The same for the prompt list: publishes {@code notifications/prompts/list_changed}. */
  @Tool("test_trigger_prompt_change")
  String triggerPromptChange();
}
