package io.mcpgen.it.conformance;

import io.mcpgen.annotations.McpClient;
import io.mcpgen.annotations.Tool;

/** The {@code tools_call} scenario's mock server, as mcpgen's typed client sees it. */
@McpClient
public interface Calculator {

  /** Adds two numbers; the mock answers with one text block. */
  @Tool("add_numbers")
  String addNumbers(Operands operands);

  /** The arguments of {@code add_numbers}. */
  record Operands(double a, double b) {}
}
