package io.mcpgen.processor.it;

import io.mcpgen.annotations.Elicit;
import io.mcpgen.annotations.McpServer;
import io.mcpgen.annotations.Sample;
import io.mcpgen.annotations.Tool;
import io.mcpgen.runtime.typed.Elicited;
import java.util.Optional;

/** A tool whose inputs are all optional: it asks only what the client declared it can answer. */
@McpServer(name = "concierge")
public interface Concierge {

  /** Greets, with the name and a suggestion when the client can give them. */
  @Tool("greet")
  String greet(@Elicit(message = "Your name?") Optional<Elicited<Guest>> guest,
      @Sample(prompt = "Suggest a restaurant", maxTokens = 30) Optional<String> suggestion);

  /** The guest's name. */
  record Guest(String name) {}
}
