/**
 * The runnable orders demo: {@link io.mcpgen.samples.orders.demo.Demo} serves the order desk over
 * Streamable HTTP on 127.0.0.1 and calls it with its typed client in the same process, printing
 * every round. Answers come from a script ({@link io.mcpgen.samples.orders.demo.ScriptedAnswers}:
 * the bundled one, or {@code --answers FILE}) or from a person at the terminal
 * ({@link io.mcpgen.samples.orders.demo.TerminalAnswers}, {@code --interactive}).
 */
package io.mcpgen.samples.orders.demo;
