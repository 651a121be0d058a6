package io.mcpgen.it.conformance;

import io.mcpgen.annotations.McpServer;
import io.mcpgen.annotations.Tool;
import io.mcpgen.runtime.typed.McpExchange;

/**
 * The fixtures of the suite's 2025-11-25 server scenarios that the 2026-07-28 ones do not share:
 * a tool that logs, and tools that ask the client for input. A 2025-era client gets their input
 * requests as {@code sampling/createMessage} and {@code elicitation/create} requests on its
 * session; the handlers are the same ones a 2026-07-28 client retries. {@link SessionService}
 * implements them.
 */
@McpServer(name = "mcpgen-conformance", version = "1.0.0")
public interface SessionFixtures {

  /** Logs three info messages, about 50 ms apart. */
  @Tool("test_tool_with_logging")
  String toolWithLogging(McpExchange exchange);

  /** Asks the client's model the given prompt and reports its answer. */
  @Tool("test_sampling")
  String sampling(SamplingPrompt prompt, McpExchange exchange);

  /** Asks the user a username and an email with the given message and reports the answer. */
  @Tool("test_elicitation")
  String elicitation(ElicitationMessage message, McpExchange exchange);

  /** Asks a form whose every primitive field has a default (SEP-1034). */
  @Tool("test_elicitation_sep1034_defaults")
  String elicitationDefaults(McpExchange exchange);

  /** Asks a form with the five enum shapes (SEP-1330). */
  @Tool("test_elicitation_sep1330_enums")
  String elicitationEnums(McpExchange exchange);

  /**
   * The argument of {@code test_sampling}.
   *
   * @param prompt the prompt to send to the model
   */
  record SamplingPrompt(String prompt) {}

  /**
   * The argument of {@code test_elicitation}.
   *
   * @param message the message to show the user
   */
  record ElicitationMessage(String message) {}
}
