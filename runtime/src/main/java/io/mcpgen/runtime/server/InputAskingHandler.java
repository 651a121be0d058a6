package io.mcpgen.runtime.server;

import java.util.Objects;

/** A plain handler that may ask for input: the mark {@link McpServerEngine.Builder#build()} checks. */
final class InputAskingHandler implements McpHandler {

  private final McpHandler handler;

  InputAskingHandler(McpHandler handler) {
    this.handler = Objects.requireNonNull(handler, "handler");
  }

  @Override
  public RoundResult handle(RoundContext round) throws Exception {
    return handler.handle(round);
  }

  @Override
  public boolean asksForInput() {
    return true;
  }
}
