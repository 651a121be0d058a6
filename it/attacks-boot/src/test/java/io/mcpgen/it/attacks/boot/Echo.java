package io.mcpgen.it.attacks.boot;

import io.mcpgen.annotations.McpServer;
import io.mcpgen.annotations.Tool;

/** The tool under attack, as a Boot application declares it: {@code echo} returns its {@code text}. */
@McpServer(name = "attack-echo", version = "1")
public interface Echo {

  /** Returns the text it was given, as one text block. */
  @Tool("echo")
  String echo(Text text);

  /** The argument. */
  record Text(String text) {}
}
