package io.mcpgen.it.conformance;

import io.mcpgen.protocol.Root;
import io.mcpgen.runtime.typed.Elicited;
import io.mcpgen.runtime.typed.McpExchange;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/** The input-required fixtures' behaviour once their inputs are answered. */
final class InputRequiredService implements InputRequiredFixtures {

  @Override
  public String elicitation(Elicited<Name> name) {
    return greet(name);
  }

  @Override
  public String sampling(String answer) {
    return "The model answered: " + answer;
  }

  @Override
  public String listRoots(List<Root> roots) {
    return "Client roots: " + uris(roots);
  }

  @Override
  public String requestState(Elicited<Ok> confirm) {
    boolean ok = confirm.accepted().map(Ok::ok).orElse(false);
    return ok ? "Confirmed" : "Not confirmed";
  }

  @Override
  public String multipleInputs(Elicited<Name> name, String greeting, List<Root> roots) {
    return greet(name) + " Greeting: " + greeting + " Roots: " + uris(roots);
  }

  @Override
  public String multiRound(McpExchange exchange) {
    Elicited<Name> name = exchange.elicit("step1", "Step 1: What is your name?", Name.class);
    Elicited<Color> color = exchange.elicit("step2", "Step 2: What is your favorite color?", Color.class);
    return "Hello, " + name.accepted().map(Name::name).orElse("stranger") + "! Your favorite color is "
        + color.accepted().map(Color::color).orElse("unknown") + ".";
  }

  @Override
  public String tamperedState(Elicited<Name> name) {
    return greet(name);
  }

  @Override
  public String capabilities(Optional<Elicited<Name>> name, Optional<String> answer) {
    StringBuilder text = new StringBuilder("Answered:");
    name.flatMap(answered -> answered.accepted()).ifPresent(n -> text.append(" name=").append(n.name()));
    answer.ifPresent(a -> text.append(" sampling=").append(a));
    return text.toString();
  }

  @Override
  public String prompt(Elicited<Context> context) {
    return "Use this context: " + context.accepted().map(Context::context).orElse("none");
  }

  private static String greet(Elicited<Name> name) {
    return name.accepted().map(n -> "Hello, " + n.name() + "!").orElse("No name was given.");
  }

  private static String uris(List<Root> roots) {
    return roots.stream().map(Root::uri).collect(Collectors.joining(", "));
  }
}
