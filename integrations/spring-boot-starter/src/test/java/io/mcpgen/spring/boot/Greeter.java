package io.mcpgen.spring.boot;

import io.mcpgen.annotations.Elicit;
import io.mcpgen.annotations.McpServer;
import io.mcpgen.annotations.Tool;
import io.mcpgen.runtime.typed.Elicited;

/** A small server for the starter's tests: one tool that asks one question. */
@McpServer(name = "greeter", version = "1.0", title = "Greeter", instructions = "Greets people by name.")
public interface Greeter {

  /** Greets someone, formally if the user says so. */
  @Tool("greet")
  Greeting greet(Person person, @Elicit(message = "Greet {person.name} formally?") Elicited<Style> style);

  /** Who to greet. */
  record Person(String name) {}

  /** How. */
  record Style(boolean formal) {}

  /** The greeting. */
  record Greeting(String text) {}

  /** The implementation the tests register as a bean. */
  final class Polite implements Greeter {
    @Override
    public Greeting greet(Person person, Elicited<Style> style) {
      boolean formal = style.accepted().map(Style::formal).orElse(false);
      return new Greeting((formal ? "Good day, " : "Hi, ") + person.name());
    }
  }
}
