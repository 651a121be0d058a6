package io.mcpgen.it.conformance;

import io.mcpgen.annotations.Elicit;
import io.mcpgen.annotations.Forms;
import io.mcpgen.annotations.McpServer;
import io.mcpgen.annotations.Prompt;
import io.mcpgen.annotations.Roots;
import io.mcpgen.annotations.Sample;
import io.mcpgen.annotations.Tool;
import io.mcpgen.protocol.Root;
import io.mcpgen.runtime.typed.Elicited;
import io.mcpgen.runtime.typed.McpExchange;
import java.util.List;
import java.util.Optional;

/**
 * The conformance suite's {@code input-required-result-*} fixtures (SEP-2322, Multi Round-Trip
 * Requests): each input's key, message and form are the ones the scenarios expect.
 * {@link InputRequiredService} implements them.
 */
@McpServer(name = "mcpgen-conformance", version = "1.0.0")
public interface InputRequiredFixtures {

  /** Asks the user's name, then greets them. */
  @Tool("test_input_required_result_elicitation")
  String elicitation(@Elicit(key = "user_name", message = "What is your name?") Elicited<Name> name);

  /** Asks the client's model a question, then reports its answer. */
  @Tool("test_input_required_result_sampling")
  String sampling(
      @Sample(key = "capital_question", prompt = "What is the capital of France?", maxTokens = 100) String answer);

  /** Asks the client's roots, then lists them. */
  @Tool("test_input_required_result_list_roots")
  String listRoots(@Roots(key = "client_roots") List<Root> roots);

  /** Asks for a confirmation; the answer comes back with the sealed requestState. */
  @Tool("test_input_required_result_request_state")
  String requestState(@Elicit(key = "confirm", message = "Please confirm") Elicited<Ok> confirm);

  /** Asks a name, a model's greeting and the roots in one round. */
  @Tool("test_input_required_result_multiple_inputs")
  String multipleInputs(@Elicit(key = "user_name", message = "What is your name?") Elicited<Name> name,
      @Sample(key = "greeting", prompt = "Generate a greeting", maxTokens = 50) String greeting,
      @Roots(key = "client_roots") List<Root> roots);

  /** Asks a name, then (in a second round) a favourite colour. */
  @Tool("test_input_required_result_multi_round")
  String multiRound(@Forms({Name.class, Color.class}) McpExchange exchange);

  /** Like the elicitation fixture; its requestState is sealed, so a tampered one is refused. */
  @Tool("test_input_required_result_tampered_state")
  String tamperedState(@Elicit(key = "user_name", message = "What is your name?") Elicited<Name> name);

  /** Asks only what the request's client capabilities allow: a name, a model's answer, or both. */
  @Tool("test_input_required_result_capabilities")
  String capabilities(
      @Elicit(key = "user_name", message = "What is your name?") Optional<Elicited<Name>> name,
      @Sample(key = "capital_question", prompt = "What is the capital of France?", maxTokens = 100)
          Optional<String> answer);

  /** A prompt that needs context from the user first. */
  @Prompt("test_input_required_result_prompt")
  String prompt(@Elicit(key = "user_context", message = "What context should the prompt use?")
      Elicited<Context> context);

  /** A name. */
  record Name(String name) {}

  /** A yes or no. */
  record Ok(boolean ok) {}

  /** A colour. */
  record Color(String color) {}

  /** Context for a prompt. */
  record Context(String context) {}
}
